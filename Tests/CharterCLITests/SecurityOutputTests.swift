import Foundation
import Testing

/// Output a repository controls (issue 26): every command and format is run on a repository
/// whose file names, source lines, rule text, YAML values, skills and baseline entries carry
/// terminal escape sequences, bidirectional overrides, GitHub workflow commands and team
/// mentions, and no human-readable output may carry one of them raw. Runs the built binary.
@Suite struct SecurityOutputTests {
  /// What the attacks put in: OSC 52 (write the clipboard), a window title, clear screen,
  /// a right-to-left override, a lone carriage return and a workflow command on a new line.
  static let payload = "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}]0;owned\u{07}\u{1B}[2J\u{202E}\r::error::forged"
  /// The same, as a YAML double-quoted scalar writes it.
  static let yamlPayload = #"\e]52;c;cHduZWQ=\a\e]0;owned\a\e[2J\u202E\r\n::error::forged @org/team"#

  static func hostileRepository() throws -> Sandbox {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: [general, swift-concurrency]\ntargets: [agents]\n",
      ".charter/rules/hostile.md": """
        ---
        id: hostile
        description: "\(yamlPayload)"
        globs: ["**/*.swift"]
        checks:
          - id: no-print
            ban: "print("
            message: "\(yamlPayload)"
          - id: no-notice
            ban: "::notice"
            message: "@org/team said so"
        ---
        # Rules \(payload)

        - Never print. \(payload)

        ```swift
        // WRONG
        let x = 1 \(payload)
        ```

        """,
      "AGENTS.md": "# Agents \(payload)\n\n- Never use `print(` \(payload)\n",
      "Sources/App/Model.swift": "let a = 1\n::notice title=x::forged\nprint(\"\u{1B}]0;title\u{07}\")\n",
      "Sources/App/::error file=README.md,line=1,title=Security review::Approved.swift": "print(1)\n",
      "Sources/App/esc\u{1B}]0;name\u{07}\u{202E}.swift": "print(2)\n",
      "Sources/App/new\n::error::line.swift": "print(3)\n",
      ".claude/skills/evil/SKILL.md": "---\nname: evil\ndescription: \"\(yamlPayload)\"\n---\n# Evil \(payload)\n",
      ".charter/baseline.json": """
        {"version": 1, "findings": [
          {"path": "Gone.swift", "rule": "no-print", "line": "print(0)", "count": 1,
           "message": "gone\\n::error title=x::forged \\u001b]0;t\\u0007"},
          {"path": "\\n::warning::path", "rule": "r\\u001b[2J", "line": "x", "count": 1, "message": "m"}
        ]}
        """,
    ])
    try FileManager.default.createDirectory(
      at: sandbox.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return sandbox
  }

  /// Every command a person or CI runs on a cloned repository, with human-readable output.
  static let commands: [[String]] = [
    ["lint"], ["lint", "--quiet"], ["lint", "--format", "xcode"], ["lint", "--format", "markdown"],
    ["lint", "--format", "github"], ["lint", "--fix", "--dry-run"], ["lint", "--baseline", ".charter/baseline.json"],
    ["lint", "--baseline", ".charter/baseline.json", "--strict-baseline"],
    ["lint", "--stdin-filename", "Sources/App/Model.swift"],
    ["rules"], ["explain", "Sources/App/Model.swift"], ["test"], ["compose", "--dry-run"],
    ["skills", "list"], ["skills", "prompt"], ["skills", "validate"], ["checks"], ["compose"],
    ["init", "--from-existing"], ["lint", "--write-baseline", "b.json"],
  ]

  @Test(arguments: commands)
  func noControlCharacterOrCommandReachesTheOutput(_ arguments: [String]) throws {
    let sandbox = try Self.hostileRepository()
    let input = arguments.contains("--stdin-filename") ? Data("print(\"\u{1B}[2J\")\n::notice::x\n".utf8) : nil
    let result = try CharterProcess.run(arguments, in: sandbox.url, input: input)
    let github = arguments.contains("github")
    for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
      let unsafe = Self.unsafeScalars(text)
      #expect(unsafe.isEmpty, "\(arguments) \(stream) carries \(unsafe.map { String($0.value, radix: 16) })")
      let commands = Self.commandLines(text).filter { !(github && stream == "stdout" && Self.isCharters($0)) }
      #expect(commands.isEmpty, "\(arguments) \(stream) has workflow command lines: \(commands)")
      #expect(!text.contains("##["), "\(arguments) \(stream)")
    }
    // The run still did its job: the attacks are shown, escaped.
    #expect(result.status != 2, "\(arguments): \(result.stderr)")
  }

  @Test func ruleFileDiagnosticsQuoteHostileLinesEscaped() throws {
    let sandbox = try Self.hostileRepository()
    // A rule-file error on a line that carries raw escapes: its diagnostic quotes the line.
    try sandbox.write(".charter/rules/broken.md", "---\nid: broken\nunknown-\u{1B}]0;t\u{07}: \"\u{1B}[2J\"\nchecks: 3\n---\n")
    try sandbox.write(".charter/rules/\u{1B}]0;name\u{07}.md", "---\nid: named\nchecks: [1]\n---\n")
    for arguments in [["rules"], ["lint"], ["explain", "Sources/App/Model.swift"], ["compose"], ["test"]] {
      let result = try CharterProcess.run(arguments, in: sandbox.url)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(".charter/rules/broken.md:"), "\(arguments): \(result.stderr)")
      #expect(Self.unsafeScalars(result.stderr).isEmpty, "\(arguments): \(result.stderr)")
      #expect(Self.unsafeScalars(result.stdout).isEmpty, "\(arguments)")
    }
  }

  @Test func theMarkdownReportMentionsNobody() throws {
    let sandbox = try Self.hostileRepository()
    let result = try CharterProcess.run(["lint", "--format", "markdown"], in: sandbox.url)
    #expect(result.stdout.contains("@&#8203;org/team"))
    #expect(!result.stdout.contains("@org"))
  }

  @Test func findingsStillNameTheirFilesAndColumns() throws {
    let sandbox = try Self.hostileRepository()
    let result = try CharterProcess.run(["lint", "Sources/App/Model.swift"], in: sandbox.url)
    // The flagged `::notice` line is quoted with a backslash and its caret still under it.
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.hasPrefix("Sources/App/Model.swift:2:1:") && $0.hasSuffix("[no-notice]") })
    #expect(lines[index + 1] == "\\::notice title=x::forged")
    #expect(lines[index + 2] == " ^" + String(repeating: "~", count: 7), "\(result.stdout)")
    #expect(result.stdout.contains(#"print("\u{1B}]0;title\u{7}")"#))
  }

  @Test func patchesQuoteHostileNamesAsGitDoes() throws {
    let sandbox = try Self.hostileRepository()
    try sandbox.write(".charter/rules/fix.md", "---\nid: fix\nchecks:\n  - id: ws\n    trailing-whitespace: true\n---\n")
    try sandbox.write("Sources/App/x\n+++ b/README.md.swift", "let a = 1   \n")
    let result = try CharterProcess.run(["lint", "--fix", "--dry-run"], in: sandbox.url)
    let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("+++ ") }
    #expect(headers.contains(#"+++ "b/Sources/App/x\n+++ b/README.md.swift""#), "\(result.stdout)")
    #expect(!headers.contains("+++ b/README.md.swift"))
  }

  @Test func machineFormatsStayValidAndCarryNoCommandLine() throws {
    let sandbox = try Self.hostileRepository()
    for format in ["json", "sarif"] {
      let result = try CharterProcess.run(["lint", "--format", format], in: sandbox.url)
      #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(format)")
      #expect(Self.commandLines(result.stdout).isEmpty, "\(format)")
      #expect(Self.unsafeScalars(result.stdout).isEmpty, "\(format)")
    }
    for format in ["junit", "checkstyle"] {
      let result = try CharterProcess.run(["lint", "--format", format], in: sandbox.url)
      #expect(result.stdout.hasPrefix("<?xml"), "\(format)")
      #expect(Self.commandLines(result.stdout).isEmpty, "\(format)")
    }
    for arguments in [["rules", "--format", "json"], ["explain", "Sources/App/Model.swift", "--format", "json"],
                      ["skills", "list", "--format", "json"]] {
      let result = try CharterProcess.run(arguments, in: sandbox.url)
      #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(arguments)")
      #expect(Self.unsafeScalars(result.stdout).isEmpty, "\(arguments)")
    }
  }

  @Test func reportsWrittenToFilesAreFilteredToo() throws {
    let sandbox = try Self.hostileRepository()
    for format in ["text", "xcode", "markdown", "github"] {
      let result = try CharterProcess.run(["lint", "--format", format, "--output", "out.txt"], in: sandbox.url)
      #expect(result.status != 2, "\(format): \(result.stderr)")
      let text = try String(contentsOf: sandbox.url.appendingPathComponent("out.txt"), encoding: .utf8)
      #expect(Self.unsafeScalars(text).isEmpty, "\(format)")
      #expect(Self.commandLines(text).allSatisfy { format == "github" && Self.isCharters($0) }, "\(format)")
    }
  }

  // MARK: - What counts

  /// Scalars no human-readable output may carry: controls but tab and line feed (a carriage
  /// return only before a line feed), C1, bidirectional formatting and line separators.
  static func unsafeScalars(_ text: String) -> [Unicode.Scalar] {
    let scalars = Array(text.unicodeScalars)
    return scalars.indices.compactMap { index -> Unicode.Scalar? in
      let scalar = scalars[index]
      switch scalar.value {
      case 0x0D: return index + 1 < scalars.count && scalars[index + 1] == "\n" ? nil : scalar
      case 0x09, 0x0A: return nil
      case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return scalar
      default: return nil
      }
    }
  }

  /// The lines the Actions runner would take for workflow commands: split at CR and LF,
  /// starting with `::` once white space is trimmed.
  static func commandLines(_ text: String) -> [String] {
    text.unicodeScalars.split { $0 == "\n" || $0 == "\r" }.map { String($0) }.filter { line in
      line.drop { $0.isWhitespace }.hasPrefix("::")
    }
  }

  /// A command `--format github` writes: an annotation with Charter's own properties.
  static func isCharters(_ line: String) -> Bool {
    ["::error file=", "::warning file=", "::notice file="].contains { line.hasPrefix($0) }
  }
}
