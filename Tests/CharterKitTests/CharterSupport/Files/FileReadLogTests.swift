import Foundation
import Testing

@testable import CharterSupport

/// What the file layer reads, lists and asks about is recorded while recording, and only then.
@Suite struct FileReadLogTests {
  @Test func readsListingsAndQuestionsAreRecordedWhileRecording() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("a.txt", "a\n").path
    let folder = directory.url.path
    let missing = folder + "/missing.yml"
    _ = FileSystem.contents(atPath: file)
    let outer = FileReadLog.start()
    _ = FileSystem.contents(atPath: file)
    let inner = FileReadLog.start()
    _ = FileSystem.entries(atPath: folder)
    _ = FileSystem.exists(atPath: missing)
    let innerPaths = FileReadLog.stop(inner)
    _ = FileSystem.isExecutable(atPath: folder + "/tool")
    let outerPaths = FileReadLog.stop(outer)
    #expect(Set(outerPaths.keys).isSuperset(of: [file, folder, missing, folder + "/tool"]))
    #expect(Set(innerPaths.keys).isSuperset(of: [folder, missing]))
    #expect(innerPaths[folder + "/tool"] == nil)
    #expect(outerPaths.values.allSatisfy { !$0 })
    // A recording stopped twice gives nothing the second time; reads after the end are not noted.
    #expect(FileReadLog.stop(outer).isEmpty)
    _ = FileSystem.contents(atPath: file)
    let later = FileReadLog.start()
    #expect(FileReadLog.stop(later)[file] == nil)
  }

  @Test func aFileReadOnlyToBeLintedIsNotedSo() throws {
    let directory = try TemporaryDirectory()
    let linted = try directory.write("a.swift", "a\n").path
    let both = try directory.write("b.swift", "b\n").path
    let recording = FileReadLog.start()
    _ = FileSystem.contentsToLint(atPath: linted, limit: 100)
    _ = FileSystem.contentsToLint(atPath: both, limit: 100)
    _ = FileSystem.isFile(atPath: both)
    let reads = FileReadLog.stop(recording)
    #expect(reads[linted] == true)
    #expect(reads[both] == false)
  }

  @Test func aSignatureIsSettledOnlyWellAfterTheLastChange() throws {
    let directory = try TemporaryDirectory()
    let signature = FileSignature(of: try directory.write("a.txt", "a\n").path)
    #expect(!signature.isAbsent)
    #expect(!signature.isSettled(before: FileSignature.now()))
    #expect(signature.isSettled(before: FileSignature.now() + FileSignature.settlingTime + 1_000_000_000))
    #expect(FileSignature(of: directory.url.path + "/none").isAbsent)
  }
}
