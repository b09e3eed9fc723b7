import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterPatterns
@testable import CharterProject
@testable import CharterSupport
@testable import CharterSwiftChecks

/// Files swift-syntax must not be given: unbalanced or too deeply nested brackets.
@Suite struct BracketGuardTests {
  static func problem(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let file = LintedFile(path: "A.swift", bytes: buffer, regions: RegionMap(bytes: buffer, syntax: .swift))
      return SwiftParseGuard.problem(in: buffer, spans: file.regions?.spans ?? []).map { "\(file.lines.position(of: $0.offset, in: buffer)) \($0.message)" }
    }
  }

  @Test(arguments: [
    "let a = [1, (2), {3}]\n",
    "let s = \"a \\(name.count) \\(\"(\") b ]\"\n",  // brackets in strings and interpolations
    "// ( [ {\n/* } */ let x = 1\n",
    "let r = #/[a-z]+/#\n",
    "let multi = \"\"\"\n  ( [\n  \"\"\"\n",
  ])
  func balancedCodeIsParsed(_ text: String) {
    #expect(Self.problem(text) == nil)
  }

  @Test func unbalancedAndDeepBracketsAreNot() {
    #expect(Self.problem("final class A {\n  deinit {\n[[[[[[\n  }\n}\n") == "4:3 '}' closes no matching bracket")
    #expect(Self.problem("func f() {\n  g(\n") == "2:4 '(' is never closed")
    #expect(Self.problem("let a = ]\n") == "1:9 ']' closes no matching bracket")
    let deep = "let a = " + String(repeating: "[1,", count: 300) + String(repeating: "]", count: 300) + "\n"
    #expect(Self.problem(deep) == "1:\(9 + 3 * SwiftParseGuard.maximumDepth) brackets nest more than 64 deep")
    // swift-syntax looks ahead for a type at each `(` or `[` opened directly inside another,
    // in time exponential in the run.
    let run = "let a = " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"
    #expect(Self.problem(run) == "1:\(9 + SwiftParseGuard.maximumOpenerRun) '(' and '[' open directly inside each other more than 12 deep")
  }

  /// swift-syntax recurses once per `else if` and overflowed the stack (SIGSEGV) at 20,000.
  @Test func longElseIfChainsAreNotParsed() {
    func chain(_ count: Int) -> String {
      "func f() {\n  if a {\n  }" + String(repeating: " else if b {\n    if c {} else if d {}\n  }", count: count) + "\n}\n"
    }
    #expect(Self.problem(chain(SwiftParseGuard.maximumElseIfChain)) == nil)
    let lines = 3 + 2 * SwiftParseGuard.maximumElseIfChain
    #expect(Self.problem(chain(SwiftParseGuard.maximumElseIfChain + 1)) == "\(lines):4 an 'if … else if' chain is longer than 1000")
    // Separate chains do not add up.
    let separate = "func f() {\n" + String(repeating: "  if a {} else if b {}\n", count: 3 * SwiftParseGuard.maximumElseIfChain) + "}\n"
    #expect(Self.problem(separate) == nil)
  }

  /// The input that took swift-syntax exponential time: lint skips its structural checks with a
  /// diagnostic, and still runs its text checks. (A check the Swift 6 compiler enforces would
  /// not do: with no manifest the language mode is unknown, so it never runs and the file is
  /// never parsed.)
  @Test func lintSkipsStructuralChecksWithADiagnostic() async throws {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: []\n")
    try directory.write(
      ".charter/rules/s.md",
      "---\nid: s\nchecks:\n  - id: redundant\n    swift: redundant-mainactor\n  - id: no-print\n    ban: print(\n---\n# S\n")
    try directory.write("A.swift", "@MainActor final class A {\n  deinit { print(1)\n" + String(repeating: "[", count: 30) + "\n  }\n}\n")
    let report = try await Linter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
      .lint(paths: [])
    #expect(report.findings.filter { $0.path == "A.swift" }.map(\.rule) == ["no-print"])
    #expect(report.diagnostics.map(\.code) == ["structural-skipped"])
    // The 13th `[` opened directly inside the others.
    #expect(report.diagnostics.first?.position == SourcePosition(line: 3, column: 13))
  }
}
