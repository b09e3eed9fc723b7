import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where compose may write: inside the repository, never through a symbolic link that leaves
/// it. Folders are resolved once each (compose writes many files into few folders), with
/// `realpath(3)` on plain paths. Safe to ask from many threads at once.
final class SafePaths: Sendable {
  let root: URL
  private let rootPath: String
  private let folders = Mutex<[String: String]>([:])
  /// Folders below the root known to exist as folders, so each is checked once.
  private let knownFolders = Mutex<Set<String>>([])
  /// Paths below the root found missing; compose plans before it writes, so they stay missing
  /// for as long as ``fileInTheWay(of:)`` is asked.
  private let missingPaths = Mutex<Set<String>>([])

  init(root: URL) {
    self.root = root
    rootPath = RepositoryRoot.resolve(root).path
  }

  /// The real location to write `path` at, or a diagnostic when writing there would leave the
  /// repository: a folder on the way, or the file itself, is a link pointing outside, or the
  /// path is not a plain relative one (`..`, `.`, an empty part, a leading `/`), which only a
  /// hand-edited manifest or config can give.
  func location(of path: String) throws -> URL {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "outside-repository",
          message: "compose will not write here: the path is not a plain path inside the repository "
            + "(it has '..', '.', an empty part or a leading '/')")
      ])
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var resolved = resolvedFolder(folder) + "/" + name
    var info = stat()
    if lstat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      resolved = RepositoryRoot.resolve(URL(fileURLWithPath: resolved)).path
    }
    guard resolved == rootPath || resolved.hasPrefix(rootPath + "/") else {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "outside-repository",
          message: "compose will not write here: a symbolic link on the way leads outside the repository")
      ])
    }
    return URL(fileURLWithPath: resolved, isDirectory: false)
  }

  /// The first folder on the way to `path` that exists as a file, if any.
  func fileInTheWay(of path: String) -> String? {
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
  enum Found {
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
  func text(at location: URL, displayPath: String) throws -> String? {
    if case .text(let text) = try contents(at: location, displayPath: displayPath) { return text }
    return nil
  }

  /// What is at `location`. A link that leads somewhere was already resolved by
  /// ``location(of:)``, so a link found here is a broken one.
  func contents(at location: URL, displayPath: String) throws -> Found {
    switch FileSystem.contents(atPath: location.path) {
    case .success(let bytes):
      return .text(try TextFile.decode(bytes, displayPath: displayPath))
    case .failure(let failure) where failure.isMissing:
      return .nothing
    case .failure(let failure) where failure.isLoop:
      return .brokenLink(target: linkTarget(location.path))
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
    if lstat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, case .success(let real) = FileSystem.resolvedPath(resolved) {
      resolved = real
    }
    folders.withLock { $0[folder] = resolved }
    return resolved
  }
}
