/// Agent files under the names agents accept: on macOS's case-insensitive file system an
/// agent asking for `AGENTS.md` opens `AGENTS.MD` or `Agents.md`, so Charter finds those on
/// every system.
extension RepositoryFiles {
  /// `path` when a file or folder is there; otherwise the path of the entry in the same
  /// folder whose name differs from `path`'s only in letter case (the first in sorted order
  /// when several do); `nil` when there is neither.
  package func caseVariant(of path: String) -> String? {
    if exists(path) { return path }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let name = (slash.map { String(path[path.index(after: $0)...]) } ?? path).lowercased()
    if !folder.isEmpty, !exists(folder) { return nil }
    let listed = folder.isEmpty ? FileSystem.names(inFolder: rootPath) : names(inFolder: folder)
    guard let match = listed?.first(where: { $0.lowercased() == name }) else { return nil }
    return folder.isEmpty ? match : folder + "/" + match
  }

  /// Whether the last component of `path` is `name`, in any letter case.
  package static func isNamed(_ path: String, _ name: String) -> Bool {
    let last = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    return last.lowercased() == name.lowercased()
  }
}
