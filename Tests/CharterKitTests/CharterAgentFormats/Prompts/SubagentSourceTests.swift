import Testing

@testable import CharterAgentFormats
@testable import CharterSupport

/// `.charter/agents/*.md`: subagents, read and written in each agent's shape.
@Suite struct SubagentSourceTests {
  static let reviewer = """
    ---
    name: reviewer
    description: Reviews a diff for bugs; use after every change.
    tools: Read, Grep
    model: sonnet
    color: blue
    ---
    You are a careful reviewer. Read the diff and report bugs.

    """

  @Test func eachAgentGetsItsFileAndKeys() throws {
    let agent = try #require(PromptSource.parse(Self.reviewer, as: .subagent, name: "reviewer", path: "r.md").document)
    let claude = try #require(AgentTargets.named("claude")?.subagentFile)
    #expect(claude.path(of: "reviewer") == ".claude/agents/reviewer.md")
    #expect(claude.write(agent) == Self.reviewer)
    let copilot = try #require(AgentTargets.named("copilot")?.subagentFile)
    #expect(copilot.path(of: "reviewer") == ".github/agents/reviewer.agent.md")
    #expect(!copilot.write(agent).contains("color:"))
    let opencode = try #require(AgentTargets.named("opencode")?.subagentFile)
    #expect(
      opencode.write(agent).hasPrefix(
        "---\ndescription: Reviews a diff for bugs; use after every change.\nmodel: sonnet\n---\n"))
    let devin = try #require(AgentTargets.named("devin")?.subagentFile)
    #expect(devin.path(of: "reviewer") == ".devin/agents/reviewer/AGENT.md")
    #expect(devin.name(of: ".devin/agents/reviewer/AGENT.md") == "reviewer")
    let codex = try #require(AgentTargets.named("codex")?.subagentFile)
    #expect(codex.path(of: "reviewer") == ".codex/agents/reviewer.toml")
    #expect(
      codex.write(agent)
        == "name = \"reviewer\"\ndescription = \"Reviews a diff for bugs; use after every change.\"\n"
        + "developer_instructions = '''\nYou are a careful reviewer. Read the diff and report bugs.\n'''\n")
  }

  @Test func aSubagentNeedsANameAndADescription() {
    let result = PromptSource.parse("---\nname: x\n---\nBody\n", as: .subagent, name: "x", path: ".charter/agents/x.md")
    #expect(result.document == nil)
    #expect(result.diagnostics.first?.code == "invalid-subagent")
    #expect(result.diagnostics.first?.message.contains("'description'") == true)
    #expect(PromptSource.parse("Body\n", as: .subagent, name: "x", path: "x.md").document == nil)
    #expect(
      PromptSource.parse("Body\n", as: .command, name: "x", path: "x.md").document != nil, "a command needs no key")
  }

  @Test func aKeyOnlyCommandsTakeIsUnknownInASubagent() {
    let result = PromptSource.parse(
      "---\nname: x\ndescription: y\nargument-hint: z\n---\nBody\n", as: .subagent, name: "x", path: "x.md")
    #expect(result.diagnostics.first?.code == "unknown-key")
  }
}
