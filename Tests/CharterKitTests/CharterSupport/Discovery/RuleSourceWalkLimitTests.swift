import Foundation
import Testing

@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// The walk for rule sources stops at its folder limit and says so.
@Suite struct RuleSourceWalkLimitTests {
  @Test func aWalkPastTheLimitStopsWithAWarning() throws {
    let tree = try TemporaryDirectory()
    for name in ["a", "b", "c", "a/d", "a/e"] { try tree.write(name + "/AGENTS.md", "- rule\n") }
    let full = FileWalker(root: tree.url).ruleSourceFolders()
    #expect(full.folders.count == 6)
    #expect(full.diagnostics.isEmpty)
    let limited = FileWalker(root: tree.url).ruleSourceFolders(limit: 3)
    #expect(limited.folders.count < full.folders.count)
    #expect(limited.diagnostics.map(\.code) == ["too-many-folders"])
    #expect(limited.diagnostics.first?.severity == .warning)
    #expect(limited.diagnostics.first?.message.contains("more than 3 folders") == true)
  }

  /// Folders git ignores are never entered, so they do not count towards the limit.
  @Test func ignoredFoldersDoNotCountTowardsTheLimit() throws {
    let tree = try TemporaryDirectory()
    try tree.write(".gitignore", "build/\n")
    for name in ["a", "build/x", "build/y", "build/z/w"] { try tree.write(name + "/AGENTS.md", "- rule\n") }
    let walk = FileWalker(root: tree.url).ruleSourceFolders(limit: 3)
    #expect(walk.folders == ["", "a"])
    #expect(walk.diagnostics.isEmpty)
  }
}
