import Foundation
import Testing

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterLint

/// `action.yml` and the workflow in Documentation/GitHub.md are well-formed and do what the
/// documentation says. GitHub's runners cannot run here; this pins the text they would run.
@Suite struct GitHubActionTests {
  static func action() throws -> YAMLNode {
    let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
    return try #require(try YAMLParser.parse(text, path: "action.yml"))
  }

  static func steps() throws -> [YAMLNode] {
    try #require(try action()["runs"]?["steps"]?.sequence)
  }

  /// Every `run:` script, joined.
  static func scripts() throws -> String {
    try steps().compactMap { $0["run"]?.scalar }.joined(separator: "\n")
  }

  @Test func isACompositeActionWithItsInputs() throws {
    let action = try Self.action()
    #expect(action["runs"]?["using"]?.scalar == "composite")
    let inputs = try #require(action["inputs"]?.mapping).compactMap { $0.key.scalar }
    #expect(inputs == ["paths", "lint-arguments", "sarif-file", "upload-sarif", "compose-check"])
    for step in try Self.steps() where step["uses"] == nil {
      #expect(step["shell"]?.scalar == "bash", "composite run steps need a shell: \(step["name"]?.scalar ?? "?")")
    }
    // Every input the action declares is used, and the documentation's table names each.
    let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
    let page = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/GitHub.md"), encoding: .utf8)
    for input in inputs {
      #expect(text.contains("inputs.\(input)"), "\(input) is used")
      #expect(page.contains("| `\(input)` |"), "\(input) is documented")
    }
  }

  @Test func installsBuildsLintsUploadsAndChecksCompose() throws {
    let scripts = try Self.scripts()
    #expect(scripts.contains("\"$GITHUB_ACTION_PATH/scripts/install-deps.sh\""))
    #expect(scripts.contains("swift build -c release --product charter"))
    #expect(scripts.contains("--format sarif --output \"$CHARTER_SARIF\""))
    #expect(scripts.contains("--summary-file \"$GITHUB_STEP_SUMMARY\""))
    #expect(scripts.contains("charter compose --check"))
    let uses = try Self.steps().compactMap { $0["uses"]?.scalar }
    #expect(uses.contains { $0.hasPrefix("actions/cache@") })
    #expect(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") })
    // The cache key hashes the files the build reads.
    #expect(scripts.contains("find Package.swift Package.resolved Sources rules skills -type f"))
  }

  /// The workflow the documentation shows parses, uses the action and grants what the upload
  /// needs.
  @Test func documentedWorkflowIsValid() throws {
    let page = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/GitHub.md"), encoding: .utf8)
    let start = try #require(page.range(of: "```yaml\nname: Charter\n"))
    let end = try #require(page.range(of: "```\n", range: start.upperBound..<page.endIndex))
    let yaml = String(page[page.index(start.lowerBound, offsetBy: "```yaml\n".count)..<end.lowerBound])
    let workflow = try #require(try YAMLParser.parse(yaml, path: "charter.yml"))
    #expect(workflow["permissions"]?["security-events"]?.scalar == "write")
    let steps = try #require(workflow["jobs"]?["charter"]?["steps"]?.sequence)
    #expect(steps.compactMap { $0["uses"]?.scalar }.contains { $0.hasPrefix(CharterLinks.repository.replacingOccurrences(of: "https://github.com/", with: "") + "@") })
  }
}
