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
  static func directories(under root: URL, limit: Int = 100_000) -> [String] {
    var result = [""]
    var queue: [(url: URL, relative: String)] = [(root, "")]
    var index = 0
    while index < queue.count, result.count < limit {
      let (url, relative) = queue[index]
      index += 1
      let children =
        (try? FileManager.default.contentsOfDirectory(
          at: url, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])) ?? []
      for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
        let name = child.lastPathComponent
        guard !name.hasPrefix("."), !skippedNames.contains(name) else { continue }
        let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        result.append(path)
        queue.append((child, path))
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
