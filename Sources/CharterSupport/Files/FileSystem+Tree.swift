/// Recursive listing: what `FileManager`'s enumerators did, with `readdir`.
extension FileSystem {
  /// One entry below the folder a tree listing started from.
  package struct TreeEntry: Sendable {
    /// The path relative to that folder, `/`-separated.
    package var path: String
    /// What it is; a symbolic link is not followed.
    package var kind: Kind
    /// The last component of ``path``.
    package var name: Substring { path.split(separator: "/").last ?? Substring(path) }
  }

  /// Every entry below the folder `path` (absolute), folders included, in depth-first order
  /// with each folder's entries sorted by name. Symbolic links to folders are listed but
  /// never descended into; names that are not UTF-8 are left out, and so are folders that
  /// cannot be listed.
  /// - Parameters:
  ///   - skippingHidden: leaves out entries whose names start with `.`, and what is below
  ///     them.
  ///   - skipping: folder names listed but not descended into (`node_modules` …).
  package static func tree(
    atPath path: String, skippingHidden: Bool, skipping names: Set<String> = []
  ) -> [TreeEntry] {
    var found: [TreeEntry] = []
    appendTree(of: path, relative: "", skippingHidden: skippingHidden, skipping: names, to: &found)
    return found
  }

  private static func appendTree(
    of folder: String, relative: String, skippingHidden: Bool, skipping names: Set<String>, to found: inout [TreeEntry]
  ) {
    guard case .success(let entries) = entries(atPath: folder) else { return }
    let named = entries.compactMap { entry in entry.name.map { ($0, entry.kind) } }.sorted { $0.0 < $1.0 }
    for (name, listedKind) in named where !(skippingHidden && name.hasPrefix(".")) {
      let absolute = folder + "/" + name
      guard let kind = listedKind ?? (try? kind(atPath: absolute).get()) else { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      found.append(TreeEntry(path: path, kind: kind))
      if kind == .directory, !names.contains(name) {
        appendTree(of: absolute, relative: path, skippingHidden: skippingHidden, skipping: names, to: &found)
      }
    }
  }
}
