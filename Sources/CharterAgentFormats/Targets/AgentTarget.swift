/// One agent `charter compose` writes for: its name in `targets:`, the files that carry its
/// rules, and the documentation they follow.
public struct AgentTarget: Sendable {
  /// The name in `targets:` (`codex`).
  public let name: String
  /// The agent, as its makers name it (`Codex CLI`).
  public let agent: String
  /// The format whose files carry the agent's rules: its own, or another agent's that it reads
  /// (Codex reads `AGENTS.md`).
  public let format: any AgentFormat.Type
  /// Whether the agent reads `AGENTS.md` with no setting, so that `use-agents-md:` may give it
  /// its rules there instead of in files of its own.
  public let readsAgentsMD: Bool
  /// The documentation its files follow: where, and as of when.
  public let documentation: String
  /// The file in the home folder where the agent reads a person's rules for every project
  /// (`.claude/CLAUDE.md`), relative to the home folder; `nil` when it has none
  /// `charter compose --global` can write (rules kept in the app's settings).
  public let userFile: String?
  /// The file in gitignore syntax naming what the agent must not read (`.cursorignore`), where
  /// compose writes `.charter/ignore`; `nil` when it has none.
  public let ignoreFile: String?
  /// The file in the repository where the agent reads MCP servers (`.cursor/mcp.json`), where
  /// compose writes `.charter/mcp.json`; `nil` when it has none (servers kept in the home
  /// folder or the app's settings).
  public let mcpFile: MCPFile?
  /// The folder in the repository where the agent reads commands (slash commands, prompt
  /// files, workflows), where compose writes `.charter/commands`; `nil` when it has none.
  public let commandFile: PromptFolder?
  /// The folder in the repository where the agent reads subagents (`.claude/agents`), where
  /// compose writes `.charter/agents`; `nil` when it has none.
  public let subagentFile: PromptFolder?
  /// The file in the home folder where the agent reads a person's MCP servers for every
  /// project (`.cursor/mcp.json`, Claude Code's `.claude.json`), relative to the home folder,
  /// where `charter compose --global` writes the person's `mcp.json`; `nil` when it has none.
  public let userMCPFile: MCPFile?
  /// Where the agent reads the repository's hooks (`nil`: compose writes none for it).
  public let hooksFile: HooksFile?
  /// Where the agent reads the repository's permission rules (`nil`: compose writes none).
  public let permissionsFile: PermissionsFile?

  /// Whether the agent's own files are `AGENTS.md`.
  public var isServedByAgentsMD: Bool { format.target == AgentsFormat.target }

  /// Creates a target.
  public init(
    _ name: String, agent: String, format: any AgentFormat.Type, readsAgentsMD: Bool, documentation: String,
    userFile: String? = nil, ignoreFile: String? = nil, mcpFile: MCPFile? = nil, commandFile: PromptFolder? = nil,
    subagentFile: PromptFolder? = nil, userMCPFile: MCPFile? = nil, hooksFile: HooksFile? = nil,
    permissionsFile: PermissionsFile? = nil
  ) {
    self.name = name
    self.agent = agent
    self.format = format
    self.readsAgentsMD = readsAgentsMD
    self.documentation = documentation
    self.userFile = userFile
    self.ignoreFile = ignoreFile
    self.mcpFile = mcpFile
    self.commandFile = commandFile
    self.subagentFile = subagentFile
    self.hooksFile = hooksFile
    self.permissionsFile = permissionsFile
    self.userMCPFile = userMCPFile
  }
}
