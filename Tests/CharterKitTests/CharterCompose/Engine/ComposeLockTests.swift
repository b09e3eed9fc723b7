import Foundation
import Testing

@testable import CharterKit
@testable import CharterCompose
@testable import CharterProject
@testable import CharterSupport

/// One compose at a time, and nothing left behind by one that was killed.
@Suite struct ComposeLockTests {
  /// A second lock waits for the first, then fails naming the process that holds it; once
  /// the first is released, the lock can be taken again and its file is gone.
  @Test func aHeldLockRefusesASecondRun() throws {
    let scratch = try TemporaryDirectory()
    var first: ComposeLock? = try ComposeLock.acquire(root: scratch.url)
    let error = try #require(throws: DiagnosticsError.self) { try ComposeLock.acquire(root: scratch.url, timeout: 0.2) }
    #expect(error.diagnostics.map(\.code) == ["compose-locked"])
    #expect(error.diagnostics.first?.message.contains("(process \(getpid()))") == true)
    withExtendedLifetime(first) {}
    first = nil
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(ComposeLock.path).path))
    _ = try ComposeLock.acquire(root: scratch.url, timeout: 0.2)
  }

  /// A lock file left by a killed run (the kernel dropped its lock) is no obstacle.
  @Test func aStaleLockFileIsTaken() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(ComposeLock.path, "999999\n")
    _ = try ComposeLock.acquire(root: scratch.url, timeout: 0.2)
  }

  /// A killed compose's temporary file (its process gone) is removed by the next compose;
  /// one whose process still runs (this one) is left alone.
  @Test func staleTemporaryFilesAreRemoved() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.compose()
    let dead = ".NOTES.md.charter-999999-abc123-1"
    let live = ".NOTES.md.charter-\(getpid())-abc123-2"
    let unrelated = ".NOTES.md.charter-notes"
    for name in [dead, live, unrelated] { try sandbox.directory.write(name, "half\n") }
    try sandbox.directory.write(".notes/.swift.md.charter-999998-zz-3", "half\n")
    let outcome = try sandbox.compose()
    #expect(outcome.removedTemporaries == [dead, ".notes/.swift.md.charter-999998-zz-3"])
    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { $0.contains(".charter-") }
    #expect(Set(left) == [live, unrelated])
  }

  /// Two composes started together (rules changed between them) settle: neither classes the
  /// other's output as hand-edited.
  @Test func twoComposesAtOnceLeaveNothingHandEdited() async throws {
    let sandbox = try ComposeSandbox()
    try sandbox.compose()
    try sandbox.directory.write(".charter/rules/swift.md", "---\nid: swift\nglobs: [\"**/*.swift\"]\n---\n# Swift\n\n- Use 4 spaces.\n")
    let root = sandbox.root
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          let lock = try ComposeLock.acquire(root: root)
          defer { withExtendedLifetime(lock) {} }
          let composer = Composer(project: Project(root: root, options: ProjectOptions(useUserRules: false)), formats: [NotesFormat.self])
          _ = try composer.apply(try composer.plan())
        }
      }
      try await group.waitForAll()
    }
    #expect(try sandbox.statuses().values.allSatisfy { $0 == .current })
  }
}
