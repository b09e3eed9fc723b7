import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules
@testable import CharterSupport

/// Extracted checks in a repository: dedupe with declared checks, turning extraction off,
/// layering, and lint findings pointing at the bullet.
@Suite struct ConventionExtractionTests {
  static let template = RuleFile(path: ".charter/rules/style.md", origin: .fragment, baseDirectory: "")

  /// A bullet that restates a declared check of its own file adds nothing.
  @Test(arguments: [
    ("ban: \"print(\"", "- Never use `print(`", "restates check 'declared' declared in this file"),
    ("prefer: \"@Observable\"\n    instead-of: ObservableObject", "- Avoid `ObservableObject`", "restates check 'declared' declared in this file"),
    ("ban: ObservableObject", "- Prefer `@Observable` over `ObservableObject`", "restates check 'declared' declared in this file"),
    ("ban: '\\bprint\\('\n    regex: true", "- Never use `print(`", "restates check 'declared' declared in this file"),
    ("indentation: {style: spaces, width: 2}", "- Use 2-space indentation", "restates check 'declared' declared in this file"),
    ("indentation: {style: tabs}", "- Use 2-space indentation", "check 'declared' declared in this file says otherwise; the declared check wins"),
    ("max-line-length: 100", "- Lines must not exceed 120 characters", "check 'declared' declared in this file says otherwise; the declared check wins"),
  ])
  func restatedCheckIsSkipped(_ declaration: String, _ bullet: String, _ reason: String) throws {
    let text = "---\nchecks:\n  - id: declared\n    \(declaration)\n---\n\(bullet)\n"
    let file = try #require(RuleFileParser.parse(text, as: Self.template).file)
    #expect(file.checks.map(\.id) == ["declared"])
    guard case .skipped(let found) = file.extraction.first?.outcome else {
      Issue.record("not skipped")
      return
    }
    #expect(found.description == reason)
  }

  /// Code only one language writes (`@ts-ignore`) scopes the bullet's checks to that language:
  /// `as any` is TypeScript's type suppression there, and a Swift existential coercion.
  @Test(arguments: [
    ("- Never use `as any`, `@ts-ignore`, or similar type suppression\n", ["typescript"]),
    ("- Never use `# noqa`\n", ["python"]),
    ("- Never use `as any`\n", nil),
  ] as [(String, [String]?)])
  func codeOnlyOneLanguageWritesScopesTheBullet(bullet: String, languages: [String]?) throws {
    let file = try #require(RuleFileParser.parse(bullet, as: Self.template).file)
    let check = try #require(file.checks.first)
    #expect(check.paths.languages.map { $0.sorted() } == (languages ?? PathScope.sourceLanguages.sorted()))
  }

  @Test func repeatedBulletIsSkipped() throws {
    let file = try #require(
      RuleFileParser.parse("- Never use `x`\n- Avoid `x`\n- Use 2-space indentation\n- Indent with tabs\n", as: Self.template).file)
    #expect(file.checks.map(\.id) == ["never-use-x", "indentation"])
    #expect(file.extraction.map(\.outcome) == [
      .extracted(checkID: "never-use-x"), .skipped(.repeats(line: 1)),
      .extracted(checkID: "indentation"), .skipped(.contradicts(line: 3)),
    ])
  }

  @Test func extractingAgainChangesNothing() throws {
    var file = try #require(RuleFileParser.parse("- Never use `x`\n", as: Self.template).file)
    let once = file
    ConventionExtractor.extract(into: &file)
    #expect(file == once)
    ConventionExtractor.extract(into: &file, enabled: false)
    #expect(file.checks.isEmpty)
    #expect(file.extraction.map(\.outcome) == [.skipped(.extractionOffInConfig)])
  }

  @Test func extractFalseInFrontMatterTurnsItOffForTheFile() throws {
    let file = try #require(RuleFileParser.parse("---\nextract: false\n---\n- Never use `x`\n", as: Self.template).file)
    #expect(file.checks.isEmpty)
    #expect(file.extraction.map(\.outcome) == [.skipped(.extractionOffInFile(line: 2))])
  }

  @Test func disableInTheSameFileSkipsTheBullet() throws {
    let file = try #require(
      RuleFileParser.parse("---\ndisable: [never-use-x]\n---\n- Never use `x`\n- Never use `y`\n", as: Self.template).file)
    #expect(file.checks.map(\.id) == ["never-use-y"])
    #expect(file.extraction.first?.outcome == .skipped(.disabled(checkID: "never-use-x")))
  }

  @Test func extractFalseInConfigTurnsItOffEverywhere() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "packs: []\nextract: false\n")
    try scratch.write("AGENTS.md", "- Never use `print(`\n")
    try scratch.write("CLAUDE.md", "- Never use `NSLog`\n")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let files = project.allRuleFiles().files
    #expect(files.map(\.path).sorted() == ["AGENTS.md", "CLAUDE.md"])
    #expect(files.allSatisfy { $0.checks.isEmpty })
    #expect(files.allSatisfy { $0.extraction.map(\.outcome) == [.skipped(.extractionOffInConfig)] })
  }

  /// Extracted checks layer like declared ones: a nested folder disables one by id, and a
  /// nested bullet about indentation replaces the root's.
  @Test func extractedChecksLayer() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "packs: []\nextract: true\n")
    try scratch.write("AGENTS.md", "# Rules\n\n- Never use `print(`\n- Use 2-space indentation\n")
    try scratch.write("Sub/.charter/rules/local.md", "---\ndisable: [never-use-print]\n---\n- Use 4-space indentation\n")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let root = RuleResolver.resolve(path: "a.swift", files: project.ruleFiles(governing: "a.swift").files)
    #expect(root.checks.map(\.id) == ["indentation", "never-use-print"])
    #expect(root.checks.allSatisfy { $0.declaration.isExtracted && $0.severity == .warning })
    #expect(root.checks.map(\.source.description) == ["AGENTS.md:4", "AGENTS.md:3"])
    let nested = RuleResolver.resolve(path: "Sub/b.swift", files: project.ruleFiles(governing: "Sub/b.swift").files)
    #expect(nested.checks.map(\.id) == ["indentation"])
    #expect(nested.checks.first?.declaration.kind == .indentation(IndentationStyle(character: .spaces, width: 4)))
    #expect(nested.checks.first?.overrides.map(\.description) == ["AGENTS.md:4"])
    #expect(nested.disabled.map(\.id) == ["never-use-print"])
  }

  /// A repository with an AGENTS.md and `extract: true`: its bullet is enforced, as a warning
  /// pointing back at the bullet.
  @Test func lintReportsAnExtractedBanAtItsBullet() async throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "extract: true\n")
    try scratch.write("AGENTS.md", "# Agents\n\nSome text.\n\n- Never use `print(`\n")
    try scratch.write("main.swift", "let a = 1\n  print(a) // print(a)\nblueprint(a)\n")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 1))
    let findings = report.findings.filter { $0.rule == "never-use-print" }
    #expect(findings.count == 1)
    #expect(findings.first?.path == "main.swift")
    #expect(findings.first?.range.start == SourcePosition(line: 2, column: 3))
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.source == SourceReference(path: "AGENTS.md", line: 5))
  }

  /// What `charter compose` wrote into AGENTS.md restates fragments: it is not read.
  @Test func managedBlockIsNotRead() throws {
    let text = """
      # Agents

      - Never use `a`

      \(GeneratedMarkers.begin)
      - Never use `b`
      \(GeneratedMarkers.end)
      - Never use `c`

      """
    let file = try #require(RuleFileParser.parse(text, as: Self.template).file)
    #expect(file.checks.map(\.id) == ["never-use-a", "never-use-c"])
    #expect(file.checks.map(\.position.line) == [3, 8])
    let generated = GeneratedMarkers.header(source: "x") + "\n- Never use `d`\n"
    #expect(try #require(RuleFileParser.parse(generated, as: Self.template).file).checks.isEmpty)
  }

  /// Other agents' native files get extraction too.
  @Test func nativeAgentFilesAreRead() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "packs: []\nextract: true\n")
    try scratch.write("CLAUDE.md", "# Claude\n\n- Prefer `os_log` over `NSLog`\n")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let resolved = RuleResolver.resolve(path: "a.m", files: project.ruleFiles(governing: "a.m").files)
    #expect(resolved.checks.map(\.id) == ["prefer-os-log-over-nslog"])
    #expect(resolved.checks.first?.source == SourceReference(path: "CLAUDE.md", line: 3))
  }
}
