import Foundation
import Testing

/// One voice on the command line: mistakes in how a command was called read as
/// argument-parser's own (`Error: …`, the usage, where to read more; exit 2), and `--help` says
/// what goes in each option and offers only options that mean something for the command.
@Suite struct CommandLineVoiceTests {
  static func repository() throws -> Sandbox {
    try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs: []\ntargets: [agents]\n",
      "A.swift": "let a = 1\n",
    ])
  }

  @Test(arguments: [
    (["lint", "--format", "xml"], "lint", "The value 'xml' is invalid for '--format <format>'"),
    (["lint", "-"], "lint", "'-' does not exist"),
    (["lint", "../"], "lint", "'../' is outside the repository"),
    (["lint", "--dry-run"], "lint", "--dry-run goes with --fix"),
    (["lint", "--baseline", "nope.json"], "lint", "cannot read the baseline 'nope.json'"),
    (["compose", "--target", "cursr"], "compose", "unknown compose target 'cursr'"),
    (["explain", "/etc/hostname"], "explain", "'/etc/hostname' is not a file inside the repository"),
    (["test", "nope.md"], "test", "'nope.md': no such file or folder"),
    (["skills", "validate", "-"], "skills validate", "'-' does not exist"),
    (["skills", "list", "--client", "nobody"], "skills list", "The value 'nobody' is invalid for '--client <client>'"),
    (["compose", "--no-user-rules"], "compose", "Unknown option '--no-user-rules'"),
  ])
  func usageErrors(_ arguments: [String], _ command: String, _ message: String) throws {
    let sandbox = try Self.repository()
    let result = try CharterProcess.run(arguments, in: sandbox.url)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
    #expect(result.stderr.contains("\nUsage: charter \(command) "), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("  See 'charter \(command) --help' for more information.\n"), "\(result.stderr)")
  }

  static let commands: [[String]] = [
    ["lint"], ["compose"], ["explain"], ["rules"], ["test"], ["init"], ["hook", "install"], ["hook", "uninstall"],
    ["skills", "validate"], ["skills", "list"], ["skills", "prompt"], ["skills", "install"],
  ]

  /// Placeholders name what goes there (`--changed-since <ref>`, not `<changed-since>`), and
  /// `--no-user-rules` is offered only by the commands that read the user-global layer.
  @Test(arguments: commands)
  func help(_ command: [String]) throws {
    let sandbox = try Self.repository()
    let result = try CharterProcess.run(command + ["--help"], in: sandbox.url)
    #expect(result.status == 0)
    let help = result.stdout
    for line in help.split(separator: "\n") {
      let words = line.split(separator: " ")
      for (option, value) in zip(words, words.dropFirst()) where option.hasPrefix("--") && option.contains("-") {
        let name = option.dropFirst(2)
        #expect(value != "<\(name)>" || !name.contains("-"), "\(command): \(line)")
      }
    }
    let readsUserRules = [["lint"], ["explain"], ["rules"]].contains(command)
    #expect(help.contains("--no-user-rules") == readsUserRules, "\(command)")
    #expect(help.contains("-C, --directory <directory>"))
  }

  @Test func closedChoicesAreListed() throws {
    let sandbox = try Self.repository()
    let lint = try CharterProcess.run(["lint", "--help"], in: sandbox.url).stdout
    #expect(lint.contains("--changed-since <ref>"))
    #expect(lint.contains("(values: text, json, sarif,"))
    let compose = try CharterProcess.run(["compose", "--help"], in: sandbox.url).stdout
    #expect(compose.contains("values: agents, claude, cursor"))
    let completion = try CharterProcess.run(["--generate-completion-script", "bash"], in: sandbox.url).stdout
    #expect(completion.contains("sarif"))
    #expect(completion.contains("windsurf"))
  }

  /// `--quiet` keeps what needs acting on and drops the summaries.
  @Test func quiet() throws {
    let sandbox = try Self.repository()
    try sandbox.write("B.swift", "let b = 1   \n")
    try sandbox.write(".charter/rules/r.md", "---\nid: r\nchecks:\n  - id: ws\n    trailing-whitespace: true\n---\n# R\n")
    let lint = try CharterProcess.run(["lint", "--quiet"], in: sandbox.url)
    #expect(lint.stdout.hasPrefix("B.swift:1:10: warning:"))
    #expect(!lint.stdout.contains(" in 5 files"))
    let compose = try CharterProcess.run(["compose", "-q"], in: sandbox.url)
    #expect(compose.status == 0)
    #expect(compose.stdout == "")
    let test = try CharterProcess.run(["test", "--quiet"], in: sandbox.url)
    #expect(test.stdout == "")
  }

  /// The config `init` writes points at help the user has.
  @Test func initPointsAtHelpTheUserHas() throws {
    let sandbox = try Sandbox([".git/HEAD": "ref: refs/heads/main\n"])
    #expect(try CharterProcess.run(["init"], in: sandbox.url).status == 0)
    let config = try String(contentsOf: sandbox.url.appendingPathComponent(".charter/config.yml"), encoding: .utf8)
    #expect(!config.contains("Documentation/"))
    #expect(config.contains("`charter help init`"))
    let again = try CharterProcess.run(["init"], in: sandbox.url)
    #expect(again.status == 2)
    #expect(again.stderr.hasPrefix("Error: .charter/config.yml already exists; nothing was changed"))
    #expect(again.stderr.contains("\nUsage: charter init "))
    let help = try CharterProcess.run(["help", "init"], in: sandbox.url).stdout
    #expect(help.contains("`targets`") && help.contains("`packs`") && help.contains("`exclude`"))
  }
}
