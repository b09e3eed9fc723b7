import Testing

@testable import CharterKit

/// Formatter layouts report nothing at the formatter's width.
@Suite struct IndentationLayoutTests {
  @Test(arguments: IndentationLayoutExamples.all.map(\.name))
  func formatterLayoutsReportNothing(_ name: String) throws {
    let source = try #require(IndentationLayoutExamples.all.first { $0.name == name }).source
    for width in [2, 4] {
      let harness = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: \(width)}")
      let found = try harness.findings(Self.widened(source, to: width))
      #expect(found.isEmpty, "width \(width): \(found.map { "\($0.range.start.line): \($0.message)" })")
    }
  }

  /// After a line the check cannot make sense of, it reports that line and carries on with
  /// the next one, instead of every line below.
  @Test func oneOddLineGivesOneFinding() throws {
    let harness = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 2}")
    try harness.verify(
      triggering: [
        "func f() {\n  let a = 1\n↓     let b = 2\n  let c = 3\n  if a > b {\n    g()\n  }\n}\n",
        "struct S {\n↓   func f() {\n     g()\n   }\n  let x = 1\n}\n",
      ],
      nonTriggering: [])
  }

  /// `source` with each level of two spaces made `width` spaces (alignment is kept relative).
  static func widened(_ source: String, to width: Int) -> String {
    guard width != 2 else { return source }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { (line: Substring) -> String in
      let spaces: Int = line.prefix { $0 == " " }.count
      let indent = String(repeating: " ", count: spaces / 2 * width + spaces % 2)
      return indent + String(line.dropFirst(spaces))
    }
    return lines.joined(separator: "\n")
  }
}
