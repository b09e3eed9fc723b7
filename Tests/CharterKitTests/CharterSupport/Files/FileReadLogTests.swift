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
    #expect(outerPaths.isSuperset(of: [file, folder, missing, folder + "/tool"]))
    #expect(innerPaths.isSuperset(of: [folder, missing]))
    #expect(!innerPaths.contains(folder + "/tool"))
    // The linter's own read of a file it checks is its to account for.
    let linted = FileReadLog.start()
    _ = FileSystem.contentsToLint(atPath: file, limit: 100)
    #expect(!FileReadLog.stop(linted).contains(file))
    // A recording stopped twice gives nothing the second time; reads after the end are not noted.
    #expect(FileReadLog.stop(outer).isEmpty)
    _ = FileSystem.contents(atPath: file)
    let later = FileReadLog.start()
    #expect(!FileReadLog.stop(later).contains(file))
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
