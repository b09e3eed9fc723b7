import Foundation
import Testing

@testable import CharterSupport

/// ``RepositoryFiles/removeStaleTemporaries(inFolders:)``: only `FileSystem.write`'s temporary
/// names, only when their process is gone, only regular files, only in the folders asked.
@Suite struct StaleTemporaryTests {
  @Test func onlyDeadProcessesTemporaryFilesGo() throws {
    let scratch = try TemporaryDirectory()
    let dead = ".A.swift.charter-999999-abc123-1"
    let live = ".A.swift.charter-\(getpid())-abc123-2"
    for name in [dead, live, ".A.swift.charter-notes", "A.swift.charter-999999-abc-1", ".A.charter-999999-a-b"] {
      try scratch.write("Sources/" + name, "half")
    }
    try scratch.write("Other/" + dead, "half")
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("Sources/.B.swift.charter-999999-abc-3"), withIntermediateDirectories: true)
    let files = RepositoryFiles(root: scratch.url)
    #expect(files.removeStaleTemporaries(inFolders: ["Sources", "Sources"]) == ["Sources/" + dead])
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("Sources").path)
    #expect(Set(left) == [live, ".A.swift.charter-notes", "A.swift.charter-999999-abc-1", ".A.charter-999999-a-b", ".B.swift.charter-999999-abc-3"])
    #expect(files.removeStaleTemporaries(inFolders: [""]) == [], "the root holds none")
    #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Other/" + dead).path))
  }

  /// A folder linked outside the repository is not looked in.
  @Test func aFolderLinkedOutsideIsSkipped() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("outside/.A.swift.charter-999999-abc123-1", "half")
    try scratch.write("repo/A.swift", "let a = 1\n")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("repo/out").path,
      withDestinationPath: scratch.url.appendingPathComponent("outside").path)
    let files = RepositoryFiles(root: scratch.url.appendingPathComponent("repo"))
    #expect(files.removeStaleTemporaries(inFolders: ["out"]).isEmpty)
    #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("outside/.A.swift.charter-999999-abc123-1").path))
  }
}
