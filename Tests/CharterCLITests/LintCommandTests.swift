import Foundation
import Testing

@Suite struct LintCommandTests {
  static let rules = """
    ---
    globs: ["**/*.swift"]
    checks:
      - id: no-force-try
        ban: "try!"
        severity: error
      - id: no-print
        ban: "print("
    ---
    """

  static func repository(_ files: [String: String]) throws -> Sandbox {
    var all = files
    all[".charter/config.yml"] = "packs: []\n"
    all[".charter/rules/rules.md"] = rules
    all[".git/HEAD"] = "ref: refs/heads/main\n"
    return try Sandbox(all)
  }

  /// A repository with nothing but an AGENTS.md: its "Never use `print(`" bullet is listed by
  /// `charter rules` with what turns it on, and not enforced until `extract: true` (text checks
  /// from agent files were right 67–81% of the time on repositories nobody tuned on).
  @Test func agentsBulletNeedsExtractTrue() throws {
    let sandbox = try Sandbox([
      "AGENTS.md": "# Agents\n\n- Keep it simple.\n- Never use `print(`\n",
      "Sources/A.swift": "let a = 1\nprint(a)\n",
      ".git/HEAD": "ref: refs/heads/main\n",
    ])
    let lint = try CharterProcess.run(["lint", "--no-user-rules"], in: sandbox.url)
    #expect(lint.status == 0)
    #expect(!lint.stdout.contains("never-use-print"))
    let rules = try CharterProcess.run(["rules", "--no-user-rules"], in: sandbox.url)
    #expect(rules.stdout.contains("line 4 stays prose (text checks from agent files need extract: true in .charter/config.yml): Never use `print(`"))
  }

  /// With `extract: true`, the bullet is enforced as a warning whose source is the bullet.
  @Test func agentsBulletIsEnforced() throws {
    let sandbox = try Sandbox([
      "AGENTS.md": "# Agents\n\n- Keep it simple.\n- Never use `print(`\n",
      ".charter/config.yml": "extract: true\n",
      "Sources/A.swift": "let a = 1\nprint(a)\n",
      ".git/HEAD": "ref: refs/heads/main\n",
    ])
    let result = try CharterProcess.run(["lint", "--no-user-rules"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Sources/A.swift:2:1: warning: "))
    #expect(result.stdout.contains("[never-use-print]"))
    let json = try CharterProcess.run(["lint", "--no-user-rules", "--format", "json"], in: sandbox.url)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let finding = try #require((object["findings"] as? [[String: Any]])?.first)
    #expect(finding["rule"] as? String == "never-use-print")
    #expect(finding["severity"] as? String == "warning")
    let source = try #require(finding["source"] as? [String: Any])
    #expect(source["path"] as? String == "AGENTS.md")
    #expect(source["line"] as? Int == 4)
  }

  @Test func errorsExitOneWarningsExitZero() throws {
    let failing = try Self.repository(["A.swift": "let x = try! f()\n"])
    let result = try CharterProcess.run(["lint"], in: failing.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        A.swift:1:9: error: `try!` is not allowed here [no-force-try]
        let x = try! f()
                ^~~~
        1 error, 0 warnings in 1 file

        """)
    let warning = try Self.repository(["A.swift": "print(1)\n"])
    #expect(try CharterProcess.run(["lint"], in: warning.url).status == 0)
    #expect(try CharterProcess.run(["lint", "--strict"], in: warning.url).status == 1)
    let clean = try Self.repository(["A.swift": "let x = 1\n"])
    let cleanRun = try CharterProcess.run(["lint"], in: clean.url)
    #expect(cleanRun.status == 0)
    #expect(cleanRun.stdout == "no findings in 1 file\n")
  }

  @Test func pathsNarrowTheRun() throws {
    let sandbox = try Self.repository(["A/One.swift": "print(1)\n", "B/Two.swift": "print(2)\n"])
    let result = try CharterProcess.run(["lint", "A", "--format", "json"], in: sandbox.url)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.map { $0["path"] as? String } == ["A/One.swift"])
    let fromSubfolder = try CharterProcess.run(["lint", "Two.swift", "-C", "B"], in: sandbox.url)
    #expect(fromSubfolder.stdout.hasPrefix("B/Two.swift:1:1: warning:"))
  }

  @Test func outputIsWrittenAtomically() throws {
    let sandbox = try Self.repository(["A.swift": "print(1)\n"])
    let result = try CharterProcess.run(["lint", "--format", "sarif", "--output", "out/report.sarif"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stdout == "")
    let written = try String(contentsOf: sandbox.url.appendingPathComponent("out/report.sarif"), encoding: .utf8)
    #expect(written.contains("\"ruleId\": \"no-print\""))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.url.appendingPathComponent("out").path)
    #expect(leftovers == ["report.sarif"], "no temporary file is left behind")
  }

  @Test(arguments: ["text", "json", "sarif", "junit", "github", "checkstyle", "markdown"])
  func everyFormatIsAvailable(_ format: String) throws {
    let sandbox = try Self.repository(["A.swift": "print(1)\n"])
    let result = try CharterProcess.run(["lint", "--format", format], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stdout.contains("no-print"))
    #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
  }

  @Test func badInputExitsTwo() throws {
    let sandbox = try Self.repository(["A.swift": "print(1)\n"])
    let unknownFormat = try CharterProcess.run(["lint", "--format", "xml"], in: sandbox.url)
    #expect(unknownFormat.status == 2)
    #expect(unknownFormat.stderr.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'"))
    #expect(unknownFormat.stderr.contains("text"))
    let missing = try CharterProcess.run(["lint", "Nope.swift"], in: sandbox.url)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("Nope.swift"))
    let badJobs = try CharterProcess.run(["lint", "--jobs", "0"], in: sandbox.url)
    #expect(badJobs.status == 2)
    try sandbox.write(".charter/rules/broken.md", "---\nchecks:\n  - id: x\n    ban: '(('\n    regex: true\n---\n")
    let broken = try CharterProcess.run(["lint"], in: sandbox.url)
    #expect(broken.status == 2)
    #expect(broken.stderr.hasPrefix(".charter/rules/broken.md:4:12: error: invalid regular expression"))
  }

  @Test func hostileTreesDoNotCrash() throws {
    let sandbox = try Self.repository(["A.swift": "print(1)\n"])
    try FileManager.default.createSymbolicLink(atPath: sandbox.url.appendingPathComponent("loop").path, withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(atPath: sandbox.url.appendingPathComponent("dangling.swift").path, withDestinationPath: "nowhere.swift")
    try Data([0x70, 0x72, 0x69, 0x6E, 0x74, 0x28, 0xFF, 0xFE, 0x29, 0x0A]).write(to: sandbox.url.appendingPathComponent("Bad.swift"))
    try Data(repeating: 0, count: 100).write(to: sandbox.url.appendingPathComponent("Blob.swift"))
    let huge = String(repeating: "let value = 1 // padding padding padding\n", count: 200_000)
    try sandbox.write("Huge.swift", huge)
    let result = try CharterProcess.run(["lint", "--format", "json"], in: sandbox.url)
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let paths = (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    #expect(paths == ["A.swift", "Bad.swift"])
  }
}

@Suite struct SelfLintTests {
  /// Charter lints its own repository with its own rules (`.charter/` at the package root)
  /// and finds nothing at error severity.
  @Test func charterRepositoryHasNoErrors() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let result = try CharterProcess.run(["lint", "--no-user-rules", "--format", "github"], in: root)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(!result.stdout.contains("::error"), "\(result.stdout)")
  }

  /// One style source: the formatter's configuration (`.swift-format`) states the line length
  /// and indentation Charter's own rules declare (`.charter/rules/swift.md`), so `swift format`
  /// never wraps code to another limit than the one lint holds it to.
  @Test func theFormatterAgreesWithChartersOwnRules() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let rules = try String(contentsOf: root.appendingPathComponent(".charter/rules/swift.md"), encoding: .utf8)
    let length = try #require(rules.firstMatch(of: /max-line-length: (\d+)/)).1
    let width = try #require(rules.firstMatch(of: /indentation: \{style: spaces, width: (\d+)\}/)).1
    let format = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent(".swift-format"))) as? [String: Any])
    #expect(format["lineLength"] as? Int == Int(length))
    #expect((format["indentation"] as? [String: Any])?["spaces"] as? Int == Int(width))
  }
}

@Suite struct LintFixCommandTests {
  static func repository() throws -> Sandbox {
    try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/r.md": "---\nchecks:\n  - id: ws\n    trailing-whitespace: true\n  - id: ind\n    indentation: {style: spaces, width: 2}\n---\n",
      "A.swift": "func f() {\n    let a = 1   \n}\n",
    ])
  }

  @Test func dryRunPrintsADiffAndWritesNothing() throws {
    let sandbox = try Self.repository()
    let result = try CharterProcess.run(["lint", "--fix", "--dry-run"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stdout == "diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -1,3 +1,3 @@\n func f() {\n-    let a = 1   \n+  let a = 1\n }\n")
    #expect(try String(contentsOf: sandbox.url.appendingPathComponent("A.swift"), encoding: .utf8) == "func f() {\n    let a = 1   \n}\n")
  }

  @Test func fixWritesAndASecondRunFindsNothing() throws {
    let sandbox = try Self.repository()
    let fixed = try CharterProcess.run(["lint", "--fix"], in: sandbox.url)
    #expect(fixed.status == 0)
    #expect(fixed.stderr.contains("lint --fix: corrected 1 file"))
    #expect(fixed.stdout == "no findings in 3 files\n", "unscoped checks also cover the config and the rule file")
    #expect(try String(contentsOf: sandbox.url.appendingPathComponent("A.swift"), encoding: .utf8) == "func f() {\n  let a = 1\n}\n")
    let again = try CharterProcess.run(["lint", "--fix"], in: sandbox.url)
    #expect(again.stderr.contains("corrected 0 files"))
  }

  @Test func fixIsRefusedWithStagedAndDryRunNeedsFix() throws {
    let sandbox = try Self.repository()
    #expect(try CharterProcess.run(["lint", "--fix", "--staged"], in: sandbox.url).status == 2)
    #expect(try CharterProcess.run(["lint", "--dry-run"], in: sandbox.url).status == 2)
  }
}
