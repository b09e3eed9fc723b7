import Foundation
import Testing

/// `hook install --agent` says when the `charter` its command names is not this one: missing
/// from `PATH` (the hook would fail with 127 on every edit) or another version.
@Suite struct HookCommandLookupTests {
  @Test func noCharterOnThePathIsAWarning() throws {
    let repo = try Sandbox([:])
    let result = try CharterProcess.run(["hook", "install", "--agent", "claude"], in: repo.url, environment: ["PATH": "/usr/bin:/bin"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("warning: no 'charter' on PATH: the hook's command will fail on every edit"))
  }

  @Test func thisCharterOnThePathIsSilent() throws {
    let repo = try Sandbox([:])
    let bin = try Sandbox()
    try FileManager.default.createSymbolicLink(
      at: bin.url.appendingPathComponent("charter"), withDestinationURL: CharterProcess.executable)
    let result = try CharterProcess.run(
      ["hook", "install", "--agent", "claude"], in: repo.url, environment: ["PATH": bin.url.path + ":/usr/bin:/bin"])
    #expect(result.status == 0)
    #expect(!result.stderr.contains("warning"), "\(result.stderr)")
  }

  @Test func anotherVersionIsNamed() throws {
    let repo = try Sandbox([:])
    let bin = try Sandbox()
    try bin.write("charter", "#!/bin/sh\necho 0.0.1\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.url.appendingPathComponent("charter").path)
    let result = try CharterProcess.run(
      ["hook", "install", "--agent", "gemini"], in: repo.url, environment: ["PATH": "relative:" + bin.url.path])
    #expect(result.status == 0)
    #expect(result.stderr.contains("warning: the hook will run \(bin.url.path)/charter (version 0.0.1), not this charter"), "\(result.stderr)")
  }
}
