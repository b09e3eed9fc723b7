import CharterKit
import Foundation
import MCP
import Testing

@testable import CharterMCP

/// `lint` and `fix` of a file as saved share the result cache the command line made; unsaved
/// content is linted without it, and no cache folder is made where there is none.
@Suite struct ToolCallCacheTests {
  /// A git repository banning `print(` with `A.swift` holding one; its cache folder made by
  /// the command line's way of opening it when `withCache`.
  private static func repository(withCache: Bool) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("charter-mcp-\(UUID().uuidString)")
    let files = [
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/swift.md": "---\nchecks:\n  - id: no-print\n    ban: \"print(\"\n---\n# Rules\n",
      "A.swift": "print(1)\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "init", "-q", root.path]
    try git.run()
    git.waitUntilExit()
    if withCache {
      let project = Project(enclosing: root, options: ProjectOptions(useUserRules: false))
      #expect(LintResultCache.open(for: project).cache != nil)
    }
    return root
  }

  /// The entries of `root`'s result cache (`v1/XX/DIGEST`).
  private static func entries(_ root: URL) -> Int {
    let folder = root.appendingPathComponent(LintResultCache.defaultFolder).path
    let all = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    return all.filter { path in
      let parts = path.split(separator: "/")
      return parts.count == 3 && parts[0] == "v1" && !parts[2].hasPrefix(".")
    }.count
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
      let afterSaved = Self.entries(root)
      #expect(try Self.findings(await call("lint", ["path": .string("A.swift")])) == 1, "the same answer from the cache")
      let unsaved = try await call("lint", ["path": .string("A.swift"), "content": .string("print(1)\nprint(2)\n")])
      #expect(try Self.findings(unsaved) == 2)
      _ = try await call("fix", ["path": .string("A.swift"), "content": .string("print(3)\n")])
      if withCache {
        #expect(afterSaved == 1, "the saved file's findings are stored")
        #expect(Self.entries(root) == 1, "unsaved content is not stored")
      } else {
        let folder = root.appendingPathComponent(LintResultCache.defaultFolder).path
        #expect(!FileManager.default.fileExists(atPath: folder), "a tool call makes no cache folder")
      }
    }
  }
}
