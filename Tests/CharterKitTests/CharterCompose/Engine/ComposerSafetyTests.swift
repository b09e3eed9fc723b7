import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterReports
@testable import CharterSupport

/// What compose refuses to write, whatever the manifest, the config or the file system says.
@Suite struct ComposerSafetyTests {
  /// A hand-edited manifest naming `../victim.txt` must not make compose delete a file outside
  /// the repository.
  @Test func aManifestPathLeavingTheRepositoryIsRefused() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.compose()
    let outside = try TemporaryDirectory()
    let victim = try outside.write("victim.txt", "not the repository's\n")
    let escape = "../" + outside.url.lastPathComponent + "/victim.txt"
    let manifestURL = sandbox.root.appendingPathComponent(ComposeManifest.path)
    var manifest = try ComposeManifest(parsing: String(contentsOf: manifestURL, encoding: .utf8))
    manifest.entries[escape] = ComposeManifest.Entry(
      target: "notes", ownership: .wholeFile, sha256: SHA256.hex("not the repository's\n"), created: true)
    try manifest.text.write(to: manifestURL, atomically: true, encoding: .utf8)
    // The entry is ignored with a warning: the manifest is the repository's to forge.
    let plan = try sandbox.composer.plan()
    #expect(plan.warnings.map(\.code) == ["outside-repository"])
    #expect(plan.warnings.map(\.path) == [escape])
    #expect(!plan.items.contains { $0.path == escape })
    try sandbox.compose()
    #expect(FileManager.default.fileExists(atPath: victim.path))
  }

  @Test(arguments: ["../x.md", "a/../../x.md", "./x.md", "a//x.md", "/etc/x.md", "a/.."])
  func pathsThatAreNotPlainAreRefused(_ path: String) throws {
    let paths = Confinement(root: try TemporaryDirectory().url)
    #expect(throws: DiagnosticsError.self) { try paths.location(of: path) }
  }

  /// A link a person made that leads nowhere stays as it is; compose says why it cannot write.
  @Test func aBrokenLinkIsNeverReplaced() throws {
    let sandbox = try ComposeSandbox()
    let link = sandbox.root.appendingPathComponent(".notes/swift.md")
    try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "elsewhere.md")
    let plan = try sandbox.composer.plan()
    let item = try #require(plan.items.first { $0.path == ".notes/swift.md" })
    #expect(item.status == .notOwned)
    #expect(ComposeReport.check(plan).contains(".notes/swift.md: not-owned: a symbolic link that leads nowhere is here"))
    #expect(try sandbox.compose().refused.map(\.path) == [".notes/swift.md"])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "elsewhere.md")
  }

  /// `.notes/swift.md` → `../NOTES.md` makes two outputs one file: compose writes it once,
  /// through the file, keeps the link, and says which text it writes.
  @Test func aLinkJoiningTwoOutputsWritesTheFile() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write("NOTES.md", "# Mine\n")
    let link = sandbox.root.appendingPathComponent(".notes/swift.md")
    try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../NOTES.md")
    let plan = try sandbox.composer.plan()
    #expect(plan.items.map(\.path).contains("NOTES.md"))
    #expect(!plan.items.map(\.path).contains(".notes/swift.md"))
    #expect(
      plan.warnings.map(\.description) == [
        ".notes/swift.md:1:1: warning: '.notes/swift.md' is a symbolic link to 'NOTES.md', which compose writes for "
          + "'notes'; 'notes' reads that text through the link, so its own text for this file is not written "
          + "(remove the link, or the target 'notes', to write it)"
      ])
    try sandbox.compose()
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../NOTES.md")
    #expect(try sandbox.text("NOTES.md").hasPrefix("# Mine\n"), "the person's text stays, the block follows it")
    #expect(try sandbox.composer.plan().drift.isEmpty, "a second compose changes nothing")
  }

  /// A link to an output that is not there yet leads nowhere: compose creates the file and
  /// leaves the link alone (refused), as with any broken link.
  @Test func aLinkToAnOutputNotYetWrittenIsLeftAlone() throws {
    let sandbox = try ComposeSandbox()
    let link = sandbox.root.appendingPathComponent(".notes/swift.md")
    try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../NOTES.md")
    let statuses = try sandbox.statuses()
    #expect(statuses[".notes/swift.md"] == .notOwned)
    #expect(statuses["NOTES.md"] == .missing)
  }

  /// Compose creates new files in place; one it could not finish (killed mid-write) holds the
  /// beginning of its text and no manifest record. The next compose finishes it instead of
  /// calling it a person's file.
  @Test func anInterruptedFirstWriteIsFinished() throws {
    let sandbox = try ComposeSandbox()
    let planned = try sandbox.composer.plan().items
    let whole = try #require(planned.first { $0.path == ".notes/swift.md" }?.newText)
    let block = try #require(planned.first { $0.path == "NOTES.md" }?.newText)
    try sandbox.directory.write(".notes/swift.md", String(whole.prefix(whole.count / 2)))
    try sandbox.directory.write("NOTES.md", String(block.prefix(30)))
    #expect(try sandbox.statuses() == ["NOTES.md": .missing, ".notes/swift.md": .missing])
    try sandbox.compose()
    #expect(try sandbox.text(".notes/swift.md") == whole)
    #expect(try sandbox.text("NOTES.md") == block, "one block, not a second after the broken one")
  }

  /// A person's file that merely starts like compose's output is still theirs when it says
  /// more than that.
  @Test func aFileThatSaysMoreIsStillAPersons() throws {
    let sandbox = try ComposeSandbox()
    let whole = try #require(try sandbox.composer.plan().items.first { $0.path == ".notes/swift.md" }?.newText)
    try sandbox.directory.write(".notes/swift.md", whole + "My own line.\n")
    #expect(try sandbox.statuses()[".notes/swift.md"] == .notOwned)
  }
}
