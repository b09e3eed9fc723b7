import Foundation
import Testing

@testable import CharterKit

@Suite struct BuiltinPacksTests {
  /// The embedded copy must equal `rules/`; run `scripts/embed-rules.sh` after editing a pack.
  @Test func embeddedCopyIsCurrent() throws {
    let folder = Fixtures.packageRoot.appendingPathComponent("rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    #expect(BuiltinPacks.names == files.map { String($0.dropLast(3)) }, "run scripts/embed-rules.sh")
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      #expect(BuiltinPacks.text(named: String(file.dropLast(3))) == text, "\(file) is stale: run scripts/embed-rules.sh")
    }
  }

  @Test func defaultsFollowLanguages() {
    #expect(BuiltinPacks.defaults(for: []) == ["general"])
    #expect(BuiltinPacks.defaults(for: [.swift]).first == "general")
  }
}
