/// Every agent `charter compose` writes for, in the order the documentation lists them
/// (Documentation/AgentFormats.md keeps the same table, checked by a test).
public enum AgentTargets {
  /// The targets.
  public static let all: [AgentTarget] = [
    AgentTarget(
      "agents", agent: "Any agent that reads AGENTS.md", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "agents.md"),
    AgentTarget(
      "claude", agent: "Claude Code", format: ClaudeFormat.self, readsAgentsMD: true,
      documentation: "code.claude.com/docs/en/memory (2.1: AGENTS.md where a folder has no CLAUDE.md)",
      userFile: ".claude/CLAUDE.md",
      mcpFile: MCPFile(".mcp.json", dialect: .claude),
      commandFile: PromptFolder(
        ".claude/commands",
        keys: [
          "description", "argument-hint", "allowed-tools", "disallowed-tools", "model", "disable-model-invocation",
        ]),
      subagentFile: PromptFolder(
        ".claude/agents",
        keys: [
          "name", "description", "tools", "disallowedTools", "model", "permissionMode", "maxTurns", "skills", "color",
          "memory", "effort", "isolation", "background", "initialPrompt", "mcpServers", "hooks",
        ]),
      userMCPFile: MCPFile(".claude.json", dialect: .claude),
      hooksFile: HooksFile(".claude/settings.json", dialect: .claude),
      permissionsFile: PermissionsFile(".claude/settings.json", dialect: .claude)),
    AgentTarget(
      "cursor", agent: "Cursor", format: CursorFormat.self, readsAgentsMD: true,
      documentation: "cursor.com/docs/context/rules",
      ignoreFile: ".cursorignore",
      mcpFile: MCPFile(".cursor/mcp.json", dialect: .cursor),
      commandFile: PromptFolder(".cursor/commands", keys: ["description"]),
      subagentFile: PromptFolder(
        ".cursor/agents", keys: ["name", "description", "model", "readonly", "is_background"]),
      userMCPFile: MCPFile(".cursor/mcp.json", dialect: .cursor),
      hooksFile: HooksFile(".cursor/hooks.json", dialect: .cursor),
      permissionsFile: PermissionsFile(".cursor/cli.json", dialect: .cursor)),
    AgentTarget(
      "copilot", agent: "GitHub Copilot (VS Code, coding agent, CLI)", format: CopilotFormat.self,
      readsAgentsMD: true, documentation: "docs.github.com/copilot/how-tos/configure-custom-instructions",
      mcpFile: MCPFile(".vscode/mcp.json", keyPath: ["servers"], dialect: .vscode),
      commandFile: PromptFolder(
        ".github/prompts", suffix: ".prompt.md",
        keys: ["description", "name", "agent", "mode", "model", "tools", "argument-hint"]),
      subagentFile: PromptFolder(
        ".github/agents", suffix: ".agent.md", keys: ["name", "description", "tools", "model"]),
      hooksFile: HooksFile(".github/hooks/charter.json", dialect: .copilot)),
    AgentTarget(
      "gemini", agent: "Gemini CLI", format: GeminiFormat.self, readsAgentsMD: false,
      documentation: "geminicli.com/docs/cli/gemini-md", userFile: ".gemini/GEMINI.md",
      ignoreFile: ".geminiignore",
      mcpFile: MCPFile(".gemini/settings.json", dialect: .gemini),
      commandFile: PromptFolder(
        ".gemini/commands", suffix: ".toml", keys: ["description"], syntax: .toml(bodyKey: "prompt", placeholders: true)
      ),
      subagentFile: PromptFolder(".gemini/agents", keys: ["name", "description", "tools", "model"]),
      userMCPFile: MCPFile(".gemini/settings.json", dialect: .gemini),
      hooksFile: HooksFile(".gemini/settings.json", dialect: .gemini)),
    AgentTarget(
      "windsurf", agent: "Windsurf (a folder Devin Desktop still reads)", format: WindsurfFormat.self,
      readsAgentsMD: true, documentation: "docs.windsurf.com/windsurf/cascade/memories",
      userFile: ".codeium/windsurf/memories/global_rules.md",
      ignoreFile: ".codeiumignore",
      commandFile: PromptFolder(".windsurf/workflows", keys: ["description"]),
      userMCPFile: MCPFile(".codeium/windsurf/mcp_config.json", dialect: .antigravity)),
    AgentTarget(
      "cline", agent: "Cline", format: ClineFormat.self, readsAgentsMD: true,
      documentation: "docs.cline.bot/customization/cline-rules",
      ignoreFile: ".clineignore"),
    AgentTarget(
      "kiro", agent: "Kiro", format: KiroFormat.self, readsAgentsMD: true,
      documentation: "kiro.dev/docs/steering (IDE 1.0.309, CLI 2.18)",
      mcpFile: MCPFile(".kiro/settings/mcp.json", dialect: .plain),
      commandFile: PromptFolder(".kiro/prompts"),
      subagentFile: PromptFolder(".kiro/agents", keys: ["name", "description", "tools", "model"]),
      userMCPFile: MCPFile(".kiro/settings/mcp.json", dialect: .plain)),
    AgentTarget(
      "junie", agent: "JetBrains Junie", format: JunieFormat.self, readsAgentsMD: true,
      documentation: "junie.jetbrains.com/docs/guidelines-and-memory.html",
      ignoreFile: ".aiignore",
      mcpFile: MCPFile(".junie/mcp/mcp.json", dialect: .plain),
      commandFile: PromptFolder(".junie/commands", keys: ["description"]),
      subagentFile: PromptFolder(
        ".junie/agents",
        keys: ["name", "description", "tools", "disallowedTools", "mcpServers", "model", "maxTurns", "skills"]),
      userMCPFile: MCPFile(".junie/mcp/mcp.json", dialect: .plain)),
    AgentTarget(
      "devin", agent: "Devin Desktop and Devin CLI (Windsurf's successor)", format: DevinFormat.self,
      readsAgentsMD: true, documentation: "docs.devin.ai/cli/extensibility/rules", userFile: ".config/devin/AGENTS.md",
      mcpFile: MCPFile(".devin/mcp_config.json", dialect: .plain),
      subagentFile: PromptFolder(
        ".devin/agents", suffix: "/AGENT.md",
        keys: ["name", "description", "model", "allowed-tools", "permissions", "max-nesting"])),
    AgentTarget(
      "antigravity", agent: "Google Antigravity", format: AntigravityFormat.self, readsAgentsMD: true,
      documentation: "antigravity.google/docs/rules-workflows (IDE 1.20.3)",
      mcpFile: MCPFile(".agents/mcp_config.json", dialect: .antigravity),
      commandFile: PromptFolder(".agents/workflows", keys: ["description"]),
      subagentFile: PromptFolder(".agents/agents", keys: ["name", "description", "tools", "model"]),
      userMCPFile: MCPFile(".gemini/antigravity/mcp_config.json", dialect: .antigravity)),
    AgentTarget(
      "augment", agent: "Augment (IDE extensions, Auggie CLI)", format: AugmentFormat.self, readsAgentsMD: true,
      documentation: "docs.augmentcode.com/cli/rules",
      ignoreFile: ".augmentignore",
      mcpFile: MCPFile(".augment/settings.json", dialect: .plain),
      commandFile: PromptFolder(".augment/commands", keys: ["description", "argument-hint", "model"]),
      subagentFile: PromptFolder(
        ".augment/agents", keys: ["name", "description", "color", "model", "tools", "disabled_tools"])),
    AgentTarget(
      "continue", agent: "Continue", format: ContinueFormat.self, readsAgentsMD: false,
      documentation: "docs.continue.dev/customize/rules",
      ignoreFile: ".continueignore"),
    AgentTarget(
      "qwen", agent: "Qwen Code", format: QwenFormat.self, readsAgentsMD: false,
      documentation: "qwenlm.github.io/qwen-code-docs/en/users/features/memory (0.16.2)", userFile: ".qwen/QWEN.md",
      mcpFile: MCPFile(".qwen/settings.json", dialect: .gemini),
      commandFile: PromptFolder(
        ".qwen/commands", keys: ["description", "argument-hint", "when_to_use", "disable-model-invocation"]),
      subagentFile: PromptFolder(
        ".qwen/agents",
        keys: [
          "name", "description", "model", "approvalMode", "tools", "disallowedTools", "maxTurns", "color", "mcpServers",
          "hooks",
        ]),
      userMCPFile: MCPFile(".qwen/settings.json", dialect: .gemini),
      hooksFile: HooksFile(".qwen/settings.json", dialect: .qwen),
      permissionsFile: PermissionsFile(".qwen/settings.json", dialect: .qwen)),
    AgentTarget(
      "goose", agent: "Goose", format: GooseFormat.self, readsAgentsMD: true,
      documentation: "goose-docs.ai/docs/guides/context-engineering/using-goosehints",
      userFile: ".config/goose/.goosehints"),
    AgentTarget(
      "zed", agent: "Zed (reads AGENTS.md only where no .rules, .cursorrules … comes first)", format: ZedFormat.self,
      readsAgentsMD: false, documentation: "zed.dev/docs/ai/rules",
      mcpFile: MCPFile(".zed/settings.json", keyPath: ["context_servers"], dialect: .zed),
      userMCPFile: MCPFile(".config/zed/settings.json", keyPath: ["context_servers"], dialect: .zed)),
    AgentTarget(
      "aider", agent: "Aider", format: AiderFormat.self, readsAgentsMD: false,
      documentation: "aider.chat/docs/usage/conventions.html"),
    AgentTarget(
      "crush", agent: "Crush", format: CrushFormat.self, readsAgentsMD: true,
      documentation: "ruler's crush agent (Crush's context files)",
      mcpFile: MCPFile(".crush.json", keyPath: ["mcp"], dialect: .crush),
      userMCPFile: MCPFile(".config/crush/crush.json", keyPath: ["mcp"], dialect: .crush)),
    AgentTarget(
      "replit", agent: "Replit Agent", format: ReplitFormat.self, readsAgentsMD: false,
      documentation: "docs.replit.com (replit.md); rulesync's replit target"),
    AgentTarget(
      "firebase", agent: "Firebase Studio", format: FirebaseStudioFormat.self, readsAgentsMD: false,
      documentation: "ruler's firebase agent (.idx/airules.md)",
      ignoreFile: ".aiexclude"),
    AgentTarget(
      "trae", agent: "Trae", format: TraeFormat.self, readsAgentsMD: false,
      documentation: "docs.trae.ai/ide/rules-for-ai (project_rules.md)"),
    AgentTarget(
      "roo", agent: "Roo Code", format: RooFormat.self, readsAgentsMD: true,
      documentation: "docs.roocode.com/features/custom-instructions (3.54, the last release)",
      ignoreFile: ".rooignore",
      mcpFile: MCPFile(".roo/mcp.json", dialect: .roo),
      commandFile: PromptFolder(".roo/commands", keys: ["description", "argument-hint", "mode"])),
    AgentTarget(
      "jetbrains", agent: "JetBrains AI Assistant", format: JetBrainsFormat.self, readsAgentsMD: false,
      documentation: "jetbrains.com/help/ai-assistant/configure-project-rules.html",
      ignoreFile: ".aiignore"),
    AgentTarget(
      "amazonq", agent: "Amazon Q Developer", format: AmazonQFormat.self, readsAgentsMD: false,
      documentation: "ruler's amazonqcli agent (.amazonq/rules)",
      mcpFile: MCPFile(".amazonq/mcp.json", dialect: .plain)),
    // Agents whose own project file is AGENTS.md.
    AgentTarget(
      "codex", agent: "Codex CLI", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "developers.openai.com/codex/guides/agents-md", userFile: ".codex/AGENTS.md",
      mcpFile: MCPFile(".codex/config.toml", keyPath: [], dialect: .codex),
      subagentFile: PromptFolder(
        ".codex/agents", suffix: ".toml", keys: ["name", "description"],
        syntax: .toml(bodyKey: "developer_instructions", placeholders: false)),
      userMCPFile: MCPFile(".codex/config.toml", keyPath: [], dialect: .codex),
      hooksFile: HooksFile(".codex/hooks.json", dialect: .codex)),
    AgentTarget(
      "amp", agent: "Amp", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "ampcode.com/manual", userFile: ".config/amp/AGENTS.md",
      mcpFile: MCPFile(".amp/settings.json", keyPath: ["amp.mcpServers"], dialect: .plain),
      userMCPFile: MCPFile(".config/amp/settings.json", keyPath: ["amp.mcpServers"], dialect: .plain)),
    AgentTarget(
      "opencode", agent: "OpenCode", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "opencode.ai/docs/rules", userFile: ".config/opencode/AGENTS.md",
      mcpFile: MCPFile("opencode.json", keyPath: ["mcp"], dialect: .opencode),
      commandFile: PromptFolder(".opencode/commands", keys: ["description", "agent", "subtask", "model"]),
      subagentFile: PromptFolder(
        ".opencode/agents", keys: ["description", "mode", "model", "temperature", "top_p", "disable"]),
      userMCPFile: MCPFile(".config/opencode/opencode.json", keyPath: ["mcp"], dialect: .opencode)),
    AgentTarget(
      "kilo", agent: "Kilo Code", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "kilo.ai/docs/agent-behavior/agents-md (Kilo 7)", userFile: ".config/kilo/AGENTS.md",
      commandFile: PromptFolder(".kilo/commands", keys: ["description", "agent", "subtask", "model", "variant"]),
      subagentFile: PromptFolder(
        ".kilo/agents",
        keys: [
          "description", "mode", "model", "variant", "temperature", "top_p", "color", "hidden", "steps", "disable",
        ])),
    AgentTarget(
      "warp", agent: "Warp", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "docs.warp.dev/agents/capabilities/rules"),
    AgentTarget(
      "factory", agent: "Factory Droid", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "docs.factory.ai/cli/configuration/agents-md", userFile: ".factory/AGENTS.md",
      mcpFile: MCPFile(".factory/mcp.json", dialect: .claude),
      commandFile: PromptFolder(".factory/commands", keys: ["description", "argument-hint"]),
      subagentFile: PromptFolder(
        ".factory/droids", keys: ["name", "description", "model", "reasoningEffort", "tools", "mcpServers"]),
      userMCPFile: MCPFile(".factory/mcp.json", dialect: .claude),
      hooksFile: HooksFile(".factory/hooks.json", keyPath: [], dialect: .factory)),
    AgentTarget(
      "jules", agent: "Jules", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "ruler's jules agent (AGENTS.md)"),
    AgentTarget(
      "openhands", agent: "OpenHands", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "docs.openhands.dev/overview/skills"),
    AgentTarget(
      "rovodev", agent: "Rovo Dev CLI", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "support.atlassian.com/rovo/docs/use-memory-in-rovo-dev-cli", userFile: ".rovodev/AGENTS.md"),
    AgentTarget(
      "vibe", agent: "Mistral Vibe", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "rulesync's vibe target (AGENTS.md)", userFile: ".vibe/AGENTS.md"),
    AgentTarget(
      "qoder", agent: "Qoder", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "docs.qoder.com/user-guide/rules"),
    AgentTarget(
      "pi", agent: "Pi", format: AgentsFormat.self, readsAgentsMD: true,
      documentation: "pi.dev/docs/latest/usage"),
  ]

  /// The target names.
  public static var names: [String] { all.map(\.name) }

  /// The target named `name`.
  public static func named(_ name: String) -> AgentTarget? {
    all.first { $0.name == name }
  }

  /// The format that writes target `name`'s rules: its own, or `AGENTS.md` when the agent reads
  /// that natively and `usesAgentsMD` lists it (`use-agents-md:` in the config). `nil` for a
  /// name that is no target.
  public static func format(of name: String, usesAgentsMD: Set<String> = []) -> (any AgentFormat.Type)? {
    guard let target = named(name) else { return nil }
    if usesAgentsMD.contains(name), target.readsAgentsMD { return AgentsFormat.self }
    return target.format
  }
}
