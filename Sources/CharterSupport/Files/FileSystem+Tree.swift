/// Recursive listing of a folder a person or a format names: what `FileManager`'s enumerators
/// did, with `readdir`, and saying which folders could not be listed.
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

  /// A folder below the listed one (or that one, `""`) that exists but could not be listed,
  /// so that what is below it is missing from the listing.
  package struct Unlisted: Sendable, Equatable {
    /// The path relative to the listed folder; `""` is the folder itself.
    package var path: String
    /// Why, in the system's words (`Permission denied` …).
    package var reason: String
  }

  /// What ``tree(atPath:skippingHidden:skipping:)`` found.
  package struct Tree: Sendable {
    /// Every entry, folders included, in depth-first order with each folder's entries sorted
    /// by name.
    package var entries: [TreeEntry] = []
    /// The folders that could not be listed, in the order met.
    package var unlisted: [Unlisted] = []
  }

  /// Every entry below the folder `path` (absolute), folders included, in depth-first order
  /// with each folder's entries sorted by name. Symbolic links to folders are listed but
  /// never descended into; names that are not UTF-8 are left out. A folder that exists but
  /// cannot be listed (unreadable, a path too long) is in ``Tree/unlisted`` for the caller to
  /// report; one that does not exist, the starting folder included, is simply empty.
  /// - Parameters:
  ///   - skippingHidden: leaves out entries whose names start with `.`, and what is below
  ///     them.
  ///   - skipping: folder names listed but not descended into (`node_modules` …).
  package static func tree(
    atPath path: String, skippingHidden: Bool, skipping names: Set<String> = []
  ) -> Tree {
    var tree = Tree()
    appendTree(of: path, relative: "", skippingHidden: skippingHidden, skipping: names, to: &tree)
    return tree
  }

  private static func appendTree(
    of folder: String, relative: String, skippingHidden: Bool, skipping names: Set<String>, to tree: inout Tree
  ) {
    let entries: [Entry]
    switch self.entries(atPath: folder) {
    case .success(let listed): entries = listed
    case .failure(let failure):
      if !failure.isMissing { tree.unlisted.append(Unlisted(path: relative, reason: failure.message)) }
      return
    }
    let named = entries.compactMap { entry in entry.name.map { ($0, entry.kind) } }.sorted { $0.0 < $1.0 }
    for (name, listedKind) in named where !(skippingHidden && name.hasPrefix(".")) {
      let absolute = folder + "/" + name
      guard let kind = listedKind ?? (try? kind(atPath: absolute).get()) else { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      tree.entries.append(TreeEntry(path: path, kind: kind))
      if kind == .directory, !names.contains(name) {
        appendTree(of: absolute, relative: path, skippingHidden: skippingHidden, skipping: names, to: &tree)
      }
    }
  }
}
