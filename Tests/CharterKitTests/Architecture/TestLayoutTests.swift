import Foundation
import Testing

/// The tests are laid out like the targets they test: `Tests/CharterKitTests/<Target>/…`, with
/// the target's own sub-folders below, so a test is found where its code is.
@Suite struct TestLayoutTests {
  /// Folders that test across targets or hold helpers, not one target's code.
  static let sharedFolders: Set<String> = ["Architecture", "Repository", "Schemas", "Support"]

  @Test func everyTestFolderIsATargetOrShared() throws {
    let tests = Fixtures.packageRoot.appendingPathComponent("Tests/CharterKitTests")
    let sources = Fixtures.packageRoot.appendingPathComponent("Sources")
    let targets = Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
    let folders = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { !$0.hasPrefix(".") }
    #expect(!folders.isEmpty)
    for folder in folders.sorted() {
      #expect(targets.contains(folder) || Self.sharedFolders.contains(folder), "Tests/CharterKitTests/\(folder)")
    }
  }
}
