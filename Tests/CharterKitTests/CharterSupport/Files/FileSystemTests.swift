import Foundation
import Testing

@testable import CharterKit
@testable import CharterSupport

/// The host-path face of the file layer: reading, the tree listing, folders, appending.
@Suite struct FileSystemTests {
  @Test func contentsRefusesAFileOverTheLimitUnread() throws {
    let scratch = try TemporaryDirectory()
    let url = try scratch.write("big.txt", String(repeating: "x", count: 100))
    guard case .failure(let failure) = FileSystem.contents(atPath: url.path, limit: 99) else {
      Issue.record("a file over the limit was read")
      return
    }
    #expect(failure.tooLargeSize == 100)
    #expect(try FileSystem.contents(atPath: url.path, limit: 100).get().count == 100)
  }

  @Test func contentsFollowsALinkOnlyWhenAsked() throws {
    let scratch = try TemporaryDirectory()
    let url = try scratch.write("a.txt", "A")
    let link = scratch.url.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: url.path)
    #expect(throws: FileSystem.Failure.self) { try FileSystem.contents(atPath: link.path).get() }
    #expect(try FileSystem.contents(atPath: link.path, followingLinks: true).get() == [0x41])
  }

  @Test func contentsReadsWhatFstatCannotSize() throws {
    // /proc files say they are empty.
    guard FileSystem.exists(atPath: "/proc/self/status") else { return }
    #expect(try !FileSystem.contents(atPath: "/proc/self/status", followingLinks: true).get().isEmpty)
  }

  @Test func treeSkipsHiddenEntriesAndNeverEntersFolderLinks() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("b/c.md", "")
    try scratch.write("a.md", "")
    try scratch.write(".hidden/d.md", "")
    try scratch.write("node_modules/e.md", "")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("loop").path, withDestinationPath: scratch.url.path)
    let visible = FileSystem.tree(atPath: scratch.url.path, skippingHidden: true, skipping: ["node_modules"]).entries
    #expect(visible.map(\.path) == ["a.md", "b", "b/c.md", "loop", "node_modules"])
    #expect(visible.first { $0.path == "loop" }?.kind == .symbolicLink)
    let all = FileSystem.tree(atPath: scratch.url.path, skippingHidden: false).entries
    #expect(all.map(\.path).contains(".hidden/d.md"))
    #expect(all.map(\.path).contains("node_modules/e.md"))
  }

  @Test func createFolderMakesEveryMissingFolderAndRefusesAFileInTheWay() throws {
    let scratch = try TemporaryDirectory()
    try FileSystem.createFolder(atPath: scratch.url.path + "/a/b/c")
    try FileSystem.createFolder(atPath: scratch.url.path + "/a/b/c")
    #expect(FileSystem.isDirectory(atPath: scratch.url.path + "/a/b/c"))
    try scratch.write("file", "")
    #expect(throws: FileSystem.Failure.self) { try FileSystem.createFolder(atPath: scratch.url.path + "/file/x") }
    #expect(throws: FileSystem.Failure.self) { try FileSystem.createFolder(atPath: scratch.url.path + "/file") }
  }

  @Test func appendCreatesThenAppends() throws {
    let scratch = try TemporaryDirectory()
    let path = scratch.url.path + "/summary.md"
    try FileSystem.append(to: path) { $0 > 0 ? "\nsecond\n" : "first\n" }
    try FileSystem.append(to: path) { $0 > 0 ? "\nsecond\n" : "first\n" }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n\nsecond\n")
  }

  @Test func headReadsTheFirstBytes() throws {
    let scratch = try TemporaryDirectory()
    let url = try scratch.write("a.md", "---\nid: a\n")
    #expect(try FileSystem.head(atPath: url.path, count: 4).get() == Array("---\n".utf8))
    #expect(try FileSystem.head(atPath: url.path, count: 100).get().count == 10)
  }
}
