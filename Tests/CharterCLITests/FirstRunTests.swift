import Foundation
import Testing

/// A newcomer's first run: `init`, `compose`, `lint` and `test` in a new repository and in the
/// example, with nothing reported in the files Charter wrote.
@Suite struct FirstRunTests {
  /// The paths compose recorded in `.charter/generated.json`.
  static func composedPaths(in directory: URL) throws -> Set<String> {
    let data = try Data(contentsOf: directory.appendingPathComponent(".charter/generated.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return Set((json?["files"] as? [String: Any] ?? [:]).keys)
  }

  /// The paths of the findings `charter lint --format json` reports.
  static func findingPaths(in directory: URL) throws -> [String] {
    let result = try CharterProcess.run(["lint", "--format", "json"], in: directory)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (json?["findings"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
  }

  @Test func initComposeLintTestInANewRepository() throws {
    let sandbox = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      "Sources/App/Model.swift": "struct Model {\n  var count = 0\n}\n",
    ])
    let start = try CharterProcess.run(["init"], in: sandbox.url)
    #expect(start.status == 0)
    let compose = try CharterProcess.run(["compose"], in: sandbox.url)
    #expect(compose.status == 0)
    let composed = try Self.composedPaths(in: sandbox.url)
    #expect(composed.contains("AGENTS.md") && composed.contains("CLAUDE.md"))
    let lint = try CharterProcess.run(["lint"], in: sandbox.url)
    #expect(lint.status == 0)
    #expect(lint.stdout.hasPrefix("no findings in "), "\(lint.stdout)")
    let test = try CharterProcess.run(["test"], in: sandbox.url)
    #expect(test.status == 0)
    #expect(test.stdout.hasPrefix("0 examples in "), "the packs' examples copied into AGENTS.md are not tested again")
  }

  @Test func composeInTheExampleAddsNoFinding() throws {
    let sandbox = try Sandbox()
    let demo = ReadmeTourTests.packageRoot.appendingPathComponent("Examples/Demo")
    for name in try FileManager.default.contentsOfDirectory(atPath: demo.path) {
      try FileManager.default.copyItem(at: demo.appendingPathComponent(name), to: sandbox.url.appendingPathComponent(name))
    }
    let before = try Self.findingPaths(in: sandbox.url)
    #expect(try CharterProcess.run(["compose"], in: sandbox.url).status == 0)
    let composed = try Self.composedPaths(in: sandbox.url)
    #expect(composed.count >= 10)
    let after = try Self.findingPaths(in: sandbox.url)
    #expect(after == before)
    #expect(after.allSatisfy { $0.hasPrefix("Sources/") })
    let test = try CharterProcess.run(["test"], in: sandbox.url)
    #expect(test.stdout.hasPrefix("2 examples in "), "\(test.stdout)")
  }
}
