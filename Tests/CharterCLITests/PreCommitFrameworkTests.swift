import Foundation
import Testing

/// The real pre-commit framework (installed into `.venv` by `scripts/install-test-tools.sh`)
/// running the built `charter` as a `repo: local`, `language: system` hook: no network, no
/// rebuild of the package.
@Suite struct PreCommitFrameworkTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func preCommit() throws -> String {
    let path = packageRoot.appendingPathComponent(".venv/bin/pre-commit").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw GitSandbox.Failure(message: "\(path) is missing: run scripts/install-test-tools.sh (make test does)")
    }
    return path
  }

  @Test func theManifestIsValid() throws {
    let manifest = Self.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml").path
    let repo = try GitSandbox()
    let result = try repo.run(try Self.preCommit(), ["validate-manifest", manifest])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test func aCommitWithAViolationIsRefusedAndACleanOnePasses() throws {
    let preCommit = try Self.preCommit()
    let repo = try GitSandbox(
      ["Ok.swift": "let a = 1\n", "Vendor/Lib.swift": "let v = try! f()\n"],
      config: "packs: []\nexclude: [\"Vendor/**\"]\n")
    try repo.write(
      ".pre-commit-config.yaml",
      """
      repos:
        - repo: local
          hooks:
            - id: charter-lint
              name: charter lint
              entry: "'\(CharterProcess.executable.path)' lint --force-exclude"
              language: system
              types: [text]
              pass_filenames: true
              require_serial: true

      """)
    let home = try Sandbox()
    let environment = ["PRE_COMMIT_HOME": home.url.path]
    let install = try repo.run(preCommit, ["install"], environment: environment)
    #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
    try repo.git("add", "-A")
    let first = try repo.run("/usr/bin/git", ["commit", "-qm", "start"], environment: environment)
    // Vendor/Lib.swift is staged too, and --force-exclude honours the config's exclude.
    #expect(first.status == 0, "\(first.stdout)\(first.stderr)")

    try repo.write("Sources/Bad name é.swift", "let a = try! f()\n")
    try repo.git("add", "-A")
    let refused = try repo.run("/usr/bin/git", ["commit", "-qm", "bad"], environment: environment)
    #expect(refused.status != 0)
    #expect(
      (refused.stdout + refused.stderr).contains("Sources/Bad name é.swift:1:9: error: `try!` is not allowed here"),
      "\(refused.stdout)\(refused.stderr)")

    try repo.write("Sources/Bad name é.swift", "let a = 1\n")
    try repo.git("add", "-A")
    let passed = try repo.run("/usr/bin/git", ["commit", "-qm", "good"], environment: environment)
    #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
    #expect(try repo.git("log", "--format=%s") == "good\nstart\n")
  }
}
