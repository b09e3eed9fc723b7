import Foundation
import Testing

/// The SwiftPM plugins, used the way a package that depends on Charter uses them: a sample
/// package depending on this one by path runs `swift build` with the build-tool plugin and
/// `swift package charter …` with the command plugin.
///
/// Opt-in: the sample builds Charter and swift-syntax from scratch the first time (10 minutes
/// or more on two cores), so it runs only with `CHARTER_PLUGIN_TESTS=1` (`make plugin-test`).
/// The sample lives in a fixed folder under the temporary directory so later runs reuse its
/// build; it is rewritten every run.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CHARTER_PLUGIN_TESTS"] == "1"), .serialized)
struct PluginTests {
  static let charterRoot = PreCommitFrameworkTests.packageRoot
  static let sample = FileManager.default.temporaryDirectory.appendingPathComponent("charter-plugin-sample")

  /// Writes the sample package: one target using the build-tool plugin, a rule file with a
  /// warning-level ban and `extra` more files.
  static func writeSample(_ extra: [String: String] = [:]) throws {
    // SwiftPM names a path dependency after its folder.
    let identity = charterRoot.lastPathComponent.lowercased()
    var files = [
      "Package.swift": """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
          name: "Sample",
          dependencies: [.package(path: "\(charterRoot.path)")],
          targets: [
            .target(name: "Sample", plugins: [.plugin(name: "CharterBuildToolPlugin", package: "\(identity)")])
          ]
        )

        """,
      ".charter/config.yml": "packs: []\ntargets: [agents]\n",
      ".charter/rules/style.md": """
        ---
        id: style
        globs: ["**/*.swift"]
        checks:
          - id: no-print
            ban: "print("
            message: Log with os.Logger instead of print
            severity: warning
        ---
        # Style

        Log with `os.Logger`.

        """,
      "Sources/Sample/Model.swift": "public func greet() {\n  print(\"hello\")\n}\n",
      ".git/HEAD": "ref: refs/heads/main\n",
    ]
    files.merge(extra) { _, new in new }
    try? FileManager.default.removeItem(at: sample.appendingPathComponent("Sources"))
    try? FileManager.default.removeItem(at: sample.appendingPathComponent(".charter"))
    for (path, text) in files {
      let url = sample.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    // The same pins as Charter's, so SwiftPM resolves from what Charter's build already fetched.
    let resolved = sample.appendingPathComponent("Package.resolved")
    try? FileManager.default.removeItem(at: resolved)
    try FileManager.default.copyItem(at: charterRoot.appendingPathComponent("Package.resolved"), to: resolved)
  }

  /// Runs `swift arguments…` in the sample with this process's environment.
  static func swift(_ arguments: [String]) throws -> CharterProcess.Result {
    let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("CHARTER_") }
    return try CharterProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: sample, environment: environment)
  }

  @Test(.timeLimit(.minutes(60)))
  func buildToolPluginReportsFindingsAsDiagnostics() throws {
    try Self.writeSample()
    let build = try Self.swift(["build"])
    let output = build.stdout + build.stderr
    #expect(build.status == 0, "\(output.suffix(4000))")
    let model = Self.sample.appendingPathComponent("Sources/Sample/Model.swift").path
    #expect(
      output.contains("\(model):2:3: warning: Log with os.Logger instead of print [no-print]"), "\(output.suffix(4000))")

    // An error-severity finding fails the build, as a compiler error does.
    try Self.writeSample(["Sources/Sample/Model.swift": "public func greet() {\n  print(\"hello\")\n  let x = try! load()\n}\n",
      ".charter/rules/errors.md": "---\nid: errors\nchecks:\n  - id: no-force-try\n    ban: \"try!\"\n    severity: error\n---\n# Errors\n"])
    let failing = try Self.swift(["build"])
    let failed = failing.stdout + failing.stderr
    #expect(failing.status != 0)
    #expect(failed.contains("\(model):3:11: error: `try!` is not allowed here [no-force-try]"), "\(failed.suffix(4000))")
  }

  @Test(.timeLimit(.minutes(60)))
  func commandPluginRunsLintAndCompose() throws {
    try Self.writeSample()
    let lint = try Self.swift(["package", "charter", "lint"])
    #expect(lint.status == 0, "\(lint.stderr.suffix(4000))")
    #expect(lint.stdout.contains("Sources/Sample/Model.swift:2:3: warning: Log with os.Logger instead of print [no-print]"))

    let agents = Self.sample.appendingPathComponent("AGENTS.md")
    try? FileManager.default.removeItem(at: agents)
    let compose = try Self.swift(["package", "--allow-writing-to-package-directory", "charter", "compose"])
    #expect(compose.status == 0, "\(compose.stderr.suffix(4000))")
    #expect(compose.stdout.contains("wrote AGENTS.md"))
    let text = try String(contentsOf: agents, encoding: .utf8)
    #expect(text.contains("Log with `os.Logger`."))
    let check = try Self.swift(["package", "charter", "compose", "--check"])
    #expect(check.status == 0, "\(check.stderr.suffix(2000))")
  }
}
