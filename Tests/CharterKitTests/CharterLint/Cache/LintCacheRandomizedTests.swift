import Foundation
import Testing

@testable import CharterLint
@testable import CharterProject
@testable import CharterSupport

/// Cached and uncached runs agree over random sequences of edits, rule changes, settings
/// changes and damaged entries: the property the cache is built to hold.
@Suite struct LintCacheRandomizedTests {
  static let lines = [
    "let a = b as! C", "  let x = 1", "    let y = 2", "\tlet z = 3", "struct S {\n  var v = 0\n}",
    "func f() {\n    print(1)   \n}", "@MainActor final class Model {}", "final class Model {}",
    "class Old: ObservableObject {}", "Task { self.run() }", "DispatchQueue.main.async { update() }",
    "let model = ViewModel()", "// charter:disable-next-line no-force-cast", "if #available(iOS 15, *) { go() }",
    "@Test func t() {\n  let model = ViewModel()\n  #expect(model != nil)\n}", "import Testing", "import SwiftUI",
  ]
  static let fragments = [
    LintResultCacheTests.fragment,
    LintResultCacheTests.fragment.replacingOccurrences(of: "as!", with: "print("),
    LintResultCacheTests.fragment.replacingOccurrences(
      of: "  - id: sync-test\n    swift: mainactor-sync-test\n", with: ""),
    LintResultCacheTests.fragment.replacingOccurrences(of: "# X", with: "# X\n\nIndent with 2 spaces."),
    LintResultCacheTests.fragment.replacingOccurrences(of: "checks:", with: "severity: error\nchecks:"),
  ]
  static let configs = [
    "packs: []\n", "", "severity:\n  no-force-cast: error\n", "packs: []\nexclude: [\"Tests/**\"]\n",
  ]
  static let packages = [
    LintResultCacheTests.package, LintResultCacheTests.package.replacingOccurrences(of: "5.9", with: "6.2"),
    LintResultCacheTests.package.replacingOccurrences(
      of: "path: \"Sources\")", with: "path: \"Sources\", swiftSettings: [.defaultIsolation(MainActor.self)])"
    ).replacingOccurrences(of: "5.9", with: "6.2"),
  ]
  static let editorConfigs = [
    nil, "root = true\n\n[*.swift]\nindent_style = space\nindent_size = 2\n",
    "root = true\n\n[*.swift]\nindent_style = space\nindent_size = 4\n", "root = true\n\n[*]\nindent_style = tab\n",
  ]
  static let paths = ["Sources/VM.swift", "Sources/A.swift", "Sources/B.swift", "Tests/VMTests.swift", "Tests/C.swift"]

  @Test(arguments: [1, 2, 3] as [UInt64])
  func cachedAndUncachedRunsAgreeOverRandomChanges(seed: UInt64) async throws {
    var random = SplitMix64(seed: seed)
    let repository = try LintCacheRepository()
    try repository.write(LintResultCacheTests.files)
    var hits = 0
    var damages = 0
    var warned = 0
    var keptRuns = 0
    for step in 0..<20 {
      // Each change lands clear of the timestamp tick the last kept run read in, as the
      // settling time a real run waits for guarantees (here every input counts as settled).
      try await Task.sleep(nanoseconds: 20_000_000)
      switch Int.random(in: 0..<12, using: &random) {
      case 0...3:
        let lines = (0..<Int.random(in: 1...6, using: &random)).map { _ in Self.lines.randomElement(using: &random)! }
        try repository.write([Self.paths.randomElement(using: &random)!: lines.joined(separator: "\n") + "\n"])
      case 4: try repository.write([".charter/rules/x.md": Self.fragments.randomElement(using: &random)!])
      case 5: try repository.write([".charter/config.yml": Self.configs.randomElement(using: &random)!])
      case 6: try repository.write(["Package.swift": Self.packages.randomElement(using: &random)!])
      case 7:
        if let text = Self.editorConfigs.randomElement(using: &random)! {
          try repository.write([".editorconfig": text])
        } else {
          repository.remove(".editorconfig")
        }
      case 8: repository.remove(Self.paths.randomElement(using: &random)!)
      case 10, 11: break  // nothing changes: the kept run answers
      default:
        if let entry = repository.entries().randomElement(using: &random) {
          var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: entry)))
          bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= 0x01
          try Data(bytes).write(to: URL(fileURLWithPath: entry))
          damages += 1
        }
      }
      let kept = try await repository.lintKept(startedAt: LintRunRecordTests.later)
      let cached = try await repository.lintCached()
      let uncached = try await repository.lintUncached()
      var keptReport = kept.report
      keptReport.diagnostics.removeAll { $0.code == "cache-entry-unreadable" }
      #expect(keptReport.comparable == uncached.comparable, "kept run, seed \(seed), step \(step)")
      if kept.statistics?.keptRunInputs != nil || kept.statistics?.fromKeptRun ?? 0 > 0 { keptRuns += 1 }
      var report = cached.report
      let warnings = (report.diagnostics + kept.report.diagnostics).filter { $0.code == "cache-entry-unreadable" }
      report.diagnostics.removeAll { $0.code == "cache-entry-unreadable" }
      #expect(report.comparable == uncached.comparable, "seed \(seed), step \(step)")
      // A damaged entry warns when a run reads it: at once, later, or never (its file changed).
      warned += warnings.count
      #expect(warned <= damages, "seed \(seed), step \(step)")
      hits += cached.statistics?.hits ?? 0
    }
    #expect(hits > 20, "the cache served files (\(hits) hits)")
    #expect(keptRuns > 0, "a kept run answered, whole or in part")
  }
}
