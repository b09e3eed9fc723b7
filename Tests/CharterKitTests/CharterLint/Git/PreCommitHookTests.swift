import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint

@Suite struct PreCommitHookTests {
  static let existing = "#!/bin/bash\n# someone's hook\u{00A0}é\nexit 3\n"

  func mode(_ url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
  }

  @Test func installChainsAnExistingHookAndUninstallRestoresItExactly() throws {
    let directory = try TemporaryDirectory()
    let hook = PreCommitHook(folder: directory.url.appendingPathComponent("hooks"))
    let original = try directory.write("hooks/pre-commit", Self.existing)
    try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: original.path)
    let script = PreCommitHook.script(fallback: "/opt/it's/charter", composeCheck: true)

    #expect(try hook.install(script: script) == .installed(chained: true))
    #expect(try String(contentsOf: hook.hookFile, encoding: .utf8) == script)
    #expect(try mode(hook.hookFile) == 0o755)
    #expect(try String(contentsOf: hook.chainedFile, encoding: .utf8) == Self.existing)
    #expect(try hook.install(script: script) == .unchanged)
    #expect(try hook.install(script: PreCommitHook.script(fallback: "/x", composeCheck: false)) == .updated)

    #expect(try hook.uninstall() == .removed(restored: true))
    #expect(try Data(contentsOf: hook.hookFile) == Data(Self.existing.utf8))
    #expect(try mode(hook.hookFile) == 0o750)
    #expect(!FileManager.default.fileExists(atPath: hook.chainedFile.path))
    #expect(throws: HookError.notCharters(hook.hookFile.path)) { try hook.uninstall() }
  }

  @Test func withoutAnExistingHook() throws {
    let directory = try TemporaryDirectory()
    let hook = PreCommitHook(folder: directory.url.appendingPathComponent("new/hooks"))
    #expect(try hook.uninstall() == .notInstalled)
    #expect(
      try hook.install(script: PreCommitHook.script(fallback: "/c", composeCheck: false)) == .installed(chained: false))
    #expect(try hook.uninstall() == .removed(restored: false))
    #expect(try FileManager.default.contentsOfDirectory(atPath: hook.folder.path) == [])
  }

  @Test func aChainedHookInTheWayIsRefused() throws {
    let directory = try TemporaryDirectory()
    let hook = PreCommitHook(folder: directory.url)
    try directory.write("pre-commit", "#!/bin/sh\n")
    try directory.write("pre-commit.charter-chained", "#!/bin/sh\n")
    #expect(throws: HookError.chainedHookExists(hook.chainedFile.path)) {
      try hook.install(script: PreCommitHook.script(fallback: "/c", composeCheck: false))
    }
    #expect(try String(contentsOf: hook.hookFile, encoding: .utf8) == "#!/bin/sh\n")
  }

  @Test func theScriptRunsTheChainedHookFirstAndKeepsItsStatus() throws {
    let script = PreCommitHook.script(fallback: "/opt/it's/charter", composeCheck: true)
    #expect(script.contains("\"$hooks/pre-commit.charter-chained\" \"$@\" || exit $?"))
    #expect(script.contains("charter=$(command -v charter || echo '/opt/it'\\''s/charter')"))
    #expect(script.hasSuffix("\"$charter\" lint --staged || exit $?\n\"$charter\" compose --check || exit $?\n"))
    #expect(!PreCommitHook.script(fallback: "/c", composeCheck: false).contains("compose"))
  }
}
