import Foundation

/// Where compose may write: inside the repository, never through a symbolic link that leaves
/// it.
struct SafePaths {
  let root: URL

  /// The real location to write `path` at, or a diagnostic when writing there would leave the
  /// repository (a folder on the way, or the file itself, is a link pointing outside).
  func location(of path: String) throws -> URL {
    let url = root.appendingPathComponent(path)
    // Resolve the deepest existing ancestor (and the file itself when it exists).
    var existing = url
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != root.path {
      missing.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
    let resolved = missing.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    guard RepositoryRoot.relativePath(of: resolved, to: root) != nil else {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "outside-repository",
          message: "compose will not write here: a symbolic link on the way leads outside the repository")
      ])
    }
    return resolved
  }

  /// The text of the file at `location`, or `nil` when there is none.
  func text(at location: URL, displayPath: String) throws -> String? {
    guard FileManager.default.fileExists(atPath: location.path) else { return nil }
    return try TextFile.read(location, displayPath: displayPath)
  }
}
