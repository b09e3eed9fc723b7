import CharterKit
import CharterSwiftChecks
import Testing

/// Runs every structural check's own examples, each with variations that must not change the
/// verdict: the code commented out or inside a string must not trigger, a suppression comment
/// silences it, a multi-byte prefix shifts columns by characters, CRLF line endings change
/// nothing.
@Suite struct StructuralCheckExampleTests {
  static let ids = StructuralCheckCatalog.ids

  @Test(arguments: ids) func triggeringExamplesReportExactlyTheMarkedPlaces(_ id: String) throws {
    let check = try #require(StructuralCheckCatalog.check(withID: id))
    #expect(!check.triggering.isEmpty, "\(id) has no triggering example")
    for marked in check.triggering {
      for variant in [marked, Self.multiBytePrefixed(marked), Self.crlf(marked)] {
        let example = MarkedExample(variant)
        let found = Self.run(id, on: example.text).map(\.range.start)
        #expect(found == example.expected, "\(id) on:\n\(variant)")
      }
    }
  }

  @Test(arguments: ids) func nonTriggeringExamplesReportNothing(_ id: String) throws {
    let check = try #require(StructuralCheckCatalog.check(withID: id))
    #expect(!check.nonTriggering.isEmpty, "\(id) has no non-triggering example")
    for text in check.nonTriggering {
      for variant in [text, Self.crlf(text)] {
        let found = Self.run(id, on: variant)
        #expect(found.isEmpty, "\(id) reported \(found.map(\.range.start)) on:\n\(variant)")
      }
    }
  }

  @Test(arguments: ids) func commentedOutOrQuotedExamplesReportNothing(_ id: String) throws {
    let check = try #require(StructuralCheckCatalog.check(withID: id))
    for marked in check.triggering {
      let text = MarkedExample(marked).text
      let commented = text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
      let quoted = "let example = #\"\"\"\n" + text + "\n\"\"\"#\n"
      for variant in [commented, quoted] {
        let found = Self.run(id, on: variant)
        #expect(found.isEmpty, "\(id) reported \(found.map(\.range.start)) on:\n\(variant)")
      }
    }
  }

  @Test(arguments: ids) func aSuppressionCommentSilencesEachFinding(_ id: String) throws {
    let check = try #require(StructuralCheckCatalog.check(withID: id))
    for marked in check.triggering {
      let text = "// charter:disable-file \(id)\n" + MarkedExample(marked).text
      let found = Self.run(id, on: text)
      #expect(found.isEmpty, "\(id) reported \(found.map(\.range.start)) despite the suppression")
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

  /// The marked text behind a block comment of multi-byte characters on its first line.
  static func multiBytePrefixed(_ marked: String) -> String { "/* é漢字🙂 */ " + marked }

  /// The marked text with CRLF line endings.
  static func crlf(_ marked: String) -> String {
    marked.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(String.UnicodeScalarView($0)) }.joined(separator: "\r\n")
  }
}
