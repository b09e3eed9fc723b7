import Foundation
import Testing

/// `charter lint --staged` and `--changed-since` in real temporary git repositories.
@Suite struct LintGitTests {
  @Test func stagedContentIsCheckedNotTheWorkingTree() throws {
    let repo = try GitSandbox(["A.swift": "let a = 1\n"])
    try repo.git("add", "-A")
    try repo.git("commit", "-qm", "start")
    // Staged with a violation, then fixed in the working tree only: the commit would still carry it.
    try repo.write("A.swift", "let a = try! f()\n")
    try repo.git("add", "A.swift")
    try repo.write("A.swift", "let a = 1\n")
    let staged = try repo.charter("lint", "--staged")
    #expect(staged.status == 1)
    #expect(
      staged.stdout.hasPrefix("A.swift:1:9: error: `try!` is not allowed here [no-force-try]\nlet a = try! f()\n"))
    #expect(try repo.charter("lint").status == 0)
    // The other way round: a clean stage passes whatever the working tree holds.
    try repo.write("A.swift", "let a = 2\n")
    try repo.git("add", "A.swift")
    try repo.write("A.swift", "let a = try! f()\n")
    let clean = try repo.charter("lint", "--staged")
    #expect(clean.status == 0)
    #expect(clean.stdout == "no findings in 1 file\n")
  }

  @Test func renamesFollowTheNewNameDeletionsAndSubmodulesAreSkipped() throws {
    let repo = try GitSandbox([
      "Old.swift": "let a = try! f()\n", "Gone.swift": "let b = try! g()\n", "Same.swift": "print(1)\n",
    ])
    try repo.git("add", "-A")
    try repo.git("commit", "-qm", "start")
    try FileManager.default.createDirectory(
      at: repo.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try repo.git("mv", "Old.swift", "Sources/New name é.swift")
    try repo.git("rm", "-q", "Gone.swift")
    let head = try repo.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    try repo.git("update-index", "--add", "--cacheinfo", "160000,\(head),Vendor/Module")
    let (paths, status) = try repo.findingPaths("lint", "--staged")
    #expect(paths == ["Sources/New name é.swift"])
    #expect(status == 1)
    let text = try repo.charter("lint", "--staged")
    #expect(text.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
    // Paths narrow the staged set.
    #expect(try repo.findingPaths("lint", "--staged", "Elsewhere").paths == [])
    #expect(try repo.findingPaths("lint", "--staged", "Sources").paths == ["Sources/New name é.swift"])
  }

  @Test func stagedFilesBeforeTheFirstCommitAndTheConfigExclude() throws {
    let repo = try GitSandbox(
      ["Vendor/Lib.swift": "let a = try! f()\n", "App/Main.swift": "print(1)\n"],
      config: "packs: []\nexclude: [\"Vendor/**\"]\n")
    try repo.git("add", "-A")
    let (paths, status) = try repo.findingPaths("lint", "--staged")
    #expect(paths == ["App/Main.swift"])
    #expect(status == 0)
  }

  @Test func changedSinceChecksFilesChangedFromDisk() throws {
    let repo = try GitSandbox(["A.swift": "let a = 1\n", "Old.swift": "let b = try! g()\n"])
    try repo.git("add", "-A")
    try repo.git("commit", "-qm", "start")
    try repo.write("A.swift", "let a = try! f()\n")
    let (paths, status) = try repo.findingPaths("lint", "--changed-since", "HEAD")
    #expect(paths == ["A.swift"])
    #expect(status == 1)
    let bad = try repo.charter("lint", "--changed-since", "no-such-ref")
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("error: git diff:"))
    #expect(bad.stderr.contains("no-such-ref"))
  }

  @Test func outsideARepositoryIsAnError() throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\n", "A.swift": "let a = 1\n"])
    let result = try CharterProcess.run(
      ["lint", "--staged"], in: sandbox.url,
      environment: ["GIT_CEILING_DIRECTORIES": sandbox.url.deletingLastPathComponent().path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("not a git repository"))
    let both = try CharterProcess.run(["lint", "--staged", "--changed-since", "HEAD"], in: sandbox.url)
    #expect(both.status == 2)
  }
}
