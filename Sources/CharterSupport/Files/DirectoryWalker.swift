import Foundation

/// Lists the folders of a repository that may hold rule sources, skipping what never does.
///
/// Hidden folders (`.git`, `.build`, `.swiftpm` …) and dependency or build output folders are
/// skipped; symbolic links to folders are not followed, so a link loop cannot trap the walk.
package enum DirectoryWalker {
  /// Folder names never descended into.
  package static let skippedNames: Set<String> = [
    "node_modules", "DerivedData", "Pods", "Carthage",
  ]

  /// The files below `folder` (an absolute path) whose names end in `suffix`, as paths
  /// relative to it, and the folders below it that could not be listed, each with the reason.
  /// Hidden entries are skipped; links to folders are not followed (a link to a file is listed
  /// when it leads to a regular file).
  package static func files(under folder: String, endingIn suffix: String) -> (
    files: [String], unreadable: [(path: String, reason: String)]
  ) {
    var files: [String] = []
    var unreadable: [(path: String, reason: String)] = []
    var queue = [""]
    var index = 0
    while index < queue.count {
      let relative = queue[index]
      index += 1
      switch FileSystem.entries(atPath: relative.isEmpty ? folder : folder + "/" + relative) {
      case .failure(let failure):
        if !failure.isMissing { unreadable.append((relative, failure.message)) }
      case .success(let entries):
        for entry in entries {
          guard let name = entry.name, !name.hasPrefix(".") else { continue }
          let path = relative.isEmpty ? name : relative + "/" + name
          var kind = entry.kind
          if kind == nil, case .success(let found) = FileSystem.kind(atPath: folder + "/" + path) { kind = found }
          switch kind {
          case .directory: queue.append(path)
          case .file where name.hasSuffix(suffix): files.append(path)
          case .symbolicLink where name.hasSuffix(suffix):
            if FileSystem.exists(atPath: folder + "/" + path), !FileSystem.isDirectory(atPath: folder + "/" + path) {
              files.append(path)
            }
          default: continue
          }
        }
      }
    }
    return (files.sorted(), unreadable)
  }

  /// Every folder below `root` (relative paths, `""` for the root), sorted, at most `limit`.
  static func directories(under root: URL, limit: Int = 100_000) -> [String] {
    walk(under: root, limit: limit).directories
  }

  /// Every folder below `root` (relative paths, `""` for the root), sorted, at most `limit`,
  /// and a diagnostic for each folder that could not be listed (unreadable, or a path longer
  /// than `PATH_MAX`) and for a walk stopped at `limit`: the folders below those are not
  /// searched for rule sources, and the run says so instead of skipping them silently.
  /// Lists folders with `readdir` (no `URL`s, no attribute look-ups), since every lint and
  /// compose run walks them.
  package static func walk(under root: URL, limit: Int = 100_000) -> (directories: [String], diagnostics: [Diagnostic]) {
    var result = [""]
    var queue = [""]
    var diagnostics: [Diagnostic] = []
    var index = 0
    let rootPath = root.path
    while index < queue.count {
      guard result.count < limit else {
        diagnostics.append(
          Diagnostic(
            path: ".", position: SourcePosition(line: 1, column: 1), severity: .warning, code: "too-many-folders",
            message: "the repository has more than \(limit) folders; rule sources below the first \(limit) are not read"))
        break
      }
      let relative = queue[index]
      index += 1
      let entries: [FileSystem.Entry]
      switch FileSystem.entries(atPath: relative.isEmpty ? rootPath : rootPath + "/" + relative) {
      case .success(let listed): entries = listed
      case .failure(let failure):
        if !failure.isMissing { diagnostics.append(FileWalker.unreadableDiagnostic(path: relative, reason: failure.message)) }
        continue
      }
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
    return (result.sorted(), diagnostics)
  }

  /// The languages of the files below `root`, looking at no more than `limit` entries.
  package static func languages(under root: URL, limit: Int = 5_000) -> Set<SourceLanguage> {
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
