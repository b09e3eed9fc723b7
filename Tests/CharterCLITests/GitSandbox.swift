import Foundation

/// A temporary git repository with Charter rules that ban `try!` (error) and `print(`
/// (warning), and a hermetic git: no global or system config, a fixed author.
final class GitSandbox: @unchecked Sendable {
  let sandbox: Sandbox
  var url: URL { sandbox.url }

  /// The environment every git and charter run here gets.
  static let environment = [
    "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
    "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
  ]

  init(_ files: [String: String] = [:], config: String = "packs: []\n") throws {
    var all = files
    all[".charter/config.yml"] = config
    all[".charter/rules/rules.md"] = LintCommandTests.rules
    sandbox = try Sandbox(all)
    try git("init", "-q", "-b", "main")
  }

  /// Runs `git arguments…` here; throws when it fails.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let result = try run("/usr/bin/git", arguments)
    guard result.status == 0 else { throw Failure(message: "git \(arguments): \(result.stderr)") }
    return result.stdout
  }

  /// Runs `executable arguments…` here with the hermetic environment.
  func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
    -> CharterProcess.Result
  {
    try CharterProcess.run(
      URL(fileURLWithPath: executable), arguments, in: url,
      environment: Self.environment.merging(environment) { _, new in new })
  }

  /// Runs `charter arguments…` here.
  func charter(_ arguments: String...) throws -> CharterProcess.Result {
    try CharterProcess.run(arguments, in: url, environment: Self.environment)
  }

  /// The paths of the findings `charter arguments… --format json` reports, and its status.
  func findingPaths(_ arguments: String...) throws -> (paths: [String], status: Int32) {
    let result = try CharterProcess.run(arguments + ["--format", "json"], in: url, environment: Self.environment)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let findings = json?["findings"] as? [[String: Any]] ?? []
    return (findings.compactMap { $0["path"] as? String }, result.status)
  }

  func write(_ path: String, _ text: String) throws { try sandbox.write(path, text) }

  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
