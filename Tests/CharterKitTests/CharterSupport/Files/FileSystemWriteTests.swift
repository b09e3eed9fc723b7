import Foundation
import Testing

@testable import CharterCompose
@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

@Suite struct FileSystemWriteTests {
  static func mode(_ url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
  }

  @Test(arguments: [0o755, 0o600, 0o444])
  func aReplacedFileKeepsItsPermissions(_ permissions: Int) throws {
    let scratch = try TemporaryDirectory()
    let url = try scratch.write("run.sh", "#!/bin/sh\necho hi   \n")
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
    try FileSystem.write("#!/bin/sh\necho hi\n", to: url.path, displayPath: "run.sh")
    #expect(try String(contentsOf: url, encoding: .utf8) == "#!/bin/sh\necho hi\n")
    #expect(try Self.mode(url) == permissions)
  }

  @Test func aNewFileFollowsTheUmask() throws {
    let scratch = try TemporaryDirectory()
    let url = scratch.url.appendingPathComponent("Sub/Folder/new.md")
    try FileSystem.create("new\n", at: url.path, displayPath: "Sub/Folder/new.md")
    // A file `open(2)` creates with 0644 shows what the umask leaves (the umask is the
    // process's, shared with tests running at the same time, so it is not changed here).
    let reference = scratch.url.appendingPathComponent("reference")
    let descriptor = open(reference.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    try #require(descriptor >= 0)
    close(descriptor)
    #expect(try Self.mode(url) == Self.mode(reference))
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["new.md"])
  }

  @Test func createNeverReplacesAFile() throws {
    let scratch = try TemporaryDirectory()
    let url = try scratch.write("AGENTS.md", "Mine.\n")
    #expect(throws: DiagnosticsError.self) {
      try FileSystem.create("Generated.\n", at: url.path, displayPath: "AGENTS.md")
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "Mine.\n")
  }

  /// Compose planned a new file, and a person wrote one there before compose wrote: theirs
  /// stays, and compose says so.
  @Test func composeLeavesAFileThatAppearedAfterPlanning() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "packs: []\ntargets: [cursor]\n")
    try scratch.write(".charter/rules/style.md", "# Style\n\nShort lines.\n")
    let composer = Composer(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false)))
    let plan = try composer.plan()
    #expect(plan.items.map(\.status) == [.missing])
    let url = try scratch.write(".cursor/rules/style.mdc", "Mine.\n")
    let error = try #require(throws: DiagnosticsError.self) { try composer.apply(plan) }
    #expect(error.diagnostics.map(\.path) == [".cursor/rules/style.mdc"])
    #expect(try String(contentsOf: url, encoding: .utf8) == "Mine.\n")
  }
}
