import Foundation
import Testing

/// `charter checks`: the catalogue on the command line, and the output CLI.md shows.
@Suite struct ChecksCommandTests {
  @Test func listsKindsAndStructuralChecks() throws {
    let sandbox = try Sandbox()
    let result = try CharterProcess.run(["checks"], in: sandbox.url)
    #expect(result.status == 0, "\(result.stderr)")
    for heading in ["check kinds (7), declared by key in an entry of checks:\n", "structural Swift checks (23), declared with swift: ID:\n"] {
      #expect(result.stdout.contains(heading))
    }
    #expect(result.stdout.contains("\nban\n  Every match of a literal text"))
    #expect(result.stdout.contains("  pack swift-concurrency: task-missing-mainactor, warning, on by default in Swift repositories"))
    #expect(result.stdout.contains("  pack swift-concurrency: task-weak-self-guard, warning, off by default; enable: task-weak-self-guard turns it on"))
    #expect(result.stdout.contains("  docs: Documentation/StructuralChecks.md#task-weak-self-guard"))
  }

  @Test func jsonNamesEveryCheckWithItsHelpURI() throws {
    let sandbox = try Sandbox()
    let result = try CharterProcess.run(["checks", "--format", "json"], in: sandbox.url)
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let checks = try #require(json["checks"] as? [[String: Any]])
    let ids = checks.compactMap { $0["id"] as? String }
    #expect(ids.starts(with: ["indentation", "ban", "prefer", "max-line-length", "trailing-whitespace", "final-newline"]))
    #expect(ids.contains("mainactor-deinit") && ids.count >= 21)
    for check in checks {
      let uri = try #require(check["helpUri"] as? String)
      #expect(uri.hasSuffix("#" + (check["id"] as? String ?? "?")) || check["id"] as? String == "prefer")
    }
  }

  /// The detailed entry `Documentation/CLI.md` shows is what the command prints.
  @Test func documentedEntryMatches() throws {
    let page = try String(
      contentsOf: PreCommitFrameworkTests.packageRoot.appendingPathComponent("Documentation/CLI.md"), encoding: .utf8)
    let opening = "```console\n$ charter checks max-line-length\n"
    let start = try #require(page.range(of: opening), "CLI.md shows `charter checks max-line-length`")
    let end = try #require(page.range(of: "```\n", range: start.upperBound..<page.endIndex))
    let sandbox = try Sandbox()
    let result = try CharterProcess.run(["checks", "max-line-length"], in: sandbox.url)
    #expect(result.stdout == String(page[start.upperBound..<end.lowerBound]))
  }

  @Test func unknownIDIsAUsageError() throws {
    let sandbox = try Sandbox()
    let result = try CharterProcess.run(["checks", "no-such-check"], in: sandbox.url)
    #expect(result.status == 2)
    #expect(result.stderr.contains("no-such-check"))
  }
}
