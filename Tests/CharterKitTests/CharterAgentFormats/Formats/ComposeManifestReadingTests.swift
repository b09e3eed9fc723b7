import Testing

@testable import CharterKit

/// The compose manifest read with `Codable`: what ``ComposeManifest/text`` writes reads back,
/// unknown keys are ignored, and a file compose did not write is an `invalid-manifest` error
/// at the manifest's path.
@Suite struct ComposeManifestReadingTests {
  @Test func whatIsWrittenReadsBack() throws {
    var manifest = ComposeManifest()
    manifest.entries["AGENTS.md"] = .init(target: "agents", ownership: .wholeFile, sha256: "ab", created: true)
    manifest.entries["CLAUDE.md"] = .init(target: "claude", ownership: .managedBlock, sha256: "cd", created: false)
    let read = try ComposeManifest(parsing: manifest.text)
    #expect(read == manifest)
    #expect(read.text == manifest.text)
  }

  @Test func unknownKeysAreIgnoredAndCreatedDefaultsToFalse() throws {
    let text = #"{"version": 9, "later": [], "files": {"a.md": {"target": "t", "ownership": "block", "sha256": "x", "new": 1}}}"#
    let manifest = try ComposeManifest(parsing: text)
    #expect(manifest.entries == ["a.md": .init(target: "t", ownership: .managedBlock, sha256: "x", created: false)])
  }

  @Test(arguments: [
    ("[]", "it is not JSON with a \"files\" object"),
    (#"{"files": []}"#, "it is not JSON with a \"files\" object"),
    (#"{"files": {"a.md": "x"}}"#, "it is not JSON with a \"files\" object"),
    (#"{"files": {"a.md": {"target": "t", "ownership": "all", "sha256": "x"}}}"#, "the entry for a.md lacks target, ownership or sha256"),
    (#"{"files": {"a.md": {"target": 1, "ownership": "file", "sha256": "x"}}}"#, "the entry for a.md lacks target, ownership or sha256"),
  ])
  func invalidFilesAreErrorsAtTheManifest(_ text: String, _ reason: String) {
    do {
      _ = try ComposeManifest(parsing: text)
      Issue.record("\(text) was read")
    } catch {
      #expect(error.diagnostics.map(\.path) == [ComposeManifest.path])
      #expect(error.diagnostics.map(\.code) == ["invalid-manifest"])
      #expect(error.diagnostics.first?.message.contains(reason) == true, "\(error.diagnostics)")
    }
  }
}
