import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterPatterns
@testable import CharterSupport
@testable import CharterSwiftChecks

/// A file in which no check has anything to look at closer is not classified into code, comments
/// and strings (``CompiledRules/findsNothing(in:path:settings:findingLimit:)``): the linter's
/// answer, findings and module facts, is the same as classifying it would give, for every kind
/// of file.
@Suite struct UnclassifiedFileTests {
  static let patterns = CheckHarness(
    checkYAML: "- id: no-sleep\n  ban: Thread.sleep\n- id: no-print\n  ban: /\\bprint\\(/\n- id: x\n  prefer: Y\n  instead-of: NSLock")
  static let sources = [
    "let a = 1\n", "// Thread.sleep in a comment\nlet a = 1\n", "let s = \"print(1)\"\n", "Thread.sleep(1)\n",
    "print(2)\r\nlet lock = NSLock()\r\n", "// charter:disable-next-line no-sleep -- not needed\nlet a = 1\n",
    "// charter:disable-next-line no-sleep -- needed\nThread.sleep(1)\n", "/* charter:disable no-print */\nlet a = 1\n",
    "", "é\nlet lock = NSLock()\n",
  ]
  /// Patterns with structural checks: one that looks for names, and the main-actor facts.
  static let structural = CheckHarness(
    checkYAML: "- id: no-sleep\n  ban: Thread.sleep\n- id: ha\n  swift: hardcoded-availability\n- id: rm\n  swift: redundant-mainactor")
  static let swiftSources = [
    "let a = 1\n", "enum K { case poundAvailable }\n", "var isCameraAvailable: Bool { true }\n",
    "// isCameraAvailable\nlet a = 1\n", "@MainActor final class Model {}\n", "struct Main: App { }\n",
    "final class V: UIView {}\nThread.sleep(1)\n", "@MainActor struct S { @MainActor func f() {} }\n",
    "// charter:disable-next-line ha -- reason\nvar isXAvailable: Bool { true }\n", "let s = \"isAvailable\"\n",
  ]

  @Test(arguments: sources, ["A.swift", "notes.txt"])
  func theAnswerIsTheClassifiedOne(source: String, fileName: String) throws {
    var harness = Self.patterns
    harness.fileName = fileName
    let rules = try harness.compiled()
    let linted = Linter.findings(in: Array(source.utf8), path: fileName, rules: rules, settings: .swift5).findings
    #expect(linted.sorted() == (try harness.findings(source)))
  }

  @Test(arguments: swiftSources, [SwiftSettings.swift5, SwiftSettings(defaultIsolation: .mainActor, languageMode: 6)])
  func theAnswerWithStructuralChecksIsTheClassifiedOne(source: String, settings: SwiftSettings) throws {
    let rules = try Self.structural.compiled()
    let linted = Linter.findings(in: Array(source.utf8), path: "A.swift", rules: rules, settings: settings)
    let classified = Array(source.utf8).withUnsafeBufferPointer { buffer in
      let file = LintedFile(path: "A.swift", bytes: buffer, regions: RegionMap(bytes: buffer, syntax: .swift))
      let found = rules.run(on: file, settings: settings)
      return (SuppressionFilter.apply(SuppressionScanner.scan(file), to: found.findings, in: file).sorted(), found.facts)
    }
    #expect(linted.findings.sorted() == classified.0)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(linted.facts) == (try encoder.encode(classified.1)), "\(source)")
  }

  @Test func onlyAFileWithNothingToFindIsLeftUnclassified() throws {
    let rules = try Self.patterns.compiled()
    func nothing(_ source: String, limit: Int = 10) -> Bool {
      Array(source.utf8).withUnsafeBufferPointer { rules.findsNothing(in: $0, path: "A.swift", settings: .swift5, findingLimit: limit) }
    }
    #expect(nothing("let a = 1\n"))
    #expect(!nothing("// Thread.sleep\n"))
    #expect(!nothing("let a = 1 // charter:disable-line\n"))
    #expect(!nothing("let a = 1\n", limit: 0))
    let withLayout = try CheckHarness(checkYAML: "- id: s\n  ban: Thread.sleep\n- id: w\n  max-line-length: 80").compiled()
    #expect(
      !Array("let a = 1\n".utf8).withUnsafeBufferPointer {
        withLayout.findsNothing(in: $0, path: "A.swift", settings: .swift5, findingLimit: 10)
      })
    // Structural checks: a file they would parse is classified, one they would not is not.
    let structural = try Self.structural.compiled()
    func structuralNothing(_ source: String) -> Bool {
      Array(source.utf8).withUnsafeBufferPointer { structural.findsNothing(in: $0, path: "A.swift", settings: .swift5, findingLimit: 10) }
    }
    #expect(structuralNothing("enum K { case poundAvailable }\n"))
    #expect(!structuralNothing("var isCameraAvailable: Bool { true }\n"))
    #expect(!structuralNothing("@MainActor final class Model {}\n"), "main-actor facts")
  }
}
