import Testing

@testable import CharterKit
@testable import CharterDocuments

/// Each `Tests/Fixtures/YAML/NAME.yml` parses to the tree in `NAME.dump`.
///
/// Regenerate with `scripts/update-goldens.sh --filter YAML` and read every changed line.
@Suite struct YAMLParserGoldenTests {
  /// A fixture and how many lines of the file come before it (a front matter's `---` line).
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var lineOffset = 0
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "fragment"),
    Case(name: "scalars"),
    Case(name: "sequences"),
    Case(name: "anchors"),
    Case(name: "tags"),
    Case(name: "unicode"),
    Case(name: "offset", lineOffset: 1),
  ]

  @Test(arguments: cases)
  func dump(_ testCase: Case) throws {
    let text = try Fixtures.text("YAML/\(testCase.name).yml")
    let node = try YAMLParser.parse(
      text, path: "\(testCase.name).yml", lineOffset: testCase.lineOffset)
    let root = try #require(node)
    try assertGolden(root.dump(), "YAML/\(testCase.name).dump")
  }
}
