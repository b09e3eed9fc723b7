import Foundation
import Testing

@testable import CharterKit

/// Every file access goes through one layer, `Sources/CharterSupport/Files/` (`FileSystem`,
/// `RepositoryFiles`): no other source file calls `FileManager` or reads with
/// `Data(contentsOf:)` / `String(contentsOf…:)`. Only code counts: an example in a pack's
/// prose (a string literal) or a comment may name them.
@Suite struct FileAccessLayerTests {
  static let sources = Fixtures.packageRoot.appendingPathComponent("Sources")
  static let layer = "CharterSupport/Files/"
  static let forbidden = ["FileManager", "Data(contentsOf", "String(contentsOf"]

  @Test func onlyTheFileLayerTouchesFilesDirectly() throws {
    var offenders: [String] = []
    for path in try Self.swiftFiles() where !path.hasPrefix(Self.layer) {
      let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
      let uses = Self.codeUses(in: text)
      if !uses.isEmpty { offenders.append("Sources/\(path): \(uses.joined(separator: ", "))") }
    }
    #expect(offenders.isEmpty, "use FileSystem or RepositoryFiles instead:\n\(offenders.joined(separator: "\n"))")
  }

  /// The scan sees a call in code and only there.
  @Test func theScanSkipsStringsAndComments() {
    #expect(Self.codeUses(in: "let a = FileManager.default\n") == ["FileManager"])
    #expect(Self.codeUses(in: "let d = try Data(contentsOf: url)\n") == ["Data(contentsOf"])
    #expect(Self.codeUses(in: "// FileManager\nlet s = \"Data(contentsOf: url)\"\n").isEmpty)
    #expect(Self.codeUses(in: "let s = \"\"\"\n  String(contentsOf: url)\n  \"\"\"\n").isEmpty)
  }

  /// The forbidden names used in code (not in strings or comments) in Swift `text`.
  static func codeUses(in text: String) -> [String] {
    let bytes = Array(text.utf8)
    let regions = RegionMap(bytes: bytes, syntax: LanguageSyntax.for(path: "a.swift")!)
    var found: [String] = []
    for name in forbidden {
      let needle = Array(name.utf8)
      var start = 0
      while start + needle.count <= bytes.count {
        if bytes[start..<(start + needle.count)].elementsEqual(needle), regions.kind(at: start) == .code {
          found.append(name)
          break
        }
        start += 1
      }
    }
    return found
  }

  /// Every `.swift` file below `Sources`, relative to it.
  static func swiftFiles() throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
  }
}
