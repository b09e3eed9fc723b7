import Foundation
import Testing

@Suite struct ComposeCommandTests {
  static func repository() throws -> Sandbox {
    try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs: []\ntargets: [agents, cursor]\n",
      ".charter/rules/style.md":
        "---\nid: style\nchecks:\n  - id: no-print\n    ban: print(\n---\n# Style\n\n- Log, never print.\n",
      ".charter/rules/swift.md": "---\nid: swift\nglobs: [\"**/*.swift\"]\n---\n# Swift\n\n- Two spaces.\n",
      "AGENTS.md": "# Our guide\n\nWritten by a person.\n",
    ])
  }

  @Test func checkThenComposeThenCheck() throws {
    let sandbox = try Self.repository()
    let before = try CharterProcess.run(["compose", "--check"], in: sandbox.url)
    #expect(before.status == 1)
    #expect(before.stdout.contains("AGENTS.md: missing: its managed block is missing"))
    #expect(before.stdout.contains(".cursor/rules/swift.mdc: missing: not generated yet"))
    let dry = try CharterProcess.run(["compose", "--dry-run"], in: sandbox.url)
    #expect(dry.status == 0)
    #expect(dry.stdout.contains("+- Log, never print."))
    #expect(
      !FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent(".cursor").path),
      "a dry run writes nothing")
    let compose = try CharterProcess.run(["compose"], in: sandbox.url)
    #expect(compose.status == 0)
    #expect(compose.stdout.hasSuffix("compose: 3 written, 0 deleted, 0 current\n"))
    let agents = try String(contentsOf: sandbox.url.appendingPathComponent("AGENTS.md"), encoding: .utf8)
    #expect(agents.hasPrefix("# Our guide\n\nWritten by a person.\n\n<!-- charter:begin"))
    let after = try CharterProcess.run(["compose", "--check"], in: sandbox.url)
    #expect(after.status == 0)
    #expect(after.stdout == "compose: every generated file is current (3 checked)\n")
  }

  @Test func handEditIsReportedByCheckAndRefusedUntilForced() throws {
    let sandbox = try Self.repository()
    _ = try CharterProcess.run(["compose"], in: sandbox.url)
    let mdc = sandbox.url.appendingPathComponent(".cursor/rules/swift.mdc")
    try (try String(contentsOf: mdc, encoding: .utf8) + "\nMy own line.\n").write(
      to: mdc, atomically: true, encoding: .utf8)
    try sandbox.write(
      ".charter/rules/swift.md", "---\nid: swift\nglobs: [\"**/*.swift\"]\n---\n# Swift\n\n- Four spaces.\n")
    let check = try CharterProcess.run(["compose", "--check"], in: sandbox.url)
    #expect(check.status == 1)
    #expect(check.stdout.contains(".cursor/rules/swift.mdc: hand-edited:"))
    let refused = try CharterProcess.run(["compose"], in: sandbox.url)
    #expect(refused.status == 1)
    #expect(refused.stdout.contains("refused .cursor/rules/swift.mdc"))
    #expect(refused.stdout.contains("-My own line."))
    #expect(try String(contentsOf: mdc, encoding: .utf8).contains("My own line."))
    let forced = try CharterProcess.run(["compose", "--force"], in: sandbox.url)
    #expect(forced.status == 0)
    #expect(try String(contentsOf: mdc, encoding: .utf8).contains("Four spaces."))
  }

  @Test func orphansAreListedByCheckAndDeleted() throws {
    let sandbox = try Self.repository()
    _ = try CharterProcess.run(["compose"], in: sandbox.url)
    try FileManager.default.removeItem(at: sandbox.url.appendingPathComponent(".charter/rules/swift.md"))
    let check = try CharterProcess.run(["compose", "--check"], in: sandbox.url)
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(".cursor/rules/swift.mdc: orphaned: no rule produces it any more; compose deletes it"))
    let compose = try CharterProcess.run(["compose"], in: sandbox.url)
    #expect(compose.stdout.contains("deleted .cursor/rules/swift.mdc"))
  }

  @Test func targetsAndErrors() throws {
    let sandbox = try Self.repository()
    let one = try CharterProcess.run(["compose", "--target", "cursor"], in: sandbox.url)
    #expect(one.status == 0)
    #expect(!one.stdout.contains("AGENTS.md"))
    let unknown = try CharterProcess.run(["compose", "--target", "cursr"], in: sandbox.url)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("Error: unknown compose target 'cursr'"))
    #expect(unknown.stderr.contains("\nUsage: charter compose "))
    #expect(unknown.stderr.contains("did you mean 'cursor'?"))
    try sandbox.write(".charter/rules/bad.md", "---\nseverity: loud\n---\n")
    let broken = try CharterProcess.run(["compose"], in: sandbox.url)
    #expect(broken.status == 2)
    #expect(broken.stderr.hasPrefix(".charter/rules/bad.md:2:11: error: unknown severity 'loud'"))
  }

  @Test func initFromExistingImportsAndComposes() throws {
    let sandbox = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      "AGENTS.md": "# Guide\n\n- Be kind.\n",
      ".cursor/rules/swift.mdc": "---\ndescription: Swift\nglobs: **/*.swift\nalwaysApply: false\n---\n- Two spaces.\n",
    ])
    let result = try CharterProcess.run(["init", "--from-existing"], in: sandbox.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("wrote .charter/rules/swift.md (from .cursor/rules/swift.mdc)"))
    #expect(result.stdout.contains("wrote .charter/config.yml (targets: agents, cursor)"))
    let check = try CharterProcess.run(["compose", "--check"], in: sandbox.url)
    #expect(check.status == 0, "\(check.stdout)")
    let again = try CharterProcess.run(["init", "--from-existing"], in: sandbox.url)
    #expect(again.status == 0)
    #expect(again.stdout.contains("nothing imported"), "generated files are not imported again")
    let plain = try CharterProcess.run(["init"], in: sandbox.url)
    #expect(plain.status == 2, "the config exists; init changes nothing")
  }
}

extension ComposeCommandTests {
  /// A file compose may not write (a link out of the repository) is an error at that file, not
  /// a usage mistake, and nothing is written.
  @Test func anOutputLinkedOutOfTheRepositoryIsAnErrorAtTheFile() throws {
    let outside = try Sandbox(["settings.json": "{}\n"])
    let sandbox = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs: []\ntargets: [claude]\n",
      ".charter/rules/style.md": "---\nid: style\n---\n- Log, never print.\n",
      ".charter/mcp.json": "{\"mcpServers\": {\"git\": {\"command\": \"npx\"}}}\n",
    ])
    try FileManager.default.createSymbolicLink(
      at: sandbox.url.appendingPathComponent(".mcp.json"),
      withDestinationURL: outside.url.appendingPathComponent("settings.json"))
    let result = try CharterProcess.run(["compose"], in: sandbox.url)
    #expect(result.status == 2)
    #expect(result.stderr.contains(".mcp.json:1:1: error: Charter will not write here"), "\(result.stderr)")
    #expect(!result.stderr.contains("Usage:"))
    #expect(try String(contentsOf: outside.url.appendingPathComponent("settings.json"), encoding: .utf8) == "{}\n")
  }
}
