import CharterSupport
import Foundation

/// Charter's git pre-commit hook: the script, and installing and removing it without losing a
/// hook that was there before.
///
/// - The hook goes where git looks for hooks: `git rev-parse --git-path hooks`, which honours
///   `core.hooksPath` (relative to the work tree's root) and linked work trees.
/// - A hook that is already there is never overwritten: it is renamed to
///   `pre-commit.charter-chained` (a rename keeps its bytes and its mode) and Charter's hook runs
///   it first, stopping with its exit status when it fails. Uninstalling renames it back.
/// - Installing again rewrites Charter's hook only when its text changed.
///
/// The hooks folder is the one place Charter writes that ``Confinement`` refuses to every path
/// a repository's files name: it is written here, by host path (``FileSystem``), only because
/// the person ran `charter hook install`, and only where git itself says hooks run.
public struct PreCommitHook: Sendable {
  /// The folder git runs hooks from.
  public let folder: URL

  /// A hook in `folder`.
  public init(folder: URL) { self.folder = folder }

  /// The hook folder of the repository `git` runs in, honouring `core.hooksPath`.
  public init(git: Git) throws(GitError) {
    let path = try git.text(["rev-parse", "--git-path", "hooks"])
    folder = URL(fileURLWithPath: path, relativeTo: git.workTree).standardizedFileURL
  }

  /// The hook file, `pre-commit`.
  public var hookFile: URL { folder.appendingPathComponent("pre-commit") }
  /// Where a hook that was there before Charter's is kept.
  public var chainedFile: URL { folder.appendingPathComponent("pre-commit.charter-chained") }

  /// The line that marks a hook as Charter's.
  static let marker = "# Installed by `charter hook install`"

  /// The hook script: runs the chained hook if there is one, then `charter lint --staged`, and
  /// `charter compose --check` when `composeCheck` is set. `charter` is the one on `PATH` when
  /// there is one, so that upgrading Charter upgrades the hook; otherwise `fallback`, the
  /// absolute path of the binary that installed the hook.
  public static func script(fallback: String, composeCheck: Bool) -> String {
    let quoted = "'" + fallback.replacingOccurrences(of: "'", with: "'\\''") + "'"
    return """
      #!/bin/sh
      \(marker); `charter hook uninstall` removes it
      # and puts back the hook it chained.
      hooks=$(dirname "$0")
      if [ -x "$hooks/pre-commit.charter-chained" ]; then
        "$hooks/pre-commit.charter-chained" "$@" || exit $?
      fi
      charter=$(command -v charter || echo \(quoted))
      "$charter" lint --staged || exit $?

      """ + (composeCheck ? "\"$charter\" compose --check || exit $?\n" : "")
  }

  /// What ``install(script:)`` did.
  public enum InstallOutcome: Equatable, Sendable {
    /// The hook was written; `chained` says whether an existing hook was kept and chained.
    case installed(chained: Bool)
    /// Charter's hook was there with other text and was rewritten.
    case updated
    /// Charter's hook was there with the same text.
    case unchanged
  }

  /// Writes `script` as the hook, chaining a hook that is there and not Charter's.
  public func install(script: String) throws(HookError) -> InstallOutcome {
    do {
      try FileSystem.createFolder(atPath: folder.path)
    } catch {
      throw .io("cannot create \(folder.path): \(error.message)")
    }
    var chained = false
    if exists(hookFile) {
      if isCharters(hookFile) {
        if (try? FileSystem.contents(atPath: hookFile.path, followingLinks: true).get()) == Array(script.utf8) {
          return .unchanged
        }
        try write(script)
        return .updated
      }
      guard !exists(chainedFile) else { throw .chainedHookExists(chainedFile.path) }
      try move(hookFile, to: chainedFile)
      chained = true
    }
    try write(script)
    return .installed(chained: chained)
  }

  /// What ``uninstall()`` did.
  public enum UninstallOutcome: Equatable, Sendable {
    /// Charter's hook was removed; `restored` says whether a chained hook was put back.
    case removed(restored: Bool)
    /// There was no hook.
    case notInstalled
  }

  /// Removes Charter's hook and puts back the hook it chained, exactly as it was.
  /// - Throws: ``HookError/notCharters(_:)`` when the hook there is someone else's.
  public func uninstall() throws(HookError) -> UninstallOutcome {
    guard exists(hookFile) else { return .notInstalled }
    guard isCharters(hookFile) else { throw .notCharters(hookFile.path) }
    do {
      try FileSystem.remove(atPath: hookFile.path)
    } catch {
      throw .io("cannot remove \(hookFile.path): \(error.message)")
    }
    guard exists(chainedFile) else { return .removed(restored: false) }
    try move(chainedFile, to: hookFile)
    return .removed(restored: true)
  }

  // MARK: - Files

  /// Whether something is at `url`, a dangling symbolic link included.
  private func exists(_ url: URL) -> Bool {
    FileSystem.entryExists(atPath: url.path)
  }

  private func isCharters(_ url: URL) -> Bool {
    guard case .success(let bytes) = FileSystem.contents(atPath: url.path, followingLinks: true) else { return false }
    return String(decoding: bytes, as: UTF8.self).contains(Self.marker)
  }

  private func move(_ source: URL, to destination: URL) throws(HookError) {
    guard rename(source.path, destination.path) == 0 else {
      throw .io("cannot rename \(source.path) to \(destination.path): \(String(cString: strerror(errno)))")
    }
  }

  /// Writes the hook atomically (a temporary file renamed over it), executable.
  private func write(_ script: String) throws(HookError) {
    let temporary = folder.appendingPathComponent(".pre-commit.charter-\(UUID().uuidString)")
    do {
      try FileSystem.create(script, at: temporary.path, displayPath: hookFile.path)
      try FileSystem.setPermissions(0o755, atPath: temporary.path)
    } catch {
      try? FileSystem.remove(atPath: temporary.path)
      let reason = (error as? DiagnosticsError)?.diagnostics.first?.message ?? "\(error)"
      throw .io("cannot write \(hookFile.path): \(reason)")
    }
    try move(temporary, to: hookFile)
  }
}

/// Why a hook could not be installed or removed.
public enum HookError: Error, CustomStringConvertible, Equatable {
  /// A hook is there and so is a chained one: installing would lose one of them.
  case chainedHookExists(String)
  /// The hook there is not Charter's, so uninstalling leaves it alone.
  case notCharters(String)
  /// A file could not be read, written or renamed.
  case io(String)

  public var description: String {
    switch self {
    case .chainedHookExists(let path):
      "\(path) already exists; move it away or merge it into the hook before installing"
    case .notCharters(let path): "\(path) was not installed by Charter; left as it is"
    case .io(let message): message
    }
  }
}
