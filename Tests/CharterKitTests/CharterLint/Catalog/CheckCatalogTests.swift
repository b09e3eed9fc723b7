import CharterSwiftChecks
import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

/// The catalogue lists everything Charter can enforce, derived from the checks and packs.
@Suite struct CheckCatalogTests {
  @Test func listsEveryKindAndEveryStructuralCheck() {
    let kinds = CheckCatalog.entries.filter { $0.category == .kind }.map(\.id)
    #expect(kinds == CheckKind.names.filter { $0 != "swift" })
    let structural = CheckCatalog.entries.filter { $0.category == .structural }.map(\.id)
    #expect(structural == StructuralCheckCatalog.ids)
    #expect(Set(CheckCatalog.ids).count == CheckCatalog.ids.count, "ids are unique")
  }

  @Test func structuralEntriesComeFromTheChecksMetadata() throws {
    let entry = try #require(CheckCatalog.entry(id: "completion-handler"))
    #expect(entry.summary == CompletionHandler.summary)
    #expect(entry.rationale == CompletionHandler.rationale)
    #expect(entry.options.map(\.name) == ["names"])
    #expect(entry.options[0].defaultValue.first == "completion")
    #expect(entry.wrongExample?.contains("⟪") == false, "markers are removed")
    #expect(entry.rightExample == CompletionHandler.nonTriggering.first)
    #expect(entry.documentation.relativePath == "Documentation/StructuralChecks.md#completion-handler")
  }

  @Test func packUsesCarrySeverityAndState() throws {
    let callback = try #require(CheckCatalog.entry(id: "mainactor-background-callback"))
    #expect(callback.packUses.map { "\($0.pack) \($0.checkID) \($0.severity) \($0.state.rawValue)" } == [
      "swift-concurrency mainactor-background-callback error on-for-swift",
    ])
    let whitespace = try #require(CheckCatalog.entry(id: "trailing-whitespace"))
    #expect(whitespace.packUses.map { "\($0.pack) \($0.checkID) \($0.state.rawValue)" } == [
      "general no-trailing-whitespace off-by-default",
    ])
    let bans = try #require(CheckCatalog.entry(id: "ban")).packUses
    #expect(bans.map(\.checkID).contains("no-merge-conflict-markers"))
    // A pack check declared `enabled: false` is listed as off by default.
    let forceTry = try #require(bans.first { $0.checkID == "no-force-try" })
    #expect(forceTry.state == .offByDefault)
  }

  @Test func everyStructuralCheckInAPackIsListed() {
    let used = Set(CheckCatalog.entries.flatMap { entry in entry.packUses.map { _ in entry.id } })
    for id in ["mainactor-deinit", "task-weak-self-guard", "prefer-is-empty", "mainactor-sync-test"] {
      #expect(used.contains(id), "\(id) is used by a pack")
    }
  }

  /// The kinds' examples are true: each WRONG example gives a finding of its declaration and
  /// each RIGHT example none.
  @Test(arguments: CheckKindCatalog.entries.filter { $0.wrongExample != nil })
  func kindExamplesHoldWhenLinted(_ entry: CatalogEntry) async throws {
    let fragment = "---\nid: catalog\nchecks:\n" + entry.declaration.map { "  " + $0 }.joined(separator: "\n")
      + "\n---\n# Catalog\n"
    for (example, expected) in [(entry.wrongExample, true), (entry.rightExample, false)] {
      let directory = try TemporaryDirectory()
      try directory.write(".charter/config.yml", "packs: []\n")
      try directory.write(".charter/rules/catalog.md", fragment)
      try directory.write("Example.swift", try #require(example) + "\n")
      let report = try await Linter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
        .lint(paths: [])
      let findings = report.findings.filter { $0.path == "Example.swift" }
      #expect(!findings.isEmpty == expected, "\(entry.id): \(findings.map(\.message))")
    }
  }
}

extension CatalogEntry: CustomTestStringConvertible {
  public var testDescription: String { id }
}
