import Foundation
import Testing

/// `charter hook install | uninstall` in real repositories, with real commits.
@Suite struct HookCommandTests {
  @Test func theHookRefusesACommitWithAViolationAndChainsTheExistingHook() throws {
    let repo = try GitSandbox(["A.swift": "let a = 1\n"])
    let existing = "#!/bin/sh\necho \"old hook ran\" >&2\nexit ${OLD_HOOK_STATUS:-0}\n"
    try repo.write(".git/hooks/pre-commit", existing)
    let hookFile = repo.url.appendingPathComponent(".git/hooks/pre-commit")
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: hookFile.path)

    let install = try repo.charter("hook", "install")
    #expect(install.status == 0)
    #expect(install.stdout.hasPrefix("installed .git/hooks/pre-commit; the hook that was there runs first"))
    #expect(try repo.charter("hook", "install").stdout == ".git/hooks/pre-commit is already installed\n")

    try repo.write("A.swift", "let a = try! f()\n")
    try repo.git("add", "-A")
    let refused = try repo.run("/usr/bin/git", ["commit", "-qm", "bad"])
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("old hook ran"))
    // git sends a hook's standard output to its standard error.
    #expect(refused.stderr.contains("A.swift:1:9: error: `try!` is not allowed here"))
    // The chained hook's failure stops the commit with its status, before Charter runs.
    try repo.write("A.swift", "let a = 1\n")
    try repo.git("add", "-A")
    let chainedFails = try repo.run(hookFile.path, [], environment: ["OLD_HOOK_STATUS": "3"])
    #expect(chainedFails.status == 3)
    #expect(try repo.run("/usr/bin/git", ["commit", "-qm", "good"]).status == 0)

    let uninstall = try repo.charter("hook", "uninstall")
    #expect(uninstall.stdout == "removed .git/hooks/pre-commit; restored the hook it chained\n")
    #expect(try Data(contentsOf: hookFile) == Data(existing.utf8))
    #expect(try FileManager.default.attributesOfItem(atPath: hookFile.path)[.posixPermissions] as? Int == 0o700)
    #expect(try repo.charter("hook", "uninstall").status == 1)
  }

  @Test func coreHooksPathIsHonouredAndComposeCheckRunsWhenThereAreTargets() throws {
    let repo = try GitSandbox(["A.swift": "let a = 1\n"], config: "packs: []\ntargets: [agents]\n")
    try repo.git("config", "core.hooksPath", "tools/hooks")
    let install = try repo.charter("hook", "install")
    #expect(install.stdout == "installed tools/hooks/pre-commit\n")
    let script = try String(contentsOf: repo.url.appendingPathComponent("tools/hooks/pre-commit"), encoding: .utf8)
    #expect(script.contains("compose --check"))
    #expect(!FileManager.default.fileExists(atPath: repo.url.appendingPathComponent(".git/hooks/pre-commit").path))
  }
}
