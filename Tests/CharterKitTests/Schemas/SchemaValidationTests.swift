import CharterSwiftChecks
import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports
@testable import CharterRules

/// The JSON Schemas in `Documentation/schemas/` accept every config and fragment the tests
/// use and every report Charter produces, reject what Charter rejects, and name the same
/// keys and values as the code.
@Suite struct SchemaValidationTests {
  /// Every `.charter/config.yml` of the fixtures, the example and the package itself.
  @Test func everyConfigFixtureIsValid() throws {
    let files = try SchemaValidator.files(under: "Tests/Fixtures", suffix: ".charter/config.yml")
      + SchemaValidator.files(under: "Examples", suffix: ".charter/config.yml")
    #expect(files.count >= 7)
    var documents: [String: String] = [:]
    for file in files {
      documents[file.path] = try SchemaValidator.json(fromYAML: String(contentsOf: file, encoding: .utf8), path: file.path)
    }
    let result = try SchemaValidator.validate(documents, against: "config")
    #expect(result.status == 0, "\(result.errors)")
  }

  /// Every fragment of the fixtures and the example, Charter's own, and the built-in packs.
  @Test func everyFragmentFixtureIsValid() throws {
    let files = try SchemaValidator.files(under: "Tests/Fixtures", suffix: ".md", containing: "/.charter/rules/")
      + SchemaValidator.files(under: "Examples", suffix: ".md", containing: "/.charter/rules/")
      + SchemaValidator.files(under: ".charter/rules", suffix: ".md")
    #expect(files.count >= 14)
    var documents: [String: String] = [:]
    for file in files {
      documents[file.path] = try SchemaValidator.json(
        fromFragment: String(contentsOf: file, encoding: .utf8), path: file.path)
    }
    for name in BuiltinPacks.names {
      documents[name] = try SchemaValidator.json(fromFragment: try #require(BuiltinPacks.text(named: name)), path: name)
    }
    let result = try SchemaValidator.validate(documents, against: "fragment")
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test(arguments: [
    ("two-kinds", "checks:\n  - id: a\n    ban: x\n    max-line-length: 3\n", "is valid under each of"),
    ("no-kind", "checks:\n  - id: a\n    message: m\n", "is not valid under any of"),
    ("unknown-swift", "checks:\n  - id: a\n    swift: no-such-check\n", "'no-such-check' is not one of"),
    ("bad-severity", "severity: fatal\n", "is not valid under any of"),
    ("prefer-alone", "checks:\n  - id: a\n    prefer: x\n", "'instead-of' is a dependency of 'prefer'"),
  ])
  func invalidFragmentsAreRejected(_ name: String, _ yaml: String, _ message: String) throws {
    let result = try SchemaValidator.validate(
      [name: try SchemaValidator.json(fromYAML: yaml, path: name)], against: "fragment")
    #expect(result.status == 1)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test func invalidConfigIsRejected() throws {
    let result = try SchemaValidator.validate(
      ["config": try SchemaValidator.json(fromYAML: "packs: [swift-stlye]\ngenerated: maybe\n", path: "c")],
      against: "config")
    #expect(result.status == 1)
    #expect(result.errors.contains("$.generated"), "\(result.errors)")
  }

  /// Lint JSON: the committed goldens and what the reporter writes for the canned and the
  /// fixture reports, with and without a baseline.
  @Test func everyLintReportIsValid() async throws {
    var documents = [
      "golden-fixture": try Fixtures.text("LintRepo.expected/report.json"),
      "golden-canned": try Fixtures.text("Reports/json.json"),
      "golden-clean": try Fixtures.text("Reports/json-clean.json"),
    ]
    var canned = CannedLintReport.report
    documents["canned"] = JSONReporter().render(canned)
    canned.baseline = .applied(hidden: 3, gone: 1, file: ".charter/baseline.json")
    documents["canned-baseline"] = JSONReporter().render(canned)
    canned.baseline = .recorded(count: 7, file: ".charter/baseline.json")
    documents["canned-recorded"] = JSONReporter().render(canned)
    let (report, _) = try await LintFixtureTests.lintFixture()
    documents["fixture"] = JSONReporter().render(report)
    let result = try SchemaValidator.validate(documents, against: "lint-report")
    #expect(result.status == 0, "\(result.errors)")
  }

  /// Explain JSON: the layering goldens, and every file of the example repository.
  @Test func everyExplainReportIsValid() throws {
    var documents: [String: String] = [:]
    for file in try SchemaValidator.files(under: "Tests/Fixtures/Layering", suffix: ".json", containing: "/expected/") {
      documents[file.path] = try String(contentsOf: file, encoding: .utf8)
    }
    let demo = Project(
      root: Fixtures.packageRoot.appendingPathComponent("Examples/Demo"), options: ProjectOptions(useUserRules: false))
    for path in ["Sources/App/Model.swift", "Sources/Legacy/OldModel.swift", "Package.swift", "README.md"] {
      let set = demo.ruleFiles(governing: path)
      var report = ExplainReport(
        TeamSettings(project: demo).applying(to: RuleResolver.resolve(path: path, files: set.files)),
        generated: demo.generatedCodeReason(for: path), lintsGeneratedCode: demo.config.lintsGeneratedCode)
      if path.hasSuffix(".swift") { report.module = demo.modules.module(for: path) }
      documents["demo-" + path] = report.json()
    }
    #expect(documents.count >= 18)
    let result = try SchemaValidator.validate(documents, against: "explain-report")
    #expect(result.status == 0, "\(result.errors)")
  }

  /// Rules JSON for the example, the lint fixture and every layering fixture.
  @Test func everyRulesReportIsValid() throws {
    var roots = [Fixtures.packageRoot.appendingPathComponent("Examples/Demo"), Fixtures.url("LintRepo")]
    let layering = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("Layering").path)
    roots += layering.sorted().map { Fixtures.url("Layering/\($0)/repo") }
    var documents: [String: String] = [:]
    for root in roots where FileManager.default.fileExists(atPath: root.path) {
      documents[root.path] = RulesReport(Project(root: root, options: ProjectOptions(useUserRules: false)).allRuleFiles()).json()
    }
    let broken = try TemporaryDirectory()
    try broken.write(".charter/rules/bad.md", "---\nchecks:\n  - id: a\n    ban: '('\n    regex: true\nsurprise: 1\n---\n- Never use `print(`\n")
    let brokenReport = RulesReport(Project(root: broken.url, options: ProjectOptions(useUserRules: false)).allRuleFiles())
    #expect(!brokenReport.set.diagnostics.isEmpty)
    documents["broken"] = brokenReport.json()
    let result = try SchemaValidator.validate(documents, against: "rules-report")
    #expect(result.status == 0, "\(result.errors)")
  }

  /// The comment Documentation/Schemas.md tells editors to read is nothing to Charter, and
  /// the URL it shows is the published schema's.
  @Test func editorSchemaCommentIsIgnored() throws {
    let comment = "# yaml-language-server: $schema=" + CharterLinks.schema("config") + "\n"
    let page = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/Schemas.md"), encoding: .utf8)
    #expect(page.contains(comment))
    let (config, diagnostics) = ProjectConfigParser.parse(comment + "packs: [general]\n")
    #expect(diagnostics.isEmpty)
    #expect(config.packs?.map(\.value) == ["general"])
    #expect(try SchemaValidator.schemaObject("config")["$id"] as? String == CharterLinks.schema("config"))
  }

  /// The schemas' keys and closed lists are the code's.
  @Test func schemasNameWhatTheCodeKnows() throws {
    let config = try SchemaValidator.schemaObject("config")
    let configKeys = (config["properties"] as? [String: Any])?.keys.sorted() ?? []
    #expect(configKeys == ProjectConfig.knownKeys.sorted())
    let fragment = try SchemaValidator.schemaObject("fragment")
    let fragmentProperties = fragment["properties"] as? [String: Any] ?? [:]
    #expect(fragmentProperties.keys.sorted() == RuleFileParser.knownKeys.sorted())
    let check = ((fragment["$defs"] as? [String: Any])?["check"] as? [String: Any]) ?? [:]
    let checkKeys = Set((check["properties"] as? [String: Any] ?? [:]).keys)
    #expect(checkKeys == Set(CheckKind.names + CheckDecoder.optionKeys))
    let checkProperties = check["properties"] as? [String: Any] ?? [:]
    #expect(Self.enumeration(checkProperties["swift"]) == StructuralCheckCatalog.ids)
    #expect(Self.enumeration(checkProperties["in"]) == RegionScope.allCases.map(\.rawValue))
    let configProperties = config["properties"] as? [String: Any] ?? [:]
    #expect(Self.enumeration(configProperties["packs"]) == BuiltinPacks.names)
    #expect(Self.enumeration(configProperties["targets"]) == AgentTargets.names + ["skills"])
    #expect(Self.enumeration(configProperties["use-agents-md"]) == AgentTargets.names)
    #expect(Self.enumeration(fragmentProperties["targets"]) == AgentTargets.names)
  }

  /// The `enum` of a schema, or of the items of its `oneOf` branches.
  static func enumeration(_ schema: Any?) -> [String] {
    guard let schema = schema as? [String: Any] else { return [] }
    if let values = schema["enum"] as? [String] { return values }
    for branch in schema["oneOf"] as? [[String: Any]] ?? [] {
      if let values = branch["enum"] as? [String] { return values }
      if let values = (branch["items"] as? [String: Any])?["enum"] as? [String] { return values }
    }
    return []
  }
}
