import Testing

@testable import CharterSupport

/// Every spelling a file system may take for `.git` is git's metadata; nothing else is.
@Suite struct GitMetadataNameTests {
  @Test(arguments: [
    ".git", ".GIT", ".Git", ".git.", ".git . .", "git~1", "GIT~1", ".git::$INDEX_ALLOCATION", ".git:stream",
    ".git" + String(repeating: ".", count: 100), ".g\u{200C}it", "\u{FEFF}.git", ".GIT\u{200E}",
  ])
  func spellingsOfGitAreGit(_ name: String) {
    #expect(GitMetadataName.matches(name))
    #expect(GitMetadataName.matches(Substring(name)))
  }

  @Test(arguments: [
    "", ".", "git", ".gitignore", ".github", "x.git", ".git-x", "git~2", ".gi", ":.git",
    ".git" + String(repeating: ".", count: 100) + "x", ".gït", "é.git",
  ])
  func otherNamesAreNot(_ name: String) {
    #expect(!GitMetadataName.matches(name))
  }

  @Test func aPathNamesItsFirstGitComponent() {
    #expect(GitMetadataName.component(in: "a/.GIT./hooks") == ".GIT.")
    #expect(GitMetadataName.component(in: "a/b/.gitignore") == nil)
  }
}
