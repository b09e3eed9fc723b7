import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterPatterns
@testable import CharterSupport

/// A file where only `ban`/`prefer` checks are in force and none of their patterns occurs is not
/// classified into code, comments and strings (``CompiledRules/findsNothing(in:findingLimit:)``):
/// the linter's answer is the same as classifying it would give, for every kind of file.
@Suite struct UnclassifiedFileTests {
  static let patterns = CheckHarness(
    checkYAML: "- id: no-sleep\n  ban: Thread.sleep\n- id: no-print\n  ban: /\\bprint\\(/\n- id: x\n  prefer: Y\n  instead-of: NSLock")
  static let sources = [
    "let a = 1\n", "// Thread.sleep in a comment\nlet a = 1\n", "let s = \"print(1)\"\n", "Thread.sleep(1)\n",
    "print(2)\r\nlet lock = NSLock()\r\n", "// charter:disable-next-line no-sleep -- not needed\nlet a = 1\n",
    "// charter:disable-next-line no-sleep -- needed\nThread.sleep(1)\n", "/* charter:disable no-print */\nlet a = 1\n",
    "", "é\nlet lock = NSLock()\n",
  ]

  @Test(arguments: sources, ["A.swift", "notes.txt"])
  func theAnswerIsTheClassifiedOne(source: String, fileName: String) throws {
    var harness = Self.patterns
    harness.fileName = fileName
    let rules = try harness.compiled()
    let linted = Linter.findings(in: Array(source.utf8), path: fileName, rules: rules, settings: .swift5).findings
    #expect(linted.sorted() == (try harness.findings(source)))
  }

  @Test func onlyAFileWithNothingToFindIsLeftUnclassified() throws {
    let rules = try Self.patterns.compiled()
    func nothing(_ source: String, limit: Int = 10) -> Bool {
      Array(source.utf8).withUnsafeBufferPointer { rules.findsNothing(in: $0, findingLimit: limit) }
    }
    #expect(nothing("let a = 1\n"))
    #expect(!nothing("// Thread.sleep\n"))
    #expect(!nothing("let a = 1 // charter:disable-line\n"))
    #expect(!nothing("let a = 1\n", limit: 0))
    let withLayout = try CheckHarness(checkYAML: "- id: s\n  ban: Thread.sleep\n- id: w\n  max-line-length: 80").compiled()
    #expect(!Array("let a = 1\n".utf8).withUnsafeBufferPointer { withLayout.findsNothing(in: $0, findingLimit: 10) })
  }
}
