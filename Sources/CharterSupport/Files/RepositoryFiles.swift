import Foundation
import Synchronization

/// Read access to a repository's files for format readers, confined to the repository: paths
/// are relative to the root, and nothing outside it (or behind a symbolic link that leaves
/// it) is read.
public struct RepositoryFiles: Sendable {
  /// The repository root.
  public let root: URL
  /// The folder list, walked once and shared by every reader that looks in every folder.
  private let folderCache = FolderCache()
  /// What may be read: nothing in `.git`, nothing behind a link that leaves the repository.
  private let confinement: Confinement

  /// Opens the repository at `root`.
  public init(root: URL) {
    self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    confinement = Confinement(root: self.root)
  }

  /// Opens the repository at `root`, whose folders that may hold rule sources are `folders`
  /// (a ``FileWalker/ruleSourceFolders(limit:)`` already made, with the project's `exclude`).
  package init(root: URL, folders: [String]) {
    self.init(root: root)
    folderCache.folders.withLock { $0 = folders }
  }

  /// The text of the file at `path`, or `nil` when there is none. A file that exists but
  /// cannot be read, is not UTF-8, is not a regular file (a pipe would block the read), or
  /// resolves outside the root throws a diagnostic.
  public func text(_ path: String) throws -> String? {
    let url = root.appendingPathComponent(path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
    else { return nil }
    if case .failure(let refusal) = confinement.resolve(path) {
      throw DiagnosticsError([Confinement.diagnostic(refusal, path: path, doing: "read this file")])
    }
    let type = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)[.type]
    guard type as? FileAttributeType == .typeRegular else {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "not-a-regular-file",
          message: "the path is not a regular file (a pipe or a device, say); it is not read")
      ])
    }
    return try TextFile.read(url, displayPath: path)
  }

  /// Whether a file or folder exists at `path`.
  public func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// Whether `path` is a folder.
  public func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The files below the folder `path` (recursively) whose names end in `suffix`, as
  /// root-relative paths, sorted; hidden folders inside it are skipped.
  public func files(under path: String, suffix: String) -> [String] {
    let folder = root.appendingPathComponent(path)
    guard isDirectory(path),
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var found: [String] = []
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      if let relative = RepositoryRoot.relativePath(of: url, to: root), contains(url) { found.append(relative) }
    }
    return found.sorted()
  }

  /// Every folder of the repository that may hold rule files, `""` for the root, sorted: those
  /// ``FileWalker/ruleSourceFolders(limit:)`` lists — not ignored by git, neither hidden nor a
  /// dependency folder. Without the folders given at ``init(root:folders:)`` no `exclude` glob
  /// applies.
  public func directories() -> [String] {
    folderCache.folders.withLock { cached in
      if let cached { return cached }
      let folders = FileWalker(root: root).ruleSourceFolders().folders
      cached = folders
      return folders
    }
  }

  /// Whether `url`, with symbolic links resolved, lies inside the root.
  public func contains(_ url: URL) -> Bool {
    RepositoryRoot.relativePath(of: url, to: root) != nil
  }
}

/// The folders of a repository, computed on first use.
private final class FolderCache: Sendable {
  let folders = Mutex<[String]?>(nil)
}
