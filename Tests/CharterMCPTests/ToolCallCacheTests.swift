import CharterKit
import CharterTestSupport
import Foundation
import MCP
import Testing

@testable import CharterMCP

/// `lint` and `fix` of a file as saved share the result cache the command line made; unsaved
/// content is linted without it, and no cache folder is made where there is none.
@Suite struct ToolCallCacheTests {
  /// ``BanRepository``; `withCache` makes the result cache as `charter lint` does.
  private static func repository(withCache: Bool) throws -> URL {
    let root = try BanRepository.make(prefix: "charter-mcp")
    if withCache {
      let project = Project(enclosing: root, options: ProjectOptions(useUserRules: false))
      #expect(LintResultCache.open(for: project).cache != nil)
    }
    return root
  }

  /// The number of findings a `lint` result lists.
  private static func findings(_ result: CallTool.Result) throws -> Int {
    guard case .text(let text, _, _) = try #require(result.content.first) else { return -1 }
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return (object?["findings"] as? [Any])?.count ?? -1
  }

  @Test func theSavedFileSharesTheCommandLinesCache() async throws {
    for withCache in [true, false] {
      let root = try Self.repository(withCache: withCache)
      defer { try? FileManager.default.removeItem(at: root) }
      let call = CharterToolCall(directory: root, useUserRules: false)
      #expect(try Self.findings(await call("lint", ["path": .string("A.swift")])) == 1)
      let afterSaved = BanRepository.cacheEntries(in: root)
      #expect(try Self.findings(await call("lint", ["path": .string("A.swift")])) == 1, "the same answer from the cache")
      let unsaved = try await call("lint", ["path": .string("A.swift"), "content": .string("print(1)\nprint(2)\n")])
      #expect(try Self.findings(unsaved) == 2)
      _ = try await call("fix", ["path": .string("A.swift"), "content": .string("print(3)\n")])
      if withCache {
        #expect(afterSaved == 1, "the saved file's findings are stored")
        #expect(BanRepository.cacheEntries(in: root) == 1, "unsaved content is not stored")
      } else {
        let folder = root.appendingPathComponent(LintResultCache.defaultFolder).path
        #expect(!FileManager.default.fileExists(atPath: folder), "a tool call makes no cache folder")
      }
    }
  }
}
