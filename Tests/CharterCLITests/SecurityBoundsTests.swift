import Foundation
import Testing

/// No single file a repository carries can crash a run or make it run for hours: each input
/// that once did (a SIGSEGV, a hang, a trap, exponential or quadratic time) is generated here
/// and given to the built binary, which must exit normally with a diagnostic, or ignore it.
/// Every run is killed after ``deadline`` seconds, a bound far above what the inputs now take,
/// so that a regression fails instead of hanging the suite. `Documentation/Security.md`
/// ("Stall or crash a run with one file") states the bounds.
@Suite struct SecurityBoundsTests {
  /// Seconds after which a run is killed and the test fails.
  static let deadline: TimeInterval = 60

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the process exited by itself (not killed by a signal or the deadline).
    var exited: Bool
    var output: String { stdout + stderr }
  }

  /// Runs `charter arguments…` in `directory`, killed after ``deadline`` seconds; output goes
  /// through files so that no pipe fills.
  static func charter(_ arguments: [String], in directory: URL) throws -> Run {
    let process = Process()
    process.executableURL = CharterProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "NO_COLOR": "1"]
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("charter-bounds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out")
    let err = scratch.appendingPathComponent("err")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: killer)
    process.waitUntilExit()
    killer.cancel()
    return Run(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "",
      exited: process.terminationReason == .exit)
  }

  /// A repository with `files`, no user rules, and a fragment that bans `print(` (a text check
  /// that must still run) and turns on a structural check that parses every Swift file
  /// declaring a main-actor type.
  static func repository(_ files: [String: String]) throws -> Sandbox {
    var all = files
    all[".git/HEAD"] = all[".git/HEAD"] ?? "ref: refs/heads/main\n"
    all[".charter/config.yml"] = all[".charter/config.yml"] ?? "packs: []\n"
    all[".charter/rules/s.md"] =
      all[".charter/rules/s.md"]
      ?? "---\nid: s\nchecks:\n  - id: redundant\n    swift: redundant-mainactor\n  - id: no-print\n    ban: print(\n---\n# S\n"
    return try Sandbox(all)
  }

  /// A Swift file the structural check parses (it mentions `MainActor`; a check the Swift 6
  /// compiler enforces would not do, since without a manifest the mode is unknown and such a
  /// check never runs), that calls `print(` once, then holds `attack`.
  static func swift(_ attack: String) -> String {
    "@MainActor final class A {\n  var timer: Timer?\n  deinit { timer?.invalidate(); print(1) }\n}\n" + attack + "\n"
  }

  /// Lints `files`; the run must exit normally (0, or 1 for an error finding), and say
  /// `expected`.
  @discardableResult
  static func expectLint(_ files: [String: String], says expected: [String], _ comment: Comment? = nil) throws -> Run {
    let repository = try Self.repository(files)
    let run = try charter(["lint"], in: repository.url)
    #expect(
      run.exited && (run.status == 0 || run.status == 1),
      "\(comment?.description ?? ""): \(run.status) \(run.stderr.prefix(500))")
    for text in expected {
      #expect(run.output.contains(text), "\(comment?.description ?? ""): no '\(text)' in \(run.output.prefix(800))")
    }
    return run
  }

  // MARK: - swift-syntax: sources

  /// Nesting written without brackets, each a SIGSEGV in swift-syntax's parser (or in the
  /// visitors walking its tree) before the parse guard counted it.
  @Test(arguments: [
    (
      "generic angle brackets",
      "let x: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000)
    ),
    ("nested #if", String(repeating: "#if X\n", count: 12_000) + String(repeating: "#endif\n", count: 12_000)),
    ("chained function types", "let f: " + String(repeating: "(Int) -> ", count: 8_000) + "Int"),
    ("try chain", "let t = " + String(repeating: "try ", count: 20_000) + "f()"),
    ("await chain", "func g() async { _ = " + String(repeating: "await ", count: 20_000) + "f() }"),
    (
      "nested ternaries",
      "let c = " + String(repeating: "a ? ", count: 10_000) + "b" + String(repeating: " : c", count: 10_000)
    ),
    (
      "nested interpolations",
      "let s = " + String(repeating: "\"\\(", count: 5_000) + "1" + String(repeating: ")\"", count: 5_000)
    ),
    ("member chain", "let m = x" + String(repeating: ".y", count: 100_000)),
    ("call chain", "let k = f" + String(repeating: "()", count: 50_000)),
    ("force unwraps", "let u = x" + String(repeating: "!", count: 100_000)),
    ("optional type", "let o: Int" + String(repeating: "?", count: 100_000) + " = nil"),
  ])
  func unbracketedNestingIsSkippedWithADiagnostic(_ name: String, _ attack: String) throws {
    try Self.expectLint(
      ["A.swift": Self.swift(attack)], says: ["A.swift:", "structural checks skipped", "no-print"],
      Comment(rawValue: name))
  }

  /// Long but flat: an operator chain, prefix operators written as one token, an `else if`
  /// chain below the limit. Parsed and checked, no diagnostic.
  @Test(arguments: [
    ("operator chain", "let p = a" + String(repeating: " + a", count: 100_000)),
    ("prefix operators", "let n = " + String(repeating: "!", count: 100_000) + "x"),
  ])
  func longFlatCodeIsParsed(_ name: String, _ code: String) throws {
    let run = try Self.expectLint(
      ["A.swift": Self.swift(code)], says: ["A.swift:", "[no-print]"], Comment(rawValue: name))
    #expect(!run.output.contains("structural checks skipped"), Comment(rawValue: name))
  }

  // MARK: - swift-syntax: Package.swift

  /// `Package.swift` is read for module settings through the same guard: an 8,000-link
  /// `else if` chain was a SIGSEGV, `deinit {` and 30 unclosed `[` never finished. Lint and
  /// explain report the manifest at its line and column and go on with unknown settings.
  @Test(arguments: [
    (
      "else-if chain",
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\")\nfunc f() {\n  if a {\n  }"
        + String(repeating: " else if b {\n  }", count: 8_000) + "\n}\n",
      "an 'if … else if' chain is longer than 1000"
    ),
    (
      "unclosed brackets",
      "// swift-tools-version: 6.0\nimport PackageDescription\nclass A {\n  deinit {\n"
        + String(repeating: "[", count: 30) + "\n  }\n}\n",
      "'(' and '[' open directly inside each other"
    ),
    (
      "generic nesting",
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet x: " + String(repeating: "A<", count: 2_000) + "Int"
        + String(repeating: ">", count: 2_000) + "\n",
      "code nests more than 64 deep"
    ),
  ])
  func hostileManifestIsADiagnostic(_ name: String, _ manifest: String, _ message: String) throws {
    let files = ["Package.swift": manifest, "Sources/P/A.swift": Self.swift("")]
    try Self.expectLint(
      files, says: ["Package.swift:", "cannot read the package manifest", message], Comment(rawValue: name))
    let repository = try Self.repository(files)
    let explain = try Self.charter(["explain", "Sources/P/A.swift"], in: repository.url)
    #expect(explain.exited && explain.status == 0, "\(name): \(explain.status) \(explain.stderr.prefix(300))")
  }

  /// The MCP server reads the same manifest for a `lint` call; it answered nothing (SIGSEGV).
  /// It now lints the file, and the next call is answered too.
  @Test func hostileManifestKeepsTheMCPServerUp() throws {
    let manifest =
      "// swift-tools-version: 6.0\nimport PackageDescription\nfunc f() {\n  if a {\n  }"
      + String(repeating: " else if b {\n  }", count: 8_000) + "\n}\n"
    let repository = try Self.repository(["Package.swift": manifest, "Sources/P/A.swift": Self.swift("")])
    let results = try MCPClient.run(
      [
        ["call": "lint", "arguments": ["path": "Sources/P/A.swift"]],
        ["call": "explain", "arguments": ["path": "Sources/P/A.swift"]],
      ], in: repository.url)
    #expect(results.count == 2)
    for result in results {
      #expect(result["error"] == nil && result["isError"] as? Bool == false, "\(result)")
    }
    #expect((results[0]["text"] as? String)?.contains("no-print") == true, "\(results[0])")
  }

  // MARK: - Graph walks

  /// A 195-byte project file whose group lists itself twice hung lint (2^64 walks).
  @Test func selfListingXcodeGroupIsWalkedOnce() throws {
    let pbxproj =
      "{ objects = { G = {isa = PBXGroup; children = (G, G, F, ); path = G; }; "
      + "F = {isa = PBXFileReference; path = A.swift; sourceTree = \"<group>\"; }; "
      + "R = {isa = PBXProject; mainGroup = G; targets = (); }; }; rootObject = R; }\n"
    try Self.expectLint(["App.xcodeproj/project.pbxproj": pbxproj, "G/A.swift": Self.swift("")], says: ["no-print"])
  }

  // MARK: - Globs

  /// A `.gitignore` line of 30 `**/` segments and one deep path: exponential in git's
  /// wildmatch (22 segments: 21 s), bounded in Charter's, with git's answers.
  @Test func doubleStarLineInGitignore() throws {
    let deep = Array(repeating: "a", count: 40).joined(separator: "/")
    let files = [
      ".gitignore": String(repeating: "**/a/", count: 30) + "b\n", deep + "/c.swift": "print(1)\n",
    ]
    try Self.expectLint(files, says: ["/c.swift:1:1", "[no-print]"])
  }

  // MARK: - Counts read from files

  /// Two baseline entries of 2^63−1 each trapped on the sum (SIGILL).
  @Test func baselineCountsThatOverflowAreAnError() throws {
    let entry = { (path: String) in
      "{\"path\": \"\(path)\", \"rule\": \"no-print\", \"line\": \"x\", \"message\": \"m\", \"count\": 9223372036854775807}"
    }
    let repository = try Self.repository([
      "A.swift": "print(1)\n",
      "baseline.json": "{\"version\": 1, \"findings\": [\(entry("A.swift")), \(entry("B.swift"))]}\n",
    ])
    let run = try Self.charter(["lint", "--baseline", "baseline.json"], in: repository.url)
    #expect(run.exited && run.status == 2, "\(run.status) \(run.stderr.prefix(300))")
    #expect(
      run.stderr.contains("entry 2: the counts add up to more than 9223372036854775807"), "\(run.stderr)"
    )
  }

  // MARK: - Regexes

  /// A `regex: true` ban of 600 `.*` cost about 50 s per MB: the check is stopped on the file
  /// with a warning once it has taken more than its budget; the other checks still run.
  @Test func costlyRegexIsStoppedWithADiagnostic() throws {
    let pattern = String(repeating: ".*", count: 600) + "x"
    let rules =
      "---\nid: r\nchecks:\n  - id: costly\n    ban: '\(pattern)'\n    regex: true\n  - id: no-print\n    ban: print(\n---\n# R\n"
    let text =
      String(repeating: "let value = 12345678901234567890 // a line without the letter after\n", count: 3_000)
      + "print(1)\n"
    try Self.expectLint(
      [".charter/rules/s.md": rules, "A.swift": text],
      says: ["A.swift:", "check 'costly' stopped on this file", "no-print"])
  }

  // MARK: - Markdown

  /// One 16,000-column table row took over 10 s in cmark-gfm's table extension: the file is
  /// read with tables as text, with a warning at the line.
  @Test func overwideTableIsReadAsText() throws {
    let row = "|" + String(repeating: " a |", count: 16_000)
    let separator = "|" + String(repeating: "---|", count: 16_000)
    let agents = "# Rules\n\n" + row + "\n" + separator + "\n" + row + "\n\n- Never use `print(` in code.\n"
    let repository = try Self.repository(["AGENTS.md": agents, "A.swift": "let a = 1\n"])
    for arguments in [["lint"], ["rules"]] {
      let run = try Self.charter(arguments, in: repository.url)
      #expect(
        run.exited && (run.status == 0 || run.status == 1), "\(arguments): \(run.status) \(run.stderr.prefix(300))")
      #expect(run.output.contains("AGENTS.md:3:1"), "\(arguments): \(run.output.prefix(600))")
      #expect(run.output.contains("tables are read as text"), "\(arguments): \(run.output.prefix(600))")
    }
  }
}
