import Foundation
import Testing

/// A `lint --fix` killed while it replaced a file leaves its temporary file
/// (`.NAME.charter-PID-…`) beside it; the next `lint --fix` removes those whose process is
/// gone, and says so on standard error, as compose does. Another run's live temporary file,
/// and a file that only looks like one, are left alone.
@Suite struct FixCleanupTests {
  @Test func fixRemovesWhatAKilledFixLeft() throws {
    let sandbox = try LintCommandTests.repository(["Sources/A.swift": "let a = 1   \n", "Sources/B.swift": "let b = 2\n"])
    try sandbox.write(".charter/rules/ws.md", "---\nchecks:\n  - id: ws\n    trailing-whitespace: true\n---\n")
    let dead = "Sources/.A.swift.charter-999999-abc123-1"
    let clean = "Sources/.B.swift.charter-999998-zz-7"
    let live = "Sources/.A.swift.charter-\(getpid())-abc123-2"
    let lookalike = "Sources/.A.swift.charter-notes"
    for path in [dead, clean, live, lookalike] { try sandbox.write(path, "half a file") }
    let fix = try CharterProcess.run(["lint", "--no-user-rules", "--fix"], in: sandbox.url)
    #expect(fix.status == 0, "\(fix.stderr)")
    #expect(fix.stderr.contains("lint --fix: removed \(dead), left by a killed run\n"))
    #expect(fix.stderr.contains("lint --fix: removed \(clean), left by a killed run\n"))
    #expect(try String(contentsOf: sandbox.url.appendingPathComponent("Sources/A.swift"), encoding: .utf8) == "let a = 1\n")
    let exists = { FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent($0).path) }
    #expect(!exists(dead) && !exists(clean))
    #expect(exists(live) && exists(lookalike))
  }

  /// Without `--fix` (and with `--dry-run`) nothing is removed: those runs change nothing.
  @Test(arguments: [["lint"], ["lint", "--fix", "--dry-run"]])
  func runsThatChangeNothingRemoveNothing(arguments: [String]) throws {
    let sandbox = try LintCommandTests.repository(["Sources/A.swift": "let a = 1\n"])
    let dead = "Sources/.A.swift.charter-999999-abc123-1"
    try sandbox.write(dead, "half a file")
    let run = try CharterProcess.run(arguments + ["--no-user-rules"], in: sandbox.url)
    #expect(!run.stderr.contains("removed"))
    #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent(dead).path))
  }
}
