import Foundation
import Testing

@Suite struct ExplainCommandTests {
  static let fragment = """
    ---
    id: style
    globs: ["**/*.swift"]
    checks:
      - id: indentation
        indentation: {style: spaces, width: 2}
    ---
    # Style
    """

  @Test func explainPrintsJSONWithProvenance() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/style.md": Self.fragment,
      "Sources/A.swift": "let a = 1\n",
    ])
    let result = try CharterProcess.run(["explain", "Sources/A.swift", "--format", "json"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["file"] as? String == "Sources/A.swift")
    let rules = try #require(json["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == ["indentation"])
    #expect((rules[0]["source"] as? [String: Any])?["path"] as? String == ".charter/rules/style.md")
    #expect((rules[0]["source"] as? [String: Any])?["line"] as? Int == 5)
  }

  /// `explain` says why lint skips a generated file, and that it is linted with `generated: include`.
  @Test func explainSaysWhyAGeneratedFileIsSkipped() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/style.md": Self.fragment,
      "Sources/Mocks.generated.swift": "// Generated using Sourcery 2.2.4\n// DO NOT EDIT\nlet a = 1\n",
    ])
    let skipped = try CharterProcess.run(["explain", "Sources/Mocks.generated.swift"], in: sandbox.url)
    #expect(skipped.status == 0)
    #expect(skipped.stdout.hasPrefix(
      "Sources/Mocks.generated.swift\n  not linted, generated: line 1 says 'Generated using Sourcery'; "
        + "set 'generated: include' in .charter/config.yml to lint it\n"))
    try Data("packs: []\ngenerated: include\n".utf8).write(to: sandbox.url.appendingPathComponent(".charter/config.yml"))
    let included = try CharterProcess.run(["explain", "Sources/Mocks.generated.swift", "--format", "json"], in: sandbox.url)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(included.stdout.utf8)) as? [String: Any])
    let generated = try #require(json["generated"] as? [String: Any])
    #expect(generated["linted"] as? Bool == true)
    #expect(generated["reason"] as? String == "generated: line 1 says 'Generated using Sourcery'")
  }

  /// A check read from an AGENTS.md bullet is marked extracted, with the bullet's line.
  @Test func explainMarksExtractedChecks() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\nextract: true\n",
      "AGENTS.md": "# Agents\n\n- Never use `print(`; log instead.\n",
      "Sources/A.swift": "let a = 1\n",
    ])
    let result = try CharterProcess.run(["explain", "Sources/A.swift", "--format", "json"], in: sandbox.url)
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let rules = try #require(json["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == ["never-use-print"])
    #expect(rules[0]["extracted"] as? Bool == true)
    #expect(rules[0]["severity"] as? String == "warning")
    #expect((rules[0]["source"] as? [String: Any])?["path"] as? String == "AGENTS.md")
    #expect((rules[0]["source"] as? [String: Any])?["line"] as? Int == 3)
    let text = try CharterProcess.run(["explain", "Sources/A.swift"], in: sandbox.url)
    #expect(text.stdout.contains("from AGENTS.md:3 (extracted from prose)"))
  }

  @Test func explainFromASubfolderPrintsRootRelativePaths() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/style.md": Self.fragment,
      "Sources/App/A.swift": "let a = 1\n",
      ".git/HEAD": "ref: refs/heads/main\n",
    ])
    let result = try CharterProcess.run(
      ["explain", "A.swift", "-C", "Sources/App"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Sources/App/A.swift\n"))
    #expect(result.stdout.contains("from .charter/rules/style.md:5"))
  }

  @Test func explainRefusesAFileOutsideTheRepository() throws {
    let sandbox = try Sandbox(["A.swift": ""])
    try FileManager.default.createDirectory(
      at: sandbox.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let result = try CharterProcess.run(["explain", "/etc/hostname"], in: sandbox.url)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: '/etc/hostname' is not a file inside the repository"))
    #expect(result.stderr.contains("\nUsage: charter explain "))
  }

  @Test func explainStopsOnABrokenRuleFileInItsPath() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\n",
      "Sources/.charter/rules/bad.md": "---\nseverity: fatal\n---\n",
      "Sources/A.swift": "",
    ])
    let result = try CharterProcess.run(["explain", "Sources/A.swift"], in: sandbox.url)
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        Sources/.charter/rules/bad.md:2:11: error: unknown severity 'fatal'; expected error, warning or info
        severity: fatal
                  ^

        """)
    #expect(result.stdout == "")
  }

  @Test func usageErrorsExitWithTwo() throws {
    let sandbox = try Sandbox()
    let missing = try CharterProcess.run(["explain"], in: sandbox.url)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("Missing expected argument '<file>'"))
    let badFormat = try CharterProcess.run(["explain", "a", "--format", "xml"], in: sandbox.url)
    #expect(badFormat.status == 2)
    let unknown = try CharterProcess.run(["frobnicate"], in: sandbox.url)
    #expect(unknown.status == 2)
  }

  @Test func versionAndHelp() throws {
    let sandbox = try Sandbox()
    let version = try CharterProcess.run(["--version"], in: sandbox.url)
    #expect(version.status == 0)
    #expect(version.stdout == "0.1.0\n")
    let help = try CharterProcess.run(["--help"], in: sandbox.url)
    #expect(help.status == 0)
    #expect(help.stdout.contains("explain"))
    #expect(help.stdout.contains("rules"))
  }
}
