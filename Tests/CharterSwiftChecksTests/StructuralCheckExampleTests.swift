import CharterKit
import CharterSwiftChecks
import CharterTestSupport
import Testing

/// Runs every structural check's own examples through the shared ``ExampleHarness``, each with
/// variants that must not change the verdict: the code commented out or inside a string must
/// not trigger, a suppression comment silences it, a multi-byte prefix shifts columns by
/// characters, CRLF line endings change nothing.
@Suite struct StructuralCheckExampleTests {
  static let ids = StructuralCheckCatalog.ids

  @Test(arguments: ids) func examplesReportExactlyTheMarkedPlaces(_ id: String) throws {
    let check = try #require(StructuralCheckCatalog.check(withID: id))
    #expect(!check.triggering.isEmpty, "\(id) has no triggering example")
    #expect(!check.nonTriggering.isEmpty, "\(id) has no non-triggering example")
    let harness = ExampleHarness(
      triggeringVariants: [.multiBytePrefix, .crlf, .commentedOut, .quoted, .fileSuppression(id)],
      nonTriggeringVariants: [.crlf]
    ) { Self.run(id, on: $0).map(\.range.start) }
    for failure in try harness.failures(triggering: check.triggering, nonTriggering: check.nonTriggering) {
      Issue.record("\(id): \(failure)")
    }
  }

  @Test(arguments: ids) func documentationIsComplete(_ id: String) throws {
    let check = try #require(StructuralCheckCatalog.check(withID: id))
    #expect(check.summary.hasSuffix("."))
    #expect(check.rationale.count > 80)
    #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
    for option in check.options {
      #expect(!option.summary.isEmpty && !option.defaultValue.isEmpty, "\(id): option \(option.name)")
    }
  }

  /// Findings of the check `id`, declared with its default options, on `text` as a Swift file.
  static func run(_ id: String, on text: String) -> [Finding] {
    let declaration = CheckDeclaration(id: id, kind: .swift(id), position: SourcePosition(line: 1, column: 1))
    let check = EffectiveCheck(
      declaration: declaration, severity: .warning, fragmentID: nil,
      source: SourceReference(path: "example.md", line: 1), overrides: [], severitySource: nil)
    return Linter.findings(in: Array(text.utf8), path: "Example.swift", checks: [check])
      .filter { $0.rule == id }
  }
}
