import Foundation
import Testing

/// A secret planted in an AGENTS.md is reported in every output format without its value
/// appearing anywhere (issue 30). Runs the built binary.
@Suite struct AgentFileSecretOutputTests {
  static let token = "glpat-" + "Zq8Xr2Lm9Tn4Vb7Kd1Mf"

  @Test func theValueIsInNoOutputFormat() throws {
    let sandbox = try Sandbox([
      "AGENTS.md": "# Agents\n\nPush with \(Self.token) when CI is down.\n",
      "Sources/App/App.swift": "let a = 1\n",
    ])
    var reported = 0
    for format in ["text", "json", "sarif", "github", "junit", "checkstyle", "markdown", "xcode"] {
      let result = try CharterProcess.run(["lint", "--format", format], in: sandbox.url)
      #expect(result.status == 1, "\(format): \(result.stderr)")
      #expect(!result.stdout.contains(Self.token) && !result.stderr.contains(Self.token), "\(format)")
      if result.stdout.contains("agent-secret") { reported += 1 }
    }
    #expect(reported == 8)
    let baseline = try CharterProcess.run(["lint", "--write-baseline", "baseline.json"], in: sandbox.url)
    let written = try String(contentsOf: sandbox.url.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(written.contains("agent-secret") && !written.contains(Self.token), "\(baseline.stdout)\(baseline.stderr)")
  }
}
