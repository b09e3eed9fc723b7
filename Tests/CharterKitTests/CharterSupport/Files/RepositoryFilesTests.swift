import Foundation
import Testing

@testable import CharterKit
@testable import CharterSupport

/// The confined face of the file layer: every write, folder, removal and permission change
/// refuses a path that leaves the repository or enters `.git`, with Confinement's diagnostic,
/// and touches nothing.
@Suite struct RepositoryFilesTests {
  /// A repository with a `.git` folder, and a folder outside it that links point to.
  private static func scratch() throws -> (repository: TemporaryDirectory, outside: TemporaryDirectory) {
    let repository = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: repository.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let outside = try TemporaryDirectory()
    try outside.write("kept.md", "Outside.\n")
    try FileManager.default.createSymbolicLink(
      atPath: repository.url.appendingPathComponent("out").path, withDestinationPath: outside.url.path)
    return (repository, outside)
  }

  private static func code(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return (error as? DiagnosticsError)?.diagnostics.first?.code ?? "\(error)"
    }
  }

  @Test func writingThroughALinkThatLeavesTheRootIsRefused() throws {
    let (repository, outside) = try Self.scratch()
    let files = RepositoryFiles(root: repository.url)
    #expect(Self.code { try files.write("x\n", to: "out/new.md") } == "outside-repository")
    #expect(Self.code { try files.create("x\n", at: "out/kept.md") } == "outside-repository")
    #expect(Self.code { try files.write("x\n", to: "../escape.md") } == "outside-repository")
    #expect(!FileManager.default.fileExists(atPath: outside.url.appendingPathComponent("new.md").path))
    #expect(try String(contentsOf: outside.url.appendingPathComponent("kept.md"), encoding: .utf8) == "Outside.\n")
  }

  @Test func gitMetadataIsRefused() throws {
    let (repository, _) = try Self.scratch()
    let files = RepositoryFiles(root: repository.url)
    #expect(Self.code { try files.write("x\n", to: ".git/config") } == "git-metadata")
    #expect(Self.code { try files.createFolder(".git/hooks") } == "git-metadata")
    #expect(Self.code { try files.remove(".git") } == "git-metadata")
    #expect(Self.code { try files.setPermissions(0o755, of: ".GIT/x") } == "git-metadata")
    #expect(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent(".git").path))
  }

  @Test func foldersAndRemovalAreConfined() throws {
    let (repository, outside) = try Self.scratch()
    let files = RepositoryFiles(root: repository.url)
    #expect(Self.code { try files.createFolder("out/made") } == "outside-repository")
    #expect(Self.code { try files.remove("out/kept.md") } == "outside-repository")
    #expect(!FileManager.default.fileExists(atPath: outside.url.appendingPathComponent("made").path))
    #expect(FileManager.default.fileExists(atPath: outside.url.appendingPathComponent("kept.md").path))
    // Inside, they work; removing what is not there is fine.
    try files.createFolder("a/b/c")
    try files.write("x\n", to: "a/b/c/file.md")
    #expect(files.isDirectory("a/b/c"))
    try files.remove("a")
    #expect(!files.exists("a"))
    try files.remove("a")
    // A link that leaves the repository is refused even as the thing removed, as everywhere.
    #expect(Self.code { try files.remove("out") } == "outside-repository")
    #expect(FileManager.default.fileExists(atPath: outside.url.appendingPathComponent("kept.md").path))
  }

  @Test func moveNeverReplaces() throws {
    let (repository, _) = try Self.scratch()
    let files = RepositoryFiles(root: repository.url)
    try files.write("one\n", to: "one.md")
    try files.write("two\n", to: "two.md")
    #expect(Self.code { try files.move("one.md", to: "two.md") } == "unwritable-file")
    try files.move("one.md", to: "three.md")
    #expect(files.contents("three.md") == Array("one\n".utf8))
    #expect(files.contents("two.md") == Array("two\n".utf8))
  }

  @Test func readingAndListingAreConfined() throws {
    let (repository, _) = try Self.scratch()
    let files = RepositoryFiles(root: repository.url)
    try repository.write("inside/a.md", "A\n")
    #expect(files.contents("out/kept.md") == nil)
    #expect(files.names(inFolder: "out") == nil)
    var diagnostics: [Diagnostic] = []
    #expect(files.files(under: "out", endingIn: [".md"], diagnostics: &diagnostics).isEmpty)
    #expect(files.names(inFolder: "inside") == ["a.md"])
    #expect(files.contents("inside/a.md") == Array("A\n".utf8))
  }

  @Test func permissionsAreSet() throws {
    let (repository, _) = try Self.scratch()
    let files = RepositoryFiles(root: repository.url)
    try files.write("#!/bin/sh\n", to: "run.sh")
    try files.setPermissions(0o750, of: "run.sh")
    #expect(try FileSystemWriteTests.mode(repository.url.appendingPathComponent("run.sh")) == 0o750)
  }

  /// A flush of written files, of a deleted one, and of new folders returns (what reaches the
  /// disk cannot be seen from here).
  @Test func flushTakesWrittenAndDeletedFiles() throws {
    let (repository, _) = try Self.scratch()
    let files = RepositoryFiles(root: repository.url)
    try files.create("x\n", at: "new/deep/folder/file.md")
    try files.write("y\n", to: "top.md", durability: .batched)
    files.flush(["new/deep/folder/file.md", "top.md", "gone.md", "out/kept.md"])
    #expect(files.contents("top.md") == Array("y\n".utf8))
  }
}
