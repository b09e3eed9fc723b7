import Foundation
import Testing

@testable import CharterKit
@testable import CharterProject
@testable import CharterRules

@Suite struct ProjectExamplesTests {
  static func repository() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".charter/config.yml", "packs: [general]\n")
    try directory.write(".charter/rules/swift.md", "---\nid: swift\n---\n# Swift\n")
    try directory.write("AGENTS.md", "# Guide\n")
    try directory.write("Sub/AGENTS.md", "# Sub\n")
    try directory.write("rules/pack.md", "---\nid: pack\n---\n# Pack\n")
    try directory.write("rules/notes.md", "# Not a rule file\n")
    try directory.write("skills/demo/SKILL.md", "---\nname: demo\n---\n")
    return directory
  }

  @Test func defaultIsEveryRepositoryRuleSource() throws {
    let directory = try Self.repository()
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let set = project.exampleSources([], relativeTo: directory.url)
    #expect(set.files.map(\.path) == [".charter/rules/swift.md", "AGENTS.md", "Sub/AGENTS.md"])
    #expect(!set.hasErrors)
    let withPacks = project.exampleSources([], relativeTo: directory.url, builtinPacks: true)
    #expect(withPacks.files.map(\.path).filter { $0.hasPrefix(BuiltinPacks.pathPrefix) }.count == BuiltinPacks.names.count)
  }

  @Test func foldersAndFiles() throws {
    let directory = try Self.repository()
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    #expect(project.exampleSources(["rules"], relativeTo: directory.url).files.map(\.path) == ["rules/pack.md"])
    #expect(project.exampleSources(["Sub"], relativeTo: directory.url).files.map(\.path) == ["Sub/AGENTS.md"])
    let sub = directory.url.appendingPathComponent("Sub")
    #expect(project.exampleSources(["AGENTS.md"], relativeTo: sub).files.map(\.path) == ["Sub/AGENTS.md"])
    let notes = project.exampleSources(["rules/notes.md"], relativeTo: directory.url)
    #expect(notes.files.map(\.path) == ["rules/notes.md"])
    #expect(
      project.exampleSources(["."], relativeTo: directory.url).files.map(\.path) == [
        ".charter/rules/swift.md", "AGENTS.md", "Sub/AGENTS.md", "rules/pack.md",
      ])
  }

  @Test func missingPathAndBrokenFileAreErrors() throws {
    let directory = try Self.repository()
    try directory.write("rules/broken.md", "---\nchecks: [\n---\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let missing = project.exampleSources(["nope.md"], relativeTo: directory.url)
    #expect(missing.hasErrors)
    #expect(missing.diagnostics.map(\.description) == ["nope.md:1:1: error: no such file or folder"])
    let broken = project.exampleSources(["rules"], relativeTo: directory.url)
    #expect(broken.hasErrors)
    #expect(broken.files.map(\.path) == ["rules/pack.md"])
    #expect(broken.diagnostics.allSatisfy { $0.path == "rules/broken.md" })
  }
}
