import Testing

@testable import CharterKit
@testable import CharterRules

/// Lint, explain and the MCP tools take the built-in packs without reading their prose for
/// conventions (``Project/ruleFiles(governing:)``): that is right only while a pack's prose
/// adds nothing to what its front matter declares. A pack whose bullet starts reading as a
/// check fails here: declare the check in the pack's front matter instead.
@Suite struct BuiltinPackProseTests {
  @Test(arguments: BuiltinPacks.names)
  func aPacksProseAddsNoCheck(_ name: String) throws {
    let text = try #require(BuiltinPacks.text(named: name))
    let template = RuleFile(path: BuiltinPacks.path(of: name), origin: .pack, baseDirectory: "")
    let declared = RuleFileParser.declarations(text, as: template)
    for agentFileText in [true, false] {
      var read = RuleFileParser.parse(text, as: template, extract: true, agentFileText: agentFileText)
      #expect(read.file?.extraction.isEmpty == false, "the prose is read: some bullet reads like a convention")
      read.file?.extraction = []
      #expect(read.file == declared.file)
      #expect(read.diagnostics == declared.diagnostics)
    }
  }

  /// What the packs' prose reads as is still shown where people look for it: `charter rules`.
  @Test func theRulesListingStillShowsWhatThePackProseReadsAs() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("A.swift", "let a = 1\n")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let general = try #require(project.repositoryRuleFiles().files.first { $0.path == BuiltinPacks.path(of: "general") })
    #expect(!general.extraction.isEmpty)
    let governing = try #require(project.ruleFiles(governing: "A.swift").files.first { $0.path == general.path })
    #expect(governing.extraction.isEmpty)
    #expect(governing.checks == general.checks)
  }
}
