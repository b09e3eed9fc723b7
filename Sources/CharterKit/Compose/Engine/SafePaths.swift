import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where compose may write: inside the repository, never through a symbolic link that leaves
/// it. Folders are resolved once each (compose writes many files into few folders), with
/// `realpath(3)` on plain paths.
final class SafePaths {
  let root: URL
  private let rootPath: String
  private var folders: [String: String] = [:]
  /// Folders below the root known to exist as folders, so each is checked once.
  private var knownFolders: Set<String> = []
  /// Paths below the root found missing; compose plans before it writes, so they stay missing
  /// for as long as ``fileInTheWay(of:)`` is asked.
  private var missingPaths: Set<String> = []

  init(root: URL) {
    self.root = root
    rootPath = RepositoryRoot.resolve(root).path
  }

  /// The real location to write `path` at, or a diagnostic when writing there would leave the
  /// repository (a folder on the way, or the file itself, is a link pointing outside).
  func location(of path: String) throws -> URL {
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
      if knownFolders.contains(prefix) { continue }
      if missingPaths.contains(prefix) { return nil }
      var info = stat()
      guard stat(rootPath + "/" + prefix, &info) == 0 else {
        missingPaths.insert(prefix)
        return nil  // missing: nothing below it either
      }
      if info.st_mode & S_IFMT != S_IFDIR { return prefix }
      knownFolders.insert(prefix)
    }
    return nil
  }

  /// The text of the file at `location`, or `nil` when there is none.
  func text(at location: URL, displayPath: String) throws -> String? {
    var info = stat()
    guard stat(location.path, &info) == 0 else { return nil }
    return try TextFile.read(location, displayPath: displayPath)
  }

  /// The real path of a folder below the root; missing folders resolve through their
  /// deepest existing ancestor.
  private func resolvedFolder(_ folder: String) -> String {
    if folder.isEmpty { return rootPath }
    if let cached = folders[folder] { return cached }
    let full = rootPath + "/" + folder
    let resolved: String
    if let real = realpath(full, nil) {
      resolved = String(cString: real)
      free(real)
    } else {
      let slash = folder.lastIndex(of: "/")
      let parent = slash.map { String(folder[..<$0]) } ?? ""
      let name = slash.map { String(folder[folder.index(after: $0)...]) } ?? folder
      resolved = resolvedFolder(parent) + "/" + name
    }
    folders[folder] = resolved
    return resolved
  }
}
