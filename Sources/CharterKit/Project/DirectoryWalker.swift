import Foundation

/// Lists the folders of a repository that may hold rule sources, skipping what never does.
///
/// Hidden folders (`.git`, `.build`, `.swiftpm` …) and dependency or build output folders are
/// skipped; symbolic links to folders are not followed, so a link loop cannot trap the walk.
enum DirectoryWalker {
  /// Folder names never descended into.
  static let skippedNames: Set<String> = [
    "node_modules", "DerivedData", "Pods", "Carthage",
  ]

  /// Every folder below `root` (relative paths, `""` for the root), sorted, at most `limit`.
  /// Lists folders with `readdir` (no `URL`s, no attribute look-ups), since every lint and
  /// compose run walks them.
  static func directories(under root: URL, limit: Int = 100_000) -> [String] {
    var result = [""]
    var queue = [""]
    var index = 0
    let rootPath = root.path
    while index < queue.count, result.count < limit {
      let relative = queue[index]
      index += 1
      guard case .success(let entries) = FileSystem.entries(atPath: relative.isEmpty ? rootPath : rootPath + "/" + relative)
      else { continue }
      for entry in entries {
        guard let name = entry.name, !name.hasPrefix("."), !skippedNames.contains(name) else { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        // d_type says what the entry is; when the file system does not, ask lstat. Links to
        // folders are not followed.
        let kind = entry.kind ?? (try? FileSystem.kind(atPath: rootPath + "/" + path).get())
        guard kind == .directory else { continue }
        result.append(path)
        queue.append(path)
      }
    }
    return result.sorted()
  }

  /// The languages of the files below `root`, looking at no more than `limit` entries.
  static func languages(under root: URL, limit: Int = 5_000) -> Set<SourceLanguage> {
    var found: Set<SourceLanguage> = []
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return found }
    var seen = 0
    for case let url as URL in enumerator {
      seen += 1
      if seen > limit || found.count == SourceLanguage.allCases.count { break }
      if skippedNames.contains(url.lastPathComponent) {
        enumerator.skipDescendants()
        continue
      }
      if let language = SourceLanguage(fileName: url.lastPathComponent) { found.insert(language) }
    }
    return found
  }
}
