import Foundation
import Testing

@Suite struct RulesCommandTests {
  @Test func cleanRepositoryExitsZero() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: [general]\n",
      "AGENTS.md": "# Guide\n\n- Be kind.\n",
    ])
    let result = try CharterProcess.run(["rules", "--no-user-rules"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        rule sources, lowest precedence first (2):
          charter:rules/general.md  [pack]
            no-merge-conflict-markers: ban /^(<{7}|={7}|>{7})( |$)/
            no-trailing-whitespace: no trailing whitespace (off by default)
            final-newline: end with one newline (off by default)
            line 25 stays prose (several patterns; write one bullet per pattern): Resolve merge conflicts completely: never commit `<<<<<<<`, `=======` o…
            line 27 stays prose (no code span): Do not leave whitespace at the end of a line; editors and diffs show it…
          AGENTS.md  [agents]
        0 errors, 0 warnings

        """)
  }

  static let conventions = """
    ---
    checks:
      - id: no-print
        ban: "print("
    ---
    # Conventions

    - Never use `print(`
    - Prefer `Logger` over `NSLog`.
    - Avoid force unwraps.
    - No force casts.
    - Write tests first.

    """

  /// Bullets that read like conventions are listed with the check they became or why not;
  /// other bullets are not listed.
  @Test func rulesListsExtractedBullets() throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\nextract: true\n", "AGENTS.md": Self.conventions])
    let result = try CharterProcess.run(["rules", "--no-user-rules"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        rule sources, lowest precedence first (1):
          AGENTS.md  [agents]
            no-print: ban `print(`
            prefer-logger-over-nslog: prefer `Logger` instead of /\\bNSLog\\b/, for source code (extracted from line 9)
            line 8 stays prose (restates check 'no-print' declared in this file): Never use `print(`
            line 9 became prefer-logger-over-nslog: Prefer `Logger` over `NSLog`.
            line 10 stays prose (no code span): Avoid force unwraps.
            line 11 turns on no-force-cast: No force casts.
        0 errors, 0 warnings

        """)
  }

  @Test func rulesJSONListsExtractedBullets() throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\nextract: true\n", "AGENTS.md": Self.conventions])
    let result = try CharterProcess.run(["rules", "--no-user-rules", "--format", "json"], in: sandbox.url)
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let source = try #require((json["sources"] as? [[String: Any]])?.first)
    let checks = try #require(source["checks"] as? [[String: Any]])
    #expect(checks.map { $0["extracted"] as? Bool } == [false, true])
    let bullets = try #require(source["conventions"] as? [[String: Any]])
    #expect(bullets.map { $0["line"] as? Int } == [8, 9, 10, 11])
    #expect(bullets.map { $0["extracted"] as? Bool } == [false, true, false, true])
    #expect(bullets[1]["check"] as? String == "prefer-logger-over-nslog")
    #expect(bullets[1]["text"] as? String == "Prefer `Logger` over `NSLog`.")
    #expect(bullets[3]["check"] as? String == "no-force-cast")
    #expect(bullets[3]["enables"] as? Bool == true)
    #expect(bullets[0]["reasonCode"] as? String == "restates-check")
    #expect(bullets[2]["reason"] as? String == "no code span")
    #expect((json["summary"] as? [String: Any])?["extracted"] as? Int == 1)
  }

  /// Every broken rule file is reported compiler-style with its line and a caret, and the
  /// command exits 2.
  @Test(arguments: [
    ("---\nchecks:\n  - id: a\n    bann: x\n---\n", "4:5", "unknown check kind 'bann'"),
    ("---\nid: a\n", "1:1", "front matter opened with '---' is never closed"),
    ("---\n- a\n---\n", "2:1", "front matter must be a mapping"),
    ("---\nchecks: [\n---\n", "3:1", "did not find expected node content"),
    ("---\nglobs: ['[x']\n---\n", "2:10", "invalid glob '[x'"),
  ])
  func brokenRuleFileExitsTwo(_ text: String, _ position: String, _ message: String) throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\n", "Sub/.charter/rules/x.md": text])
    let result = try CharterProcess.run(["rules"], in: sandbox.url)
    #expect(result.status == 2)
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("Sub/.charter/rules/x.md:\(position): error: \(message)"))
    #expect(result.stderr.split(separator: "\n").count >= 3, "source line and caret follow")
  }

  /// An agent file that is not UTF-8 is the repository's problem, reported as a warning; a
  /// fragment of Charter's own that is not stops the run.
  @Test func invalidUTF8RuleFileIsAWarningInAnAgentFileAndAnErrorInAFragment() throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\n"])
    let file = sandbox.url.appendingPathComponent("AGENTS.md")
    try Data([0x23, 0x20, 0xC3, 0x28, 0x0A]).write(to: file)
    let result = try CharterProcess.run(["rules"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("AGENTS.md:1:3: warning: the file is not valid UTF-8"))
    try FileManager.default.createDirectory(
      at: sandbox.url.appendingPathComponent(".charter/rules"), withIntermediateDirectories: true)
    try Data([0x23, 0x20, 0xC3, 0x28, 0x0A]).write(to: sandbox.url.appendingPathComponent(".charter/rules/x.md"))
    let fragment = try CharterProcess.run(["rules"], in: sandbox.url)
    #expect(fragment.status == 2)
    #expect(fragment.stderr.contains(".charter/rules/x.md:1:3: error: the file is not valid UTF-8"), "\(fragment.stderr)")
  }

  @Test func unknownPackInConfigExitsTwo() throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: [general, swfit-style]\n"])
    let result = try CharterProcess.run(["rules"], in: sandbox.url)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(".charter/config.yml:1:18: error: unknown pack 'swfit-style'"))
  }

  @Test func jsonListsDiagnosticsWithFindingFields() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\nfrobs: 1\n",
      ".charter/rules/a.md": "---\nid: a\nglob: x\n---\n",
    ])
    let result = try CharterProcess.run(["rules", "--format", "json"], in: sandbox.url)
    #expect(result.status == 0, "warnings alone do not fail")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 2)
    #expect(diagnostics.first?["path"] as? String == ".charter/config.yml")
    #expect(diagnostics.first?["line"] as? Int == 2)
    #expect(diagnostics.first?["column"] as? Int == 1)
    #expect(diagnostics.first?["rule"] as? String == "unknown-key")
    #expect(diagnostics.first?["severity"] as? String == "warning")
    #expect(diagnostics.last?["path"] as? String == ".charter/rules/a.md")
  }

  @Test func userGlobalLayerIsReadUnlessTurnedOff() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\n",
      "config/charter/rules/mine.md": "---\nchecks:\n  - id: no-tabs\n    indentation: {style: spaces, width: 4}\n---\n",
    ])
    let environment = ["XDG_CONFIG_HOME": sandbox.url.appendingPathComponent("config").path]
    let with = try CharterProcess.run(["rules"], in: sandbox.url, environment: environment)
    #expect(with.stdout.contains("$XDG_CONFIG_HOME/charter/rules/mine.md  [user]"))
    let without = try CharterProcess.run(["rules", "--no-user-rules"], in: sandbox.url, environment: environment)
    #expect(!without.stdout.contains("mine.md"))
  }
}

@Suite struct NativeRuleDiagnosticsTests {
  @Test func rulesReportsProblemsInOtherAgentsFiles() throws {
    let sandbox = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs: []\n",
      ".cursor/rules/swift.mdc": "---\ndescription: Swift\nglobs: **/*.swift\nalwaysApply: \"true\"\n---\nTwo spaces.\n",
      ".windsurf/rules/swift.md": "---\ntrigger: always_on\n---\nTwo spaces.\n",
      ".kiro/steering/empty.md": "",
      "CLAUDE.md": "# Claude\n\nSee @docs/missing.md for more.\n",
    ])
    let result = try CharterProcess.run(["rules", "--format", "json"], in: sandbox.url)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let codes = Set(diagnostics.compactMap { $0["rule"] as? String })
    #expect(codes.contains("quoted-boolean"), "alwaysApply: \"true\" is a string: \(codes)")
    #expect(codes.contains("conflicting-scope"), "swift applies to **/*.swift in Cursor and always in Windsurf: \(codes)")
    #expect(codes.contains("import-missing"), "\(codes)")
    #expect(codes.contains("empty-rule") || codes.contains("empty-rule-file"), "\(codes)")
    let sources = try #require(json["sources"] as? [[String: Any]])
    #expect(sources.contains { $0["path"] as? String == ".cursor/rules/swift.mdc" && $0["kind"] as? String == "agent-file" })
    #expect(result.status == 0, "problems in the repository's agent files are warnings, not failures")
    #expect(diagnostics.allSatisfy { $0["severity"] as? String == "warning" }, "\(diagnostics)")
  }

  @Test func lintIsNotBlockedByOtherAgentsFiles() throws {
    let sandbox = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs: []\n",
      "CLAUDE.md": "See @docs/missing.md.\n",
      "A.swift": "let a = 1\n",
    ])
    let result = try CharterProcess.run(["lint"], in: sandbox.url)
    #expect(result.status == 0, "\(result.stderr)")
  }
}
