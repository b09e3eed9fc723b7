import Foundation
import Testing

@testable import CharterKit
@testable import CharterSupport

/// Charter's ignore handling compared with git itself, in temporary repositories.
@Suite(.enabled(if: GitTestRepository.isAvailable, "git is not installed"))
struct GitParityTests {
  /// Every row of the unit table says what `git check-ignore` says.
  @Test(arguments: GitignoreCase.all)
  func tableAgreesWithGitCheckIgnore(_ testCase: GitignoreCase) throws {
    let repository = try GitTestRepository()
    try repository.write(".gitignore", testCase.gitignore)
    if testCase.isDirectory {
      try repository.makeFolder(testCase.path)
    } else {
      try repository.write(testCase.path)
    }
    let status = try repository.run("check-ignore", "-q", "--", testCase.path).status
    #expect(status == 0 || status == 1, "git check-ignore failed")
    #expect((status == 0) == testCase.ignored)
  }

  /// A realistic tree: nested `.gitignore` files, `.git/info/exclude`, negations that work and
  /// one that cannot, folder-only patterns, committed and untracked files, odd names.
  @Test func realisticTreeListsWhatGitLists() throws {
    let repository = try GitTestRepository()
    for (path, contents) in Self.tree { try repository.write(path, contents) }
    try repository.write(".git/info/exclude", "# local\nlocal-notes.md\n*.bak\n")
    try FileManager.default.createSymbolicLink(
      atPath: repository.url.appendingPathComponent("link.swift").path,
      withDestinationPath: "Package.swift")
    try repository.run("add", "Package.swift", "Sources")
    let commit = try repository.run(
      "-c", "user.name=Charter", "-c", "user.email=charter@example.com", "commit", "-qm", "init")
    #expect(commit.status == 0)

    let gitFiles = try repository.listedFiles()
    let walk = FileWalker(root: repository.url).walk()
    #expect(walk.diagnostics.isEmpty)
    // git lists the symbolic link itself; Charter never lists links.
    let expected = gitFiles.filter { $0 != "link.swift" }.sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    #expect(gitFiles.contains("link.swift"))
    #expect(walk.files == expected)
    #expect(walk.files.contains("Tests/My Tests/café test.swift"))
    #expect(!walk.files.contains("Secrets/allowed.txt"))
  }

  static let tree: [(String, String)] = [
    (
      ".gitignore",
      """
      # build products
      .build/
      *.o
      !important.o
      /Generated
      logs/*
      !logs/keep.txt
      docs/**/draft-*.md
      Secrets/
      !Secrets/allowed.txt
      *.tmp
      tmp?/
      !keep.bak
      trailing.txt   \n
      """
    ),
    ("Package.swift", "// swift-tools-version: 6.1\n"),
    ("README.md", "# Demo\n"),
    ("local-notes.md", ""), ("old.bak", ""), ("keep.bak", ""), ("trailing.txt", ""),
    ("Sources/App/main.swift", ""), ("Sources/App/main.o", ""), ("Sources/App/important.o", ""),
    ("Sources/App/Generated/Model.swift", ""), ("Generated/Model.swift", ""),
    ("Sources/Lib/.gitignore", "!*.tmp\n*.swift.bak\n/Internal/\n"),
    ("Sources/Lib/cache.tmp", ""), ("Sources/Lib/Lib.swift", ""), ("Sources/Lib/Lib.swift.bak", ""),
    ("Sources/Lib/Internal/Hidden.swift", ""), ("Sources/Lib/Sub/Internal/Shown.swift", ""),
    ("logs/keep.txt", ""), ("logs/today.log", ""),
    ("docs/guide.md", ""), ("docs/draft-0.md", ""), ("docs/a/b/draft-1.md", ""),
    ("docs/a/final.md", ""),
    ("Secrets/allowed.txt", ""), ("Secrets/key.pem", ""),
    (".build/debug/App", ""), ("scratch.tmp", ""),
    ("tmp1/file.txt", ""), ("tmp12/file.txt", ""),
    ("Tests/My Tests/café test.swift", ""), ("Tests/日本/テスト.swift", ""),
    ("Tests/Fixtures/.gitignore", "*\n!.gitignore\n!*.json\n"),
    ("Tests/Fixtures/a.json", "{}"), ("Tests/Fixtures/b.txt", ""), ("Tests/Fixtures/sub/c.json", ""),
    (".hidden/config.yml", ""),
  ]
}
