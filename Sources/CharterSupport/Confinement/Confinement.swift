import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one rule for every path a repository's own files can steer Charter to write, delete or
/// read as a rule source: it must lie inside the repository, outside every git metadata folder
/// (`.git` in any spelling, a submodule's, the folder `core.hooksPath` names), and not behind a
/// symbolic link that leaves the repository.
///
/// Paths are resolved against the real repository root one folder at a time (each folder
/// once: compose writes many files into few folders), with `realpath(3)` on links. Safe to ask
/// from many threads at once. `Documentation/Security.md` states what this guarantees.
package final class Confinement: Sendable {
  let root: URL
  /// The real absolute path of the repository root.
  package let rootPath: String
  /// Real paths of folders nothing is written into: the repository's git folder and the
  /// hooks folder `core.hooksPath` names.
  private let protectedFolders: [(path: String, refusal: Refusal)]
  /// When `core.hooksPath` names the root itself: hook names there are protected.
  private let hooksAtRoot: Bool
  private let folders = Mutex<[String: String]>([:])
  /// Folders below the root known to exist as folders, so each is checked once.
  private let knownFolders = Mutex<Set<String>>([])
  /// Paths below the root found missing; compose plans before it writes, so they stay missing
  /// for as long as ``fileInTheWay(of:)`` is asked.
  private let missingPaths = Mutex<Set<String>>([])

  /// Why a path is refused.
  package enum Refusal: Error, Equatable, Sendable {
    /// `..`, `.`, an empty part or a leading `/`.
    case notPlain
    /// A part names a git metadata folder (`.git`, `.GIT`, `git~1` …).
    case gitMetadata
    /// A symbolic link on the way leads outside the repository.
    case leavesRepository
    /// The path lies in the folder git runs hooks from.
    case hooksFolder

    /// The diagnostic code.
    package var code: String {
      switch self {
      case .notPlain, .leavesRepository: DiagnosticCode.outsideRepository
      case .gitMetadata: "git-metadata"
      case .hooksFolder: "git-hooks"
      }
    }

    /// Why, in words that quote nothing but the path's own shape.
    package var reason: String {
      switch self {
      case .notPlain:
        "the path is not a plain path inside the repository (it has '..', '.', an empty part or a leading '/')"
      case .gitMetadata: "the path lies inside a git metadata folder (.git), which Charter never touches"
      case .leavesRepository: "a symbolic link on the way leads outside the repository"
      case .hooksFolder: "the path lies in the folder git runs hooks from (core.hooksPath)"
      }
    }
  }

  package init(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.root = root
    let rootPath = RepositoryRoot.resolve(root).path
    self.rootPath = rootPath
    let gitFolder = Self.gitFolder(ofWorkTree: rootPath)
    var protected: [(path: String, refusal: Refusal)] = gitFolder.map { [($0, .gitMetadata)] } ?? []
    var hooksAtRoot = false
    if let hooks = GitHooksFolder.configured(workTree: rootPath, gitFolder: gitFolder, environment: environment) {
      let real = RepositoryRoot.resolve(URL(fileURLWithPath: hooks)).path
      if real == rootPath { hooksAtRoot = true } else { protected.append((real, .hooksFolder)) }
    }
    protectedFolders = protected
    self.hooksAtRoot = hooksAtRoot
  }

  /// The refusal of `path` by its text alone (no file system): not plain, or naming git
  /// metadata. What config values and globs are checked with.
  package static func textualRefusal(of path: String) -> Refusal? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) { return .notPlain }
    if parts.contains(where: { GitMetadataName.matches($0) }) { return .gitMetadata }
    return nil
  }

  /// The real location of `path` (root-relative), or why it is refused.
  package func resolve(_ path: String) -> Result<String, Refusal> {
    if let refusal = Self.textualRefusal(of: path) { return .failure(refusal) }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var resolved = resolvedFolder(folder) + "/" + name
    var info = stat()
    if lstat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      resolved = RepositoryRoot.resolve(URL(fileURLWithPath: resolved)).path
    }
    guard resolved == rootPath || resolved.hasPrefix(rootPath + "/") else { return .failure(.leavesRepository) }
    let inside = resolved.dropFirst(rootPath.count + 1)
    if inside.split(separator: "/").contains(where: { GitMetadataName.matches($0) }) { return .failure(.gitMetadata) }
    for protected in protectedFolders where resolved == protected.path || resolved.hasPrefix(protected.path + "/") {
      return .failure(protected.refusal)
    }
    if hooksAtRoot, !inside.contains("/"), Self.hookNames.contains(String(inside)) { return .failure(.hooksFolder) }
    return .success(resolved)
  }

  /// The real location to write `path` at, or a diagnostic naming the path and why writing
  /// there is refused (see ``Refusal``).
  package func location(of path: String) throws(DiagnosticsError) -> URL {
    switch resolve(path) {
    case .success(let resolved): return URL(fileURLWithPath: resolved, isDirectory: false)
    case .failure(let refusal): throw DiagnosticsError([Self.diagnostic(refusal, path: path, doing: "write")])
    }
  }

  /// The UTF-8 text of the root-relative file `path`, when it is allowed to be read, a
  /// regular file (a pipe would block the read) of at most `maximumSize` bytes, and valid
  /// UTF-8; `nil` otherwise. What settings files, project files and quoted source lines are
  /// read with.
  package func text(ofFile path: String, maximumSize: Int) -> String? {
    var info = stat()
    // Most files asked for (settings files in each folder) are not there: one call says so.
    guard lstat(rootPath + "/" + path, &info) == 0, case .success(let real) = resolve(path) else { return nil }
    return FileSystem.smallText(atPath: real, maximumSize: maximumSize)
  }

  /// The diagnostic for refusing `path`: it names the path, never its content.
  package static func diagnostic(_ refusal: Refusal, path: String, doing verb: String, severity: Severity = .error)
    -> Diagnostic
  {
    Diagnostic(
      path: path, position: SourcePosition(line: 1, column: 1), severity: severity, code: refusal.code,
      message: "Charter will not \(verb) here: \(refusal.reason)")
  }

  /// The repository's git folder: `.git` itself, or the folder a `.git` file names
  /// (`gitdir: …`, a linked work tree or a submodule).
  private static func gitFolder(ofWorkTree root: String) -> String? {
    let dotGit = root + "/.git"
    var info = stat()
    guard lstat(dotGit, &info) == 0 else { return nil }
    if info.st_mode & S_IFMT == S_IFREG, case .success(let bytes) = FileSystem.contents(atPath: dotGit) {
      let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
      guard text.hasPrefix("gitdir:") else { return nil }
      let target = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
      return RepositoryRoot.resolve(URL(fileURLWithPath: target.hasPrefix("/") ? target : root + "/" + target)).path
    }
    return RepositoryRoot.resolve(URL(fileURLWithPath: dotGit)).path
  }

  /// The hooks git runs (githooks(5)).
  static let hookNames: Set<String> = [
    "applypatch-msg", "pre-applypatch", "post-applypatch", "pre-commit", "pre-merge-commit", "prepare-commit-msg",
    "commit-msg", "post-commit", "pre-rebase", "post-checkout", "post-merge", "pre-push", "pre-receive", "update",
    "proc-receive", "post-receive", "post-update", "reference-transaction", "push-to-checkout", "pre-auto-gc",
    "post-rewrite", "sendemail-validate", "fsmonitor-watchman", "p4-changelist", "p4-prepare-changelist",
    "p4-post-changelist", "p4-pre-submit", "post-index-change",
  ]

  /// The first folder on the way to `path` that exists as a file, if any.
  package func fileInTheWay(of path: String) -> String? {
    var prefix = ""
    for part in path.split(separator: "/").dropLast() {
      prefix += prefix.isEmpty ? String(part) : "/" + part
      if knownFolders.withLock({ $0.contains(prefix) }) { continue }
      if missingPaths.withLock({ $0.contains(prefix) }) { return nil }
      var info = stat()
      guard stat(rootPath + "/" + prefix, &info) == 0 else {
        missingPaths.withLock { _ = $0.insert(prefix) }
        return nil  // missing: nothing below it either
      }
      if info.st_mode & S_IFMT != S_IFDIR { return prefix }
      knownFolders.withLock { _ = $0.insert(prefix) }
    }
    return nil
  }

  /// What is at a location ``location(of:)`` gave.
  package enum Found {
    /// A file, and its text.
    case text(String)
    /// Nothing.
    case nothing
    /// A symbolic link that leads nowhere (its target is missing, or it loops), and the
    /// absolute path it names when that lies inside the repository.
    case brokenLink(target: String?)
  }

  /// The text of the file at `location`, or `nil` when there is none (or a link that leads
  /// nowhere).
  package func text(at location: URL, displayPath: String) throws(DiagnosticsError) -> String? {
    if case .text(let text) = try contents(at: location, displayPath: displayPath) { return text }
    return nil
  }

  /// What is at `location`. A link that leads somewhere was already resolved by
  /// ``location(of:)``, so a link found here is a broken one.
  package func contents(at location: URL, displayPath: String) throws(DiagnosticsError) -> Found {
    // Never a pipe or a device at an output path: opening one for reading would wait for a
    // writer forever.
    switch FileSystem.regularFileContents(atPath: location.path) {
    case .success(let bytes):
      return .text(try FileSystem.decodeText(bytes, displayPath: displayPath))
    case .failure(let failure) where failure.isMissing:
      return .nothing
    case .failure(let failure) where failure.isLoop:
      return .brokenLink(target: linkTarget(location.path))
    case .failure(let failure) where failure.isSpecialFile:
      throw DiagnosticsError([
        Diagnostic(
          path: displayPath, position: SourcePosition(line: 1, column: 1), code: "not-a-regular-file",
          message: FileSystem.specialFileRefusal("write"))
      ])
    case .failure(let failure):
      throw DiagnosticsError([
        Diagnostic(
          path: displayPath, position: SourcePosition(line: 1, column: 1), code: "unreadable-file",
          message: "cannot read the file: \(failure.message.lowercased())")
      ])
    }
  }

  /// The absolute path the link at `path` names, if it lies inside the repository (`..` in
  /// the target resolved as text, since the target does not exist).
  private func linkTarget(_ path: String) -> String? {
    FileReadLog.note(path)
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    let absolute = URL(fileURLWithPath: target.hasPrefix("/") ? target : folder + "/" + target).standardizedFileURL.path
    return absolute.hasPrefix(rootPath + "/") ? absolute : nil
  }

  /// The real path of a folder below the root, resolved one name at a time from its parent:
  /// a name that is not a symbolic link costs one `lstat`, a link is resolved with
  /// `realpath(3)`, and a missing name is kept as it is.
  private func resolvedFolder(_ folder: String) -> String {
    if folder.isEmpty { return rootPath }
    if let cached = folders.withLock({ $0[folder] }) { return cached }
    let slash = folder.lastIndex(of: "/")
    let parent = slash.map { String(folder[..<$0]) } ?? ""
    let name = slash.map { String(folder[folder.index(after: $0)...]) } ?? folder
    var resolved = resolvedFolder(parent) + "/" + name
    var info = stat()
    if lstat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      case .success(let real) = FileSystem.resolvedPath(resolved)
    {
      resolved = real
    }
    folders.withLock { $0[folder] = resolved }
    return resolved
  }
}
