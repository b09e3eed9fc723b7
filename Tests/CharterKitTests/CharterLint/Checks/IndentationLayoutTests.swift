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
        "func f() {\n  let a = 1\n⟪⟫     let b = 2\n  let c = 3\n  if a > b {\n    g()\n  }\n}\n",
        "struct S {\n⟪⟫   func f() {\n     g()\n   }\n  let x = 1\n}\n",
      ],
      nonTriggering: [])
  }

  /// Where the formatters leave no choice, a shifted line is found: an argument or element
  /// after a bracket that ends its line, the bracket closing it, `#else` and `#endif` away
  /// from their `#if`, and a line of an `#if` block or a switch label that sits otherwise than
  /// the first one did.
  @Test func linesTheFormattersPlaceExactly() throws {
    let harness = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 2}")
    try harness.verify(
      triggering: [
        "func f() {\n  let op = make(\n⟪⟫      kind: a,\n    name: b\n  )\n}\n",
        "func f() {\n  let list = [\n    1,\n⟪⟫   2,\n  ]\n}\n",
        "func f() {\n  call(\n    a\n⟪⟫    )\n  next()\n}\n",
        "func f() {\n  #if DEBUG\n  log()\n⟪⟫    #endif\n}\n",
        "#if canImport(UIKit)\n  struct A {\n    let a = 1\n  }\n⟪struct⟫ B {\n    let b = 1\n  }\n#endif\n",
        "func f(_ t: Int) -> Int {\n  switch t {\n  case 1:\n    return 1\n⟪⟫    case 2:\n    return 2\n  default:\n    return 0\n  }\n}\n",
        "func f(_ t: Int) -> Int {\n  switch t {\n  case 1,\n    2:\n⟪⟫      return 1\n  default:\n    return 0\n  }\n}\n",
      ],
      nonTriggering: [
        "func f() {\n  call(a,\n       b)\n  call(\n    a, b\n  )\n}\n",
        "func f() {\n  switch t {\n    case 1: return 1\n    default: return 0\n  }\n}\n",
      ])
  }

  /// `// swift-format-ignore-file` leaves the whole file as written.
  @Test func ignoreFileDirectiveLeavesTheFile() throws {
    let harness = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 2}")
    #expect(try harness.findings("// swift-format-ignore-file\nfunc f() {\n      g()\n}\n").isEmpty)
    #expect(try harness.findings("// swift-format-ignore: NoBlockComments\nfunc f() {\n      g()\n}\n").count == 1)
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
