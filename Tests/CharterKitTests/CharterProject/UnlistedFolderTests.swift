import Foundation
import Testing

@testable import CharterCompose
@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder that a listing of a named folder (a format's rule folder, the user-global rules, a
/// skill, `charter test PATH`) cannot list is reported by its path, never silently left out.
@Suite struct UnlistedFolderTests {
  @Test func theTreeNamesTheFolderItCannotListAndListsTheRest() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("a.md", "")
    let segment = try DeepFolder.make(named: "deep", in: scratch.url.path)
    defer { DeepFolder.remove(scratch.url.appendingPathComponent("deep").path) }
    let tree = FileSystem.tree(atPath: scratch.url.path, skippingHidden: true)
    #expect(tree.entries.map(\.path).contains("a.md"))
    #expect(tree.unlisted.count == 1)
    #expect(tree.unlisted.first?.path.hasPrefix("deep/\(segment)/") == true)
    #expect(FileSystem.tree(atPath: scratch.url.path + "/missing", skippingHidden: true).unlisted.isEmpty)
  }

  @Test func aFormatsRuleFolderThatCannotBeListedIsAWarning() throws {
    let repository = try TemporaryDirectory()
    try repository.write(".cursor/rules/a.mdc", "---\ndescription: A\nalwaysApply: true\n---\nUse tabs.\n")
    let segment = try DeepFolder.make(named: "nested", in: repository.url.path + "/.cursor/rules")
    defer { DeepFolder.remove(repository.url.appendingPathComponent(".cursor/rules/nested").path) }
    let project = Project(root: repository.url, options: ProjectOptions(useUserRules: false))
    let native = project.nativeRules
    #expect(native.files.contains { $0.path == ".cursor/rules/a.mdc" })
    let unreadable = native.diagnostics.filter { $0.code == "unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.path.hasPrefix(".cursor/rules/nested/\(segment)/") == true)
    #expect(unreadable.first?.severity == .warning, "the repository's agent files: a finding, not a failure")
  }

  @Test func aUserRulesFolderThatCannotBeListedIsAnError() throws {
    let repository = try TemporaryDirectory()
    let config = try TemporaryDirectory()
    try config.write("charter/rules/mine.md", "# Mine\n\n- Prefer guard.\n")
    let segment = try DeepFolder.make(named: "old", in: config.url.path + "/charter/rules")
    defer { DeepFolder.remove(config.url.appendingPathComponent("charter/rules/old").path) }
    let project = Project(
      root: repository.url, options: ProjectOptions(environment: ["XDG_CONFIG_HOME": config.url.path]))
    let set = project.allRuleFiles()
    #expect(set.files.contains { $0.path == "$XDG_CONFIG_HOME/charter/rules/mine.md" })
    let unreadable = set.diagnostics.filter { $0.code == "unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.path.hasPrefix("$XDG_CONFIG_HOME/charter/rules/old/\(segment)/") == true)
  }

  @Test func aSkillFolderThatCannotBeListedIsAWarningOfCompose() throws {
    let repository = try TemporaryDirectory()
    try repository.write(".charter/config.yml", "packs: []\ntargets: []\n")
    try repository.write(
      ".charter/skills/release/SKILL.md", "---\nname: release\ndescription: Cut a release\n---\nRun.\n")
    let segment = try DeepFolder.make(named: "scripts", in: repository.url.path + "/.charter/skills/release")
    defer { DeepFolder.remove(repository.url.appendingPathComponent(".charter/skills/release/scripts").path) }
    let project = Project(root: repository.url, options: ProjectOptions(useUserRules: false))
    let plan = try Composer(project: project).plan()
    #expect(plan.items.map(\.path).contains(".agents/skills/release/SKILL.md"))
    let unreadable = plan.warnings.filter { $0.code == "unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.path.hasPrefix(".charter/skills/release/scripts/\(segment)/") == true)
    #expect(unreadable.first?.severity == .warning)
  }

  /// A skill file whose path is longer than `PATH_MAX` is listed (its folder's path is not)
  /// but cannot be opened: compose says it cannot read it, not that it is not text.
  @Test func aSkillFileThatCannotBeReadIsNotCalledBinary() throws {
    let repository = try TemporaryDirectory()
    try repository.write(".charter/config.yml", "packs: []\ntargets: []\n")
    try repository.write(
      ".charter/skills/release/SKILL.md", "---\nname: release\ndescription: Cut a release\n---\nRun.\n")
    let skill = repository.url.path + "/.charter/skills/release"
    var folder = "notes"
    while skill.utf8.count + folder.utf8.count < Int(PATH_MAX) - 120 {
      folder += "/" + String(repeating: "n", count: 100)
    }
    try FileSystem.createFolder(atPath: skill + "/" + folder)
    let name = String(repeating: "f", count: 200) + ".md"
    let descriptor = open(skill + "/" + folder, O_RDONLY | O_DIRECTORY)
    try #require(descriptor >= 0)
    let file = openat(descriptor, name, O_CREAT | O_WRONLY, 0o644)
    close(descriptor)
    try #require(file >= 0)
    close(file)
    defer { DeepFolder.remove(skill + "/notes") }
    let project = Project(root: repository.url, options: ProjectOptions(useUserRules: false))
    let plan = try Composer(project: project).plan()
    let warning = try #require(plan.warnings.first { $0.path.hasSuffix(name) })
    #expect(warning.code == "unreadable-file")
    #expect(warning.message.hasPrefix("not installed: cannot read the file: file name too long"))
  }

  @Test func aFolderNamedToCharterTestThatCannotBeListedIsAnError() throws {
    let repository = try TemporaryDirectory()
    try repository.write("rules/a.md", "---\nid: a\nchecks:\n  - id: no-foo\n    ban: foo\n---\n# A\n")
    let segment = try DeepFolder.make(named: "more", in: repository.url.path + "/rules")
    defer { DeepFolder.remove(repository.url.appendingPathComponent("rules/more").path) }
    let project = Project(root: repository.url, options: ProjectOptions(useUserRules: false))
    let set = project.exampleSources(["rules"], relativeTo: repository.url)
    #expect(set.files.contains { $0.path == "rules/a.md" })
    let unreadable = set.diagnostics.filter { $0.code == "unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.path.hasPrefix("rules/more/\(segment)/") == true)
  }
}
