import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterDocuments
@testable import CharterSupport

/// Real Cursor rules from the awesome-cursorrules collection (CC0, `CursorCorpus/LICENSE`), with
/// the front matter people actually write: `globs: **/*`, comma lists, bracketed lists.
@Suite struct CursorCorpusTests {
  static let corpus = Fixtures.url("Compose/CursorCorpus")

  static func corpusFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".mdc") }.sorted()
  }

  /// The corpus read once for all tests.
  static let read = Result { try readCorpus() }

  /// Reads the whole corpus as one repository's `.cursor/rules`.
  static func readCorpus() throws -> (files: [String], rules: [AgentRule], diagnostics: [Diagnostic]) {
    let repository = try TemporaryDirectory()
    let files = try corpusFiles()
    for file in files {
      try repository.write(
        ".cursor/rules/\(file)", try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8))
    }
    let (rules, diagnostics) = CursorFormat.read(RepositoryFiles(root: repository.url))
    return (files, rules, diagnostics)
  }

  @Test func everyFileYieldsOneRuleWithText() throws {
    let (files, rules, _) = try Self.read.get()
    #expect(files.count == 129)
    #expect(rules.map(\.path) == files.map { ".cursor/rules/\($0)" })
    for rule in rules {
      #expect(!rule.body.trimmingBlankLines().isEmpty, "\(rule.path) has no body")
      #expect(rule.target == "cursor")
      #expect(rule.description?.isEmpty == false, "\(rule.path) lost its description")
    }
  }

  @Test func nothingStopsCharter() throws {
    let (_, _, diagnostics) = try Self.read.get()
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
  }

  /// The number of each diagnostic code across the corpus, pinned so that a change in the
  /// lenient reader shows up here.
  @Test func diagnosticCodesArePinned() throws {
    let (_, _, diagnostics) = try Self.read.get()
    let counts = Dictionary(grouping: diagnostics, by: \.code).mapValues(\.count)
    #expect(counts == [:])
  }

  /// How many files need the lenient reader: their front matter is not valid YAML.
  @Test func mostFrontMatterIsNotYAML() throws {
    var invalid = 0
    for file in try Self.corpusFiles() {
      let text = try String(contentsOf: Self.corpus.appendingPathComponent(file), encoding: .utf8)
      let split = try FrontMatter.split(text, path: file)
      if (try? YAMLParser.parse(split.yaml ?? "", path: file, lineOffset: 1)) == nil { invalid += 1 }
    }
    #expect(invalid == 115)
  }

  /// How the corpus's rules apply, pinned: almost all are glob-scoped, one is always applied.
  @Test func activationsArePinned() throws {
    let (_, rules, _) = try Self.read.get()
    var counts: [String: Int] = [:]
    for rule in rules {
      let kind =
        switch rule.activation {
        case .always: "always"
        case .globs: "globs"
        case .onRequest: "onRequest"
        case .manual: "manual"
        }
      counts[kind, default: 0] += 1
    }
    #expect(counts == ["always": 1, "globs": 128])
  }

  /// A sample of the messy forms, read as Cursor reads them.
  @Test(arguments: [
    ("go.mdc", ["**/*.go"]),
    ("fastapi.mdc", ["**/*.py", "app/**/*.py", "api/**/*.py"]),
    ("anti-overengineering.mdc", ["**/*"]),
    ("solana-wallet-aware.mdc", ["**/*.{ts,tsx,js,jsx,py,rs}"]),
    (
      "tokrepo-agent-discovery-cursorrules-prompt-file.mdc",
      ["**/SKILL.md", "**/*.prompt.md", "**/.mcp.json", "**/*mcp*.json", "**/*mcp*.md", "**/scripts/**"]
    ),
    ("rust-general.mdc", ["**/*.rs", "Cargo.toml", "Cargo.lock"]),
  ])
  func messyGlobs(file: String, globs: [String]) throws {
    let (_, rules, _) = try Self.read.get()
    let rule = try #require(rules.first { $0.path == ".cursor/rules/\(file)" })
    #expect(rule.activation == .globs(globs))
  }
}
