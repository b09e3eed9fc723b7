import Testing

@testable import CharterAgentFormats
@testable import CharterSupport

/// `.charter/commands/*.md` read with every byte kept, and written in each agent's shape.
@Suite struct CommandSourceTests {
  static let review = """
    ---
    # shared by every agent
    description: Review the diff
    allowed-tools:
      - Bash(git diff:*)
      - Read
    model: sonnet # the person's comment
    argument-hint: "[focus]"
    targets: [claude, copilot, gemini, cursor]
    ---
    Review the staged diff, focusing on $ARGUMENTS.

    Context: !`git diff --staged`

    """

  @Test(arguments: [
    review, "No front matter.\n", "---\r\ndescription: CRLF\r\n---\r\nBody\r\n", "---\n---\nEmpty front matter\n",
    "---\ndescription: x\n---", "no final newline",
  ])
  func cuttingAndJoiningGivesTheFileBack(text: String) throws {
    let parts = try #require(PromptText(text))
    #expect(parts.text { _ in true } == text)
  }

  @Test func eachAgentGetsTheKeysItReads() throws {
    let command = try #require(
      PromptSource.parse(Self.review, as: .command, name: "review", path: "review.md").document)
    #expect(command.targets == ["claude", "copilot", "gemini", "cursor"])
    #expect(command.description == "Review the diff")
    let claude = try #require(AgentTargets.named("claude")?.commandFile)
    #expect(claude.path(of: "review") == ".claude/commands/review.md")
    #expect(
      claude.write(command)
        == Self.review.replacingOccurrences(of: "targets: [claude, copilot, gemini, cursor]\n", with: ""))
    let cursor = try #require(AgentTargets.named("cursor")?.commandFile)
    #expect(
      cursor.write(command)
        == "---\n# shared by every agent\ndescription: Review the diff\n---\n"
        + "Review the staged diff, focusing on $ARGUMENTS.\n\nContext: !`git diff --staged`\n")
    let copilot = try #require(AgentTargets.named("copilot")?.commandFile)
    #expect(copilot.path(of: "review") == ".github/prompts/review.prompt.md")
    #expect(copilot.write(command).contains("model: sonnet # the person's comment\nargument-hint: \"[focus]\"\n---\n"))
    let kiro = try #require(AgentTargets.named("kiro")?.commandFile)
    #expect(kiro.write(command) == "Review the staged diff, focusing on $ARGUMENTS.\n\nContext: !`git diff --staged`\n")
  }

  @Test func geminiGetsTOMLWithItsPlaceholders() throws {
    let command = try #require(
      PromptSource.parse(Self.review, as: .command, name: "review", path: "review.md").document)
    let gemini = try #require(AgentTargets.named("gemini")?.commandFile)
    #expect(gemini.path(of: "review") == ".gemini/commands/review.toml")
    #expect(
      gemini.write(command)
        == "description = \"Review the diff\"\nprompt = '''\nReview the staged diff, focusing on {{args}}.\n\n"
        + "Context: !{git diff --staged}\n'''\n")
    let awkward = try #require(
      PromptSource.parse("Say '''hi''' and \"\"\"bye\"\"\" \\ \u{1B}\n", as: .command, name: "x", path: "x.md").document
    )
    #expect(
      gemini.write(awkward) == "prompt = \"\"\"\nSay '''hi''' and \\\"\\\"\\\"bye\\\"\\\"\\\" \\\\ \\u001B\n\"\"\"\n")
  }

  @Test(arguments: [
    ("---\ndescriptin: x\n---\nBody\n", 2, 1, "unknown-key", "did you mean 'description'"),
    ("---\ntargets: [claude, cline]\n---\nBody\n", 2, 19, "unknown-target", "no target that reads commands"),
    ("---\ndescription: [a, b]\n---\nBody\n", 2, 14, "invalid-command", "'description' is text"),
    ("---\ndescription: x\nBody\n", 1, 1, "unclosed-front-matter", "never closed"),
    ("---\ndescription: 'x\n---\nBody\n", 3, 1, "yaml-syntax", "quoted scalar"),
  ])
  func aCommandThatDoesNotFitIsAnErrorAtItsPlace(text: String, line: Int, column: Int, code: String, message: String) {
    let result = PromptSource.parse(text, as: .command, name: "review", path: ".charter/commands/review.md")
    #expect(result.document == nil)
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.code == code, "\(result.diagnostics)")
    #expect(diagnostic?.position == SourcePosition(line: line, column: column), "\(result.diagnostics)")
    #expect(diagnostic?.message.contains(message) == true)
  }

  @Test func aFileNameThatCannotNameACommandIsAnError() {
    #expect(
      PromptSource.parse("x\n", as: .command, name: "two words", path: "p").diagnostics.first?.code == "invalid-command"
    )
  }
}
