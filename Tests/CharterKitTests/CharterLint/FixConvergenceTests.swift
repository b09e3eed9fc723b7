import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterSupport

/// `--fix` reaches its fixed point at any nesting depth: the lines that follow a misplaced
/// opener move with it in the same pass, so one pass fixes every level.
@Suite struct FixConvergenceTests {
  private static let harness = CheckHarness(checkYAML: "- id: ind\n  indentation: {style: spaces, width: 2}")

  /// `depth` nested blocks; the line opening level `level` is indented by `extra(level)` columns
  /// more than it should be, and everything inside follows it.
  private static func nested(depth: Int, extra: (Int) -> Int) -> String {
    var lines: [String] = []
    var indents: [Int] = []
    var indent = 0
    for level in 0..<depth {
      indent += (level == 0 ? 0 : 2) + extra(level)
      indents.append(indent)
      lines.append(String(repeating: " ", count: indent) + "f\(level) {")
    }
    lines.append(String(repeating: " ", count: indent + 2) + "body()")
    for level in (0..<depth).reversed() { lines.append(String(repeating: " ", count: indents[level]) + "}") }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func fix(_ source: String) throws -> (text: String, remaining: [Finding], converged: Bool, onePass: String) {
    let rules = try harness.compiled()
    func check(_ bytes: [UInt8]) -> [Finding] {
      Linter.findings(in: bytes, path: "A.swift", rules: rules, settings: .swift5).findings
    }
    let bytes = Array(source.utf8)
    let findings = check(bytes)
    let onePass = FixApplier.apply(FixApplier.nonOverlapping(findings.compactMap(\.fix)), to: bytes)
    let result = FixApplier.fixedPoint(bytes, findings, recheck: check)
    return (String(decoding: result.bytes, as: UTF8.self), result.findings, result.converged, String(decoding: onePass, as: UTF8.self))
  }

  @Test(arguments: [2, 9, 40, 300])
  func aMisplacedOpenerTakesEverythingInsideAlong(depth: Int) throws {
    let source = Self.nested(depth: depth, extra: { $0 == 1 ? 3 : 0 })
    let result = try Self.fix(source)
    #expect(result.converged)
    #expect(result.remaining.isEmpty, "\(result.remaining.prefix(3).map { "\($0.range.start.line): \($0.message)" })")
    #expect(result.text == Self.nested(depth: depth, extra: { _ in 0 }))
    #expect(result.onePass == result.text, "one pass reaches the fixed point")
    #expect(try Self.fix(result.text).text == result.text, "a second --fix changes nothing")
  }

  @Test(arguments: [9, 64])
  func levelsMisplacedByDifferentAmounts(depth: Int) throws {
    let source = Self.nested(depth: depth, extra: { [0, 4, 2, 6, 8, 1][$0 % 6] })
    let result = try Self.fix(source)
    #expect(result.converged)
    #expect(result.remaining.isEmpty, "\(result.remaining.prefix(3).map { "\($0.range.start.line): \($0.message)" })")
    #expect(result.text == Self.nested(depth: depth, extra: { _ in 0 }))
    #expect(try Self.fix(result.text).text == result.text)
  }

  @Test func oneMisplacedLineIsStillOneFinding() throws {
    let source = Self.nested(depth: 12, extra: { $0 == 3 ? 4 : 0 })
    let findings = try Self.harness.findings(source)
    #expect(findings.map(\.range.start.line) == [4])
  }

  @Test func fixesThatNeverSettleAreReportedAsNotConverged() {
    // A "fix" that keeps growing the file never reaches a fixed point.
    let grow = TextFix(range: 0..<0, replacement: "x")
    let finding = Finding(path: "A.swift", range: SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 1)),
                          rule: "grow", severity: .warning, message: "grow", fix: grow)
    let result = FixApplier.fixedPoint(Array("a".utf8), [finding]) { _ in [finding] }
    #expect(!result.converged)
    #expect(result.bytes.count == 1 + FixApplier.maxPasses)
  }
}
