import Foundation
import Testing

@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// What the discovery walk saw in each folder answers "is there a rule source here?" without a
/// `stat` where it knows there is none, and never answers "no" where there may be one.
@Suite struct FolderListingTests {
  static func listing(_ files: [String]) throws -> (FolderListing, TemporaryDirectory) {
    let tree = try TemporaryDirectory()
    for path in files { try tree.write(path, "x\n") }
    let walk = FileWalker(root: RepositoryRoot.resolve(tree.url)).ruleSourceFolders()
    return (walk.listing, tree)
  }

  @Test func aListedFolderAnswersForTheNamesOfRuleSources() throws {
    let (listing, tree) = try Self.listing([
      "AGENTS.md", "Sources/App/CLAUDE.md", "Sources/App/Model.swift", "Docs/readme.MD",
      "Sources/Lib/.cursor/rules/a.mdc",
    ])
    defer { withExtendedLifetime(tree) {} }
    #expect(listing.mayExist("AGENTS.md"))
    #expect(!listing.mayExist("AGENTS.override.md"))
    #expect(!listing.mayExist(".charter"))
    #expect(!listing.mayExist(".charter/rules"), "below an absent hidden folder")
    #expect(listing.mayExist("Sources/App/CLAUDE.md"))
    #expect(!listing.mayExist("Sources/App/GEMINI.md"))
    #expect(!listing.mayExist("Sources/Lib/CLAUDE.md"))
    #expect(listing.mayExist("Sources/Lib/.cursor/rules"), "a hidden folder the walk did not enter is asked")
    #expect(!listing.mayExist("Sources/App/.cursor/rules"))
  }

  /// A case-insensitive file system finds `agents.md` as `AGENTS.md`: so does the listing.
  @Test func letterCaseDoesNotMatter() throws {
    let (listing, tree) = try Self.listing(["agents.md", "Docs/README.MD"])
    defer { withExtendedLifetime(tree) {} }
    #expect(listing.mayExist("AGENTS.md"))
    #expect(listing.mayExist("Docs/readme.md"))
  }

  /// Names other than hidden ones and Markdown files are not kept: about them the listing
  /// knows nothing, nor about folders the walk did not list, nor about anything before a walk.
  @Test func whatTheListingDoesNotKeepItDoesNotDeny() throws {
    let (listing, tree) = try Self.listing(["Sources/A.swift"])
    defer { withExtendedLifetime(tree) {} }
    #expect(listing.mayExist("Sources/B.swift"))
    #expect(listing.mayExist("Makefile"))
    #expect(listing.mayExist("node_modules/x/AGENTS.md"))
    #expect(FolderListing().mayExist("AGENTS.md"))
    #expect(!listing.mayExist("Sources/CLAUDE.md"))
  }

  /// Every rule source is found as before: the listing only spares `stat`s that find nothing.
  @Test func everyRuleSourceIsStillFound() throws {
    let tree = try TemporaryDirectory()
    let files = [
      "AGENTS.md": "- Never use `try!`.\n", "Sources/App/AGENTS.override.md": "- Never use `as!`.\n",
      "Sources/App/AGENTS.md": "- shadowed\n", "Sources/Lib/CLAUDE.md": "- Never use `fatalError`.\n",
      "Sources/Lib/.charter/rules/style.md": "---\nchecks:\n  - id: no-print\n    ban: \"print(\"\n---\n",
      "Tests/GEMINI.md": "- Never use `sleep(`.\n", "Sources/App/Model.swift": "let a = 1\n",
    ]
    for (path, text) in files { try tree.write(path, text) }
    let project = Project(root: tree.url, options: ProjectOptions(useUserRules: false))
    let listed = project.repositoryRuleFiles().files.map(\.path).filter { !$0.hasPrefix("charter:") }.sorted()
    #expect(
      listed == [
        "AGENTS.md", "Sources/App/AGENTS.override.md", "Sources/Lib/.charter/rules/style.md", "Sources/Lib/CLAUDE.md",
        "Tests/GEMINI.md",
      ])
    let governing = Project(root: tree.url, options: ProjectOptions(useUserRules: false))
    _ = governing.ruleSourceFolders
    #expect(
      governing.ruleFiles(governing: "Sources/Lib/A.swift").files.map(\.path).filter { !$0.hasPrefix("charter:") }
        .sorted()
        == ["AGENTS.md", "Sources/Lib/.charter/rules/style.md", "Sources/Lib/CLAUDE.md"])
  }
}
