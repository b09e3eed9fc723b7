import Foundation

/// Finds the folder Charter treats as the repository root.
public enum RepositoryRoot {
  /// The enclosing git work tree of `directory` (the nearest ancestor holding a `.git` folder
  /// or file), or `directory` itself when there is none.
  public static func find(from directory: URL) -> URL {
    let start = directory.standardizedFileURL.resolvingSymlinksInPath()
    var candidate = start
    while true {
      if FileSystem.exists(atPath: candidate.appendingPathComponent(".git").path) {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return start }
      candidate = parent
    }
  }

  /// `url` relative to `root` with `/` separators, or `nil` when it lies outside.
  public static func relativePath(of url: URL, to root: URL) -> String? {
    let rootComponents = resolve(root).pathComponents
    let components = resolve(url).pathComponents
    guard components.starts(with: rootComponents) else { return nil }
    return components.dropFirst(rootComponents.count).joined(separator: "/")
  }

  /// Resolves symlinks in the existing part of `url`, so a file that does not exist yet still
  /// gets a canonical path. Uses `realpath(3)`: Foundation's `resolvingSymlinksInPath` costs
  /// many times more, and compose resolves every path it writes.
  package static func resolve(_ url: URL) -> URL {
    let standard = url.standardizedFileURL
    if let real = realpath(standard.path, nil) {
      defer { free(real) }
      return URL(fileURLWithPath: String(cString: real))
    }
    let parent = standard.deletingLastPathComponent()
    if parent.path == standard.path { return standard }
    return resolve(parent).appendingPathComponent(standard.lastPathComponent)
  }
}
