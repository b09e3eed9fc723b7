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
    #expect(parts.whole == text)
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

extension CommandSourceTests {
  /// Front matter that a line-by-line reading would cut differently from YAML is refused at its
  /// place, so no agent gets a key it should not, or half a value.
  @Test(arguments: [
    ("---\ndescription: \"first line\nmodel: opus\"\n---\nBody\n", 2),
    ("---\ndescription: x\nmodel: [a,\ndescription: b]\n---\nBody\n", 3),
    ("---\n\"allowed-tools\": Bash(rm -rf:*)\ndescription: Review\n---\nBody\n", 2),
    ("---\n  description: x\n  allowed-tools: Bash(curl:*)\n---\nBody\n", 2),
    ("---\n{description: x, allowed-tools: Bash}\n---\nBody\n", 2),
    ("---\ndescription: a\rallowed-tools: Bash\n---\nBody\n", 2),
    ("---\nallowed-tools: &d opus\nmodel: *d\ndescription: d\n---\nBody\n", 3),
    ("---\n? description\n: x\n---\nBody\n", 2),
  ])
  func frontMatterALineByLineReadingWouldCutWronglyIsRefused(text: String, line: Int) {
    let result = PromptSource.parse(text, as: .command, name: "c", path: "c.md")
    #expect(result.document == nil, "\(text.debugDescription)")
    #expect(result.diagnostics.first?.code == "front-matter-layout", "\(result.diagnostics)")
    #expect(result.diagnostics.first?.position.line == line, "\(result.diagnostics)")
  }

  @Test func multiLineValuesWrittenPlainlyAreFine() throws {
    let text = "---\ndescription: >\n  Review the diff\n  carefully.\nallowed-tools:\n  - Read\n  - Grep\n---\nBody\n"
    let command = try #require(PromptSource.parse(text, as: .command, name: "c", path: "c.md").document)
    #expect(command.description == "Review the diff carefully.\n")
    let cursor = try #require(AgentTargets.named("cursor")?.commandFile)
    #expect(cursor.write(command) == "---\ndescription: >\n  Review the diff\n  carefully.\n---\nBody\n")
  }

  @Test func aCommentOnlyFrontMatterStaysForAgentsThatReadOneAndGoesForKiro() throws {
    let command = try #require(PromptSource.parse("---\n# a note\n---\nBody\n", as: .command, name: "c", path: "c.md").document)
    #expect(try #require(AgentTargets.named("claude")?.commandFile).write(command) == "---\n# a note\n---\nBody\n")
    #expect(try #require(AgentTargets.named("kiro")?.commandFile).write(command) == "Body\n")
    let targeted = try #require(
      PromptSource.parse("---\n# a note\ntargets: [claude]\n---\nBody\n", as: .command, name: "c", path: "c.md").document)
    #expect(try #require(AgentTargets.named("claude")?.commandFile).write(targeted) == "---\n# a note\n---\nBody\n")
  }

  @Test func dottedNamesAreCommandsAndPathsStayInTheirFolder() {
    #expect(PromptDocument.isValidName("speckit.plan"))
    for name in ["..", ".hidden", "a..b", "end.", "two words", "a/b"] { #expect(!PromptDocument.isValidName(name), "\(name)") }
  }

  @Test func aSubagentsNameAndDescriptionAreText() {
    for text in ["---\nname: ~\ndescription: d\n---\nB\n", "---\nname: r\ndescription:\n---\nB\n"] {
      #expect(PromptSource.parse(text, as: .subagent, name: "r", path: "r.md").document == nil, "\(text)")
    }
  }

  @Test func geminiPlaceholdersAreRewrittenInOnePass() {
    #expect(CommandPlaceholders.gemini("a $ARGUMENTS !`ls -l` !`open\n` b") == "a {{args}} !{ls -l} !`open\n` b")
    let long = String(repeating: "!`x` ", count: 50_000)
    #expect(CommandPlaceholders.gemini(long) == String(repeating: "!{x} ", count: 50_000))
  }
}
