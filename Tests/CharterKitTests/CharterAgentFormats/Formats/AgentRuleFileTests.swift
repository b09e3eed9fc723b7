import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterSupport

@Suite struct AgentRuleFileTests {
  /// Front matter that is not YAML → the fields read line by line, as `key=value@line:col`.
  static let lenient: [(String, [String])] = [
    ("paths: **/*.ts\n", ["paths=**/*.ts@2:8"]),
    ("paths: [**/*.ts, 'a/**']\n", ["paths=[**/*.ts@2:9, a/**@2:19]"]),
    (
      "# comment\npaths:\n  - **/*.ts\n  - \"b/**\"\ndescription: x: y\n",
      [
        "paths=[**/*.ts@4:5, b/**@5:6]", "description=x: y@6:14",
      ]
    ),
    ("applyTo: \"**/*.go\n  weird line\n", ["applyTo=\"**/*.go@2:10"]),
    ("日本: *é\n", ["日本=*é@2:5"]),
  ]

  @Test(arguments: lenient)
  func readsInvalidYAMLLineByLine(yaml: String, expected: [String]) throws {
    var collector = DiagnosticCollector(path: "x.md")
    let file = try AgentRuleFile.parse(
      "---\n\(yaml)---\nBody\n", path: "x.md", syntax: .lenientWithWarning(agent: "Agent"), collector: &collector)
    #expect(file.fields.map(Self.render) == expected)
    #expect(collector.diagnostics.first?.code == "front-matter-not-yaml")
    #expect(!collector.hasErrors)
  }

  @Test func strictModeRefusesInvalidYAML() {
    let error = #expect(throws: DiagnosticsError.self) {
      var collector = DiagnosticCollector(path: "x.md")
      _ = try AgentRuleFile.parse(
        "---\npaths: **/*.ts\n---\nBody\n", path: "x.md", syntax: .yaml, collector: &collector)
    }
    #expect(error?.diagnostics.map(\.code) == ["yaml-syntax"])
  }

  @Test func copilotWithAnEmptyApplyToIsAppliedByHand() throws {
    let read = try ReaderCase(
      "empty applyTo", files: [".github/instructions/x.instructions.md": "---\napplyTo:\n---\nBody\n"]
    ).read(with: CopilotFormat.self)
    #expect(read.rules == [".github/instructions/x.instructions.md x / manual offset=3 | Body⏎"])
    #expect(read.diagnostics.map { $0.hasSuffix("[missing-apply-to]") } == [true])
  }

  static func render(_ field: FrontMatterField) -> String {
    "\(field.key)=\(render(field.value))"
  }

  /// A value as `text@line:col`, a list as `[…]`, anything else as `<kind>`.
  static func render(_ value: FrontMatterValue) -> String {
    switch value.content {
    case .scalar(let text, _): "\(text)@\(value.position)"
    case .list(let items): "[\(items.map(render).joined(separator: ", "))]"
    case .null, .mapping: "<\(value.kindDescription)>"
    }
  }
}
