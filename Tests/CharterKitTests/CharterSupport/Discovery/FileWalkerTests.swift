import Foundation
import Testing

@testable import CharterKit
@testable import CharterSupport

@Suite struct FileWalkerTests {
  /// A temporary tree holding `files` (path → contents).
  static func tree(_ files: [String: String]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for (path, contents) in files { try directory.write(path, contents) }
    return directory
  }

  @Test func listsRegularFilesSortedByBytesAndNeverGit() throws {
    let tree = try Self.tree([
      "b.swift": "", "B.swift": "", "a.b": "", "a/b": "", ".hidden/x.yml": "",
      ".git/config": "", "Sub/.git": "gitdir: nowhere\n", "Sub/c.swift": "",
    ])
    let walk = FileWalker(root: tree.url).walk()
    #expect(walk.files == [".hidden/x.yml", "B.swift", "Sub/c.swift", "a.b", "a/b", "b.swift"])
    #expect(walk.diagnostics.isEmpty)
  }

  @Test func deeperGitignoreWinsBelowItsFolder() throws {
    let tree = try Self.tree([
      ".gitignore": "*.log\n!important.txt\n",
      "a.log": "", "important.txt": "",
      "Sub/.gitignore": "!*.log\n*.txt\n",
      "Sub/a.log": "", "Sub/important.txt": "", "Sub/Deeper/b.log": "",
      "Other/c.log": "",
    ])
    let walk = FileWalker(root: tree.url).walk()
    #expect(
      walk.files == [
        ".gitignore", "Sub/.gitignore", "Sub/Deeper/b.log", "Sub/a.log", "important.txt",
      ])
  }

  @Test func infoExcludeAppliesAfterEveryGitignore() throws {
    let tree = try Self.tree([
      ".git/info/exclude": "*.local\nnotes/\n",
      ".gitignore": "!keep.local\n",
      "a.local": "", "keep.local": "", "notes/todo.md": "", "Sub/b.local": "", "a.swift": "",
    ])
    let walk = FileWalker(root: tree.url).walk()
    #expect(walk.files == [".gitignore", "a.swift", "keep.local"])
  }

  @Test func linkedWorkTreeReadsTheCommonInfoExclude() throws {
    let parent = try TemporaryDirectory()
    try parent.write("main/.git/info/exclude", "*.local\n")
    try parent.write("main/.git/worktrees/wt/commondir", "../..\n")
    let gitDirectory = parent.url.appendingPathComponent("main/.git/worktrees/wt").path
    try parent.write("wt/.git", "gitdir: \(gitDirectory)\n")
    try parent.write("wt/a.local", "")
    try parent.write("wt/a.swift", "")
    let walk = FileWalker(root: parent.url.appendingPathComponent("wt")).walk()
    #expect(walk.files == ["a.swift"])
  }

  @Test func aFileInsideAnIgnoredFolderCannotBeReincluded() throws {
    let tree = try Self.tree([
      ".gitignore": "build/\n!build/keep.txt\nlogs/*\n!logs/keep.txt\n",
      "build/keep.txt": "", "logs/keep.txt": "", "logs/today.log": "",
    ])
    #expect(FileWalker(root: tree.url).walk().files == [".gitignore", "logs/keep.txt"])
  }

  @Test func trailingSlashMatchesFoldersOnly() throws {
    let tree = try Self.tree([
      ".gitignore": "out/\n", "a/out": "", "b/out/x.swift": "", "out.swift": "",
    ])
    #expect(FileWalker(root: tree.url).walk().files == [".gitignore", "a/out", "out.swift"])
  }

  @Test func nestedRepositoryStartsFreshRules() throws {
    let tree = try Self.tree([
      ".gitignore": "*.swift\n", "a.swift": "",
      "Vendor/Lib/.git/info/exclude": "*.md\n", "Vendor/Lib/b.swift": "", "Vendor/Lib/c.md": "",
      "Vendor/d.swift": "",
    ])
    #expect(FileWalker(root: tree.url).walk().files == [".gitignore", "Vendor/Lib/b.swift"])
  }

  @Test func excludeGlobsSkipFilesAndDoNotEnterFolders() throws {
    let tree = try Self.tree([
      "Vendor/keep.swift": "", "Sources/A.swift": "", "Sources/A.generated.swift": "",
      "Sources/Vendor/B.swift": "",
    ])
    let exclude = try GlobList(["/Vendor/", "**/*.generated.swift", "!Vendor/keep.swift"])
    let walk = FileWalker(root: tree.url, exclude: exclude).walk()
    #expect(walk.files == ["Sources/A.swift", "Sources/Vendor/B.swift"])
    let onlyNegated = FileWalker(root: tree.url, exclude: try GlobList(["!x"])).walk()
    #expect(onlyNegated.files.count == 4)
  }

  @Test func explicitFilesAreListedEvenWhenIgnoredOrExcluded() throws {
    let tree = try Self.tree([
      ".gitignore": "Generated/\n*.tmp\n", "Generated/Model.swift": "", "a.tmp": "",
      "Vendor/x.swift": "", "Sources/A.swift": "",
    ])
    let exclude = try GlobList(["Vendor/**"])
    let paths = ["Generated/Model.swift", "./a.tmp", "Vendor/x.swift", "Sources//A.swift"]
    let walker = FileWalker(root: tree.url, exclude: exclude)
    #expect(
      walker.walk(paths).files == [
        "Generated/Model.swift", "Sources/A.swift", "Vendor/x.swift", "a.tmp",
      ])
    let forced = FileWalker(root: tree.url, exclude: exclude, forceExclude: true)
    #expect(forced.walk(paths).files == ["Generated/Model.swift", "Sources/A.swift", "a.tmp"])
  }

  @Test func explicitFoldersAreWalkedWithTheRulesAboveThem() throws {
    let tree = try Self.tree([
      ".gitignore": "*.tmp\nbuild/\n", "Sources/.gitignore": "*.bak\n",
      "Sources/App/a.swift": "", "Sources/App/a.tmp": "", "Sources/App/a.bak": "",
      "build/gen/b.swift": "", "build/gen/b.tmp": "", "Other/c.swift": "",
    ])
    let walk = FileWalker(root: tree.url).walk(["Sources/App", "build/gen/", "Sources/App/a.swift"])
    #expect(walk.files == ["Sources/App/a.swift", "build/gen/b.swift"])
    #expect(FileWalker(root: tree.url).walk(["."]).files == FileWalker(root: tree.url).walk().files)
  }

  @Test func missingAndOutsidePathsAreDiagnosed() throws {
    let tree = try Self.tree(["a.swift": ""])
    let walk = FileWalker(root: tree.url).walk(["a.swift", "nope.swift", "../elsewhere", "/"])
    #expect(walk.files == ["a.swift"])
    let codes = walk.diagnostics.map { "\($0.path) \($0.code) \($0.severity)" }
    #expect(codes.contains("nope.swift no-such-file error"))
    #expect(codes.contains("/ outside-repository error"))
    #expect(walk.diagnostics.allSatisfy { $0.position == SourcePosition(line: 1, column: 1) })
    let missing = try #require(walk.diagnostics.first { $0.path == "nope.swift" })
    #expect(missing.message == "'nope.swift' does not exist")
  }

  @Test func missingRootIsDiagnosedAsTheCurrentFolder() throws {
    let tree = try TemporaryDirectory()
    let walk = FileWalker(root: tree.url.appendingPathComponent("gone")).walk()
    #expect(walk.files.isEmpty)
    #expect(walk.diagnostics.map(\.description) == [".:1:1: error: '.' does not exist"])
  }

  @Test func excludeGlobsApplyToFoldersAtEveryDepth() throws {
    let tree = try Self.tree([
      "a/Fixtures/x.swift": "", "a/b/Fixtures/y.swift": "", "a/b/c.swift": "", "Fixtures.swift": "",
    ])
    let walker = FileWalker(root: tree.url, exclude: try GlobList(["**/Fixtures/**"]))
    #expect(walker.walk().files == ["Fixtures.swift", "a/b/c.swift"])
    #expect(walker.walk(["a/b"]).files == ["a/b/c.swift"])
  }

  @Test func nonASCIIAndSpacesInNames() throws {
    let names = ["Résumé/naïve café.swift", "日本語/ファイル.md", "with space/a b.txt", "tab\tname"]
    let tree = try Self.tree(Dictionary(uniqueKeysWithValues: names.map { ($0, "") }))
    try tree.write(".gitignore", "*.md\n")
    let walk = FileWalker(root: tree.url).walk()
    #expect(walk.files == [".gitignore", "Résumé/naïve café.swift", "tab\tname", "with space/a b.txt"])
    #expect(FileWalker(root: tree.url).walk(["日本語/ファイル.md"]).files == ["日本語/ファイル.md"])
  }

  @Test func binaryDetectionLooksForANulInTheFirst8000Bytes() {
    #expect(FileWalker.isBinary([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]))
    #expect(!FileWalker.isBinary(Array("let x = 1\n".utf8)))
    #expect(!FileWalker.isBinary([UInt8]()))
    #expect(!FileWalker.isBinary([UInt8](repeating: 0x61, count: 8_000) + [0]))
    #expect(FileWalker.isBinary([UInt8](repeating: 0x61, count: 7_999) + [0]))
  }
}
