import CharterKit
import Foundation

/// Whether the `charter` an agent hook runs — the first on `PATH`, as the agent's shell finds
/// it — is this one: a hook whose command is not found fails with 127 on every edit, which
/// agents show as a non-blocking error, so nothing is linted and nobody notices.
enum HookCommandLookup {
  /// A warning when the hook would not run this `charter`, or `nil` when it would.
  static func warning(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    let this = Bundle.main.executableURL?.resolvingSymlinksInPath()
    // Only absolute entries: a relative one (`.`) would find a file the repository carries.
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
    guard
      let found = folders.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("charter") })
        .first(where: { FileSystem.isExecutable(atPath: $0.path) })
    else {
      let link = this.map { "; for example: ln -s \($0.path) /usr/local/bin/charter" } ?? ""
      return "warning: no 'charter' on PATH: the hook's command will fail on every edit until one is (put this charter in a folder on "
        + "PATH\(link))\n"
    }
    if let this, found.resolvingSymlinksInPath().path == this.path { return nil }
    // A `charter` inside the working tree is the repository's: it is not run.
    let workingTree = FileSystem.currentDirectory() + "/"
    let version = found.resolvingSymlinksInPath().path.hasPrefix(workingTree) ? nil : Self.version(of: found)
    guard version != CharterVersion.current else { return nil }
    return "warning: the hook will run \(found.path) (\(version.map { "version \($0)" } ?? "its version unknown")), "
      + "not this charter (version \(CharterVersion.current)); put this one first on PATH\n"
  }

  /// What `charter --version` prints, trimmed; `nil` when it cannot be run in two seconds.
  private static func version(of executable: URL) -> String? {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--version"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let deadline = Date().addingTimeInterval(2)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile().prefix(200)
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
