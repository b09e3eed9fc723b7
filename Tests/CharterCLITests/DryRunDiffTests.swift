import Foundation
import Testing

/// `compose --dry-run` and `lint --fix --dry-run` print patches `git apply` accepts, and
/// applying one gives what the real run writes: new files, deleted files, changed files, a
/// last line without a newline.
@Suite struct DryRunDiffTests {
  static let files = [
    ".charter/rules/swift.md": "---\nid: swift\nglobs: [\"**/*.swift\"]\nenable: [final-newline]\n---\n# Swift\n\n- Two spaces.\n",
    "AGENTS.md": "# Our guide\n\nNo newline at the end",
    "A.swift": "func f() {\n    let a = 1   \n}\nlet b = 2",
  ]
  static let config = "targets: [agents, cursor]\npacks: [general]\n"

  /// Writes `patch` beside the work tree's files, runs `git apply --check`, then applies it.
  static func apply(_ patch: String, in repository: GitSandbox) throws {
    let url = repository.url.appendingPathComponent(".git/dry-run.patch")
    try Data(patch.utf8).write(to: url)
    let check = try repository.run("/usr/bin/git", ["apply", "--check", url.path])
    #expect(check.status == 0, "git apply --check: \(check.stderr)\n\(patch)")
    try repository.git("apply", url.path)
  }

  static func text(_ path: String, in repository: GitSandbox) -> String? {
    try? String(contentsOf: repository.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func composeDryRunAppliesAsComposeWrites() throws {
    let dry = try GitSandbox(Self.files, config: Self.config)
    let real = try GitSandbox(Self.files, config: Self.config)
    let patch = try dry.charter("compose", "--dry-run")
    #expect(patch.status == 0)
    #expect(patch.stdout.contains("new file mode 100644\n--- /dev/null\n+++ b/.cursor/rules/swift.mdc\n@@ -0,0 +1,"))
    try Self.apply(patch.stdout, in: dry)
    #expect(try real.charter("compose").status == 0)
    for path in ["AGENTS.md", ".cursor/rules/swift.mdc", ".cursor/rules/general.mdc"] {
      #expect(Self.text(path, in: dry) == Self.text(path, in: real), "\(path)")
    }

    // A fragment removed: its generated file is deleted, its text leaves the block.
    for repository in [dry, real] {
      if repository === dry { #expect(try dry.charter("compose").status == 0) }
      try FileManager.default.removeItem(at: repository.url.appendingPathComponent(".charter/rules/swift.md"))
    }
    let deletion = try dry.charter("compose", "--dry-run")
    #expect(deletion.stdout.contains("deleted file mode 100644\n--- a/.cursor/rules/swift.mdc\n+++ /dev/null\n"))
    try Self.apply(deletion.stdout, in: dry)
    #expect(try real.charter("compose").status == 0)
    #expect(Self.text(".cursor/rules/swift.mdc", in: dry) == nil)
    #expect(Self.text("AGENTS.md", in: dry) == Self.text("AGENTS.md", in: real))
  }

  @Test func fixDryRunAppliesAsFixWrites() throws {
    let dry = try GitSandbox(Self.files, config: Self.config)
    let real = try GitSandbox(Self.files, config: Self.config)
    let patch = try dry.charter("lint", "--fix", "--dry-run")
    #expect(patch.stdout.contains("-let b = 2\n\\ No newline at end of file\n+let b = 2\n"))
    try Self.apply(patch.stdout, in: dry)
    _ = try real.charter("lint", "--fix")
    for path in ["A.swift", "AGENTS.md"] {
      #expect(Self.text(path, in: dry) == Self.text(path, in: real), "\(path)")
    }
  }
}
