import Foundation
import Testing

@Suite struct SkillsCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let skill = "---\nname: tidy\ndescription: Tidy the code.\n---\nBody.\n"

  static let validateCases: [([String], Int32)] = [
    ([], 0),
    (["skills/tidy"], 0),
    (["skills/tidy/SKILL.md"], 0),
    (["skills/bad"], 1),
    (["skills"], 1),
    (["skills/nowhere"], 2),
    (["--format", "yaml"], 2),
    (["--client", "vim"], 2),
    (["skills/claude", "--client", "claude"], 0),
    (["skills/claude"], 1),
  ]

  @Test(arguments: validateCases)
  func validateExitCodes(_ arguments: [String], _ status: Int32) throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\nexclude: [\"skills/bad/**\", \"skills/claude/**\"]\n",
      "skills/tidy/SKILL.md": Self.skill,
      "skills/bad/SKILL.md": "---\nname: nope\ndescription: d\n---\n",
      "skills/claude/SKILL.md": "---\nname: claude\ndescription: d\nmodel: haiku\n---\n",
    ])
    let result = try CharterProcess.run(["skills", "validate"] + arguments, in: sandbox.url)
    #expect(result.status == status, "\(result.stdout)\(result.stderr)")
  }

  @Test func validateReportsThroughLintReporters() throws {
    let sandbox = try Sandbox([".charter/skills/bad/SKILL.md": "---\nname: Bad\ndescription: d\n---\n"])
    let text = try CharterProcess.run(["skills", "validate"], in: sandbox.url)
    #expect(text.status == 1)
    #expect(text.stdout.hasPrefix(
      ".charter/skills/bad/SKILL.md:2:7: error: skill name 'Bad' contains 'B'; use only lowercase letters a-z, digits and hyphens [skill-name-characters]\nname: Bad\n      ^\n"))
    for format in ["json", "sarif", "junit", "github", "checkstyle", "markdown"] {
      let result = try CharterProcess.run(["skills", "validate", "--format", format], in: sandbox.url)
      #expect(result.status == 1)
      #expect(result.stdout.contains("skill-name-characters") || result.stdout.contains("skill name 'Bad'"), "\(format)")
    }
    let output = try CharterProcess.run(["skills", "validate", "--format", "json", "--output", "out.json"], in: sandbox.url)
    #expect(output.status == 1 && output.stdout == "")
    #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("out.json").path))
  }

  @Test func configClientAcceptsExtensionKeys() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "skills:\n  client: claude\n",
      ".charter/skills/fast/SKILL.md": "---\nname: fast\ndescription: d\nmodel: haiku\n---\n",
    ])
    #expect(try CharterProcess.run(["skills", "validate"], in: sandbox.url).status == 0)
  }

  @Test func listJSONAndPromptSkipsInvalid() throws {
    let sandbox = try Sandbox([
      ".charter/skills/tidy/SKILL.md": Self.skill,
      ".charter/skills/bad/SKILL.md": "---\nname: nope\ndescription: d\n---\n",
    ])
    let list = try CharterProcess.run(["skills", "list", "--format", "json"], in: sandbox.url)
    #expect(list.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
    let skills = try #require(json["skills"] as? [[String: Any]])
    #expect(skills.map { $0["status"] as? String } == ["invalid", "valid"])
    let prompt = try CharterProcess.run(["skills", "prompt"], in: sandbox.url)
    #expect(prompt.status == 0)
    #expect(prompt.stdout.contains("<name>\ntidy\n</name>") && !prompt.stdout.contains("nope"))
    #expect(prompt.stderr.hasPrefix("warning: skipping invalid skill .charter/skills/bad/SKILL.md"))
  }

  @Test func installCases() throws {
    let sandbox = try Sandbox(["local/tidy/SKILL.md": Self.skill])
    let builtin = try CharterProcess.run(["skills", "install", "charter-rules"], in: sandbox.url)
    #expect(builtin.status == 0 && builtin.stdout == "installed .charter/skills/charter-rules\n")
    let again = try CharterProcess.run(["skills", "install", "charter-rules"], in: sandbox.url)
    #expect(again.status == 1 && again.stderr.contains("already exists"))
    let local = try CharterProcess.run(["skills", "install", "local/tidy"], in: sandbox.url)
    #expect(local.status == 0 && local.stdout == "installed .charter/skills/tidy\n")
    let unknown = try CharterProcess.run(["skills", "install", "nope"], in: sandbox.url)
    #expect(unknown.status == 2 && unknown.stderr.contains("no built-in skill named 'nope'"))
  }

  @Test func rulesReportsSkillProblems() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\n",
      ".charter/skills/bad/SKILL.md": "---\nname: nope\ndescription: d\n---\n",
    ])
    let result = try CharterProcess.run(["rules", "--no-user-rules"], in: sandbox.url)
    #expect(result.status == 2)
    #expect(result.stderr.contains(
      ".charter/skills/bad/SKILL.md:2:7: error: skill name 'nope' must equal the name of its folder, 'bad'"))
  }

  // MARK: - Agreement with skills-ref

  static var agentskills: URL { packageRoot.appendingPathComponent(".venv/bin/agentskills") }

  static func requireReference() throws {
    guard FileManager.default.isExecutableFile(atPath: agentskills.path) else {
      Issue.record("\(agentskills.path) is missing; run scripts/install-test-tools.sh (it installs skills-ref)")
      throw CancellationError()
    }
  }

  /// Every verdict agrees with skills-ref's, except the deliberate differences the script lists.
  @Test func verdictsAgreeWithReference() throws {
    try Self.requireReference()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.packageRoot.appendingPathComponent("scripts/skills-agreement.py").path,
      "--charter", CharterProcess.executable.path, "--agentskills", Self.agentskills.path,
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }

  /// `charter skills prompt` prints what `agentskills to-prompt` prints, byte for byte.
  @Test func promptIsByteIdenticalToReference() throws {
    try Self.requireReference()
    let corpus = Self.packageRoot.appendingPathComponent("Tests/Fixtures/Skills/Corpus")
    let folders = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
      .map { corpus.appendingPathComponent($0).path }
    let ours = try CharterProcess.run(["skills", "prompt"] + folders, in: Self.packageRoot)
    let process = Process()
    process.executableURL = Self.agentskills
    process.arguments = ["to-prompt"] + folders
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let theirs = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(ours.status == 0)
    #expect(ours.stdout == theirs)
  }
}
