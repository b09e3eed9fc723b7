import Foundation
import Synchronization

/// The repository's files, confined to the repository: paths are relative to the root, and
/// nothing outside it, behind a symbolic link that leaves it, or in a git metadata folder is
/// read, listed or written (``Confinement`` says what is refused, and its diagnostics say
/// why).
///
/// Reading is here; writing, folders and removal are in `RepositoryFiles+Write.swift`.
/// ``exists(_:)`` and ``isDirectory(_:)`` answer for the path as it stands (a link that
/// leaves the repository exists), so that a reader that goes on to read it reports the
/// refusal instead of skipping the file silently.
public struct RepositoryFiles: Sendable {
  /// The repository root.
  public let root: URL
  /// ``root``'s path.
  package let rootPath: String
  /// The folder list, walked once and shared by every reader that looks in every folder.
  private let folderCache = FolderCache()
  /// What may be read and written: nothing in `.git`, nothing behind a link that leaves the
  /// repository.
  package let confinement: Confinement
  /// What the walk that listed the folders saw in them: where it shows that no rule source can
  /// be, ``exists(_:)`` answers without a `stat`.
  private var listing = FolderListing()

  /// Opens the repository at `root`.
  public init(root: URL) {
    let resolved = root.standardizedFileURL.resolvingSymlinksInPath()
    self.init(resolvedRoot: resolved, confinement: Confinement(root: resolved))
  }

  /// Opens the repository at `root` (resolved already) with the confinement its owner holds.
  package init(resolvedRoot root: URL, confinement: Confinement) {
    self.root = root
    rootPath = root.path
    self.confinement = confinement
  }

  /// Opens the repository at `root`, whose folders that may hold rule sources are `folders`
  /// (a ``FileWalker/ruleSourceFolders(limit:)`` already made, with the project's `exclude`),
  /// and what that walk saw in them (``FolderListing``).
  package init(root: URL, folders: [String], listing: FolderListing = FolderListing()) {
    self.init(root: root)
    folderCache.folders.withLock { $0 = folders }
    self.listing = listing
  }

  /// The text of the file at `path`, or `nil` when there is none. A file that exists but
  /// cannot be read, is not UTF-8, is not a regular file (a pipe would block the read), or
  /// resolves outside the root throws a diagnostic.
  public func text(_ path: String) throws(DiagnosticsError) -> String? {
    let absolute = rootPath + "/" + path
    guard listing.mayExist(path), FileSystem.exists(atPath: absolute), !FileSystem.isDirectory(atPath: absolute) else {
      return nil
    }
    if case .failure(let refusal) = confinement.resolve(path) {
      throw DiagnosticsError([Confinement.diagnostic(refusal, path: path, doing: "read this file")])
    }
    guard FileSystem.isFile(atPath: absolute) else {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "not-a-regular-file",
          message: "the path is not a regular file (a pipe or a device, say); it is not read")
      ])
    }
    return try FileSystem.text(atPath: absolute, displayPath: path)
  }

  /// The bytes of the regular file at `path` (at most `limit` of them), or `nil` when there
  /// is none, it is refused, or it cannot be read.
  package func contents(_ path: String, limit: Int = .max) -> [UInt8]? {
    guard case .success(let real) = confinement.resolve(path),
      case .success(let bytes) = FileSystem.contents(atPath: real, limit: limit)
    else { return nil }
    return bytes
  }

  /// Whether a file or folder exists at `path` (following symbolic links).
  public func exists(_ path: String) -> Bool {
    listing.mayExist(path) && FileSystem.exists(atPath: rootPath + "/" + path)
  }

  /// Whether `path` is a folder (or a link to one).
  public func isDirectory(_ path: String) -> Bool {
    listing.mayExist(path) && FileSystem.isDirectory(atPath: rootPath + "/" + path)
  }

  /// The names in the folder `path`, sorted, or `nil` when it is refused or cannot be listed.
  package func names(inFolder path: String) -> [String]? {
    guard case .success(let real) = confinement.resolve(path) else { return nil }
    return FileSystem.names(inFolder: real)
  }

  /// The files below the folder `path` (recursively) whose names end in one of `suffixes`, as
  /// root-relative paths, sorted; entries that lead outside the repository are left out. A
  /// folder below `path` that cannot be listed adds an `unreadable` diagnostic, since the rule
  /// files in it are missing.
  public func files(under path: String, endingIn suffixes: [String], diagnostics: inout [Diagnostic]) -> [String] {
    guard isDirectory(path) else { return [] }
    let folder = root.appendingPathComponent(path)
    var found: [String] = []
    let tree = FileSystem.tree(atPath: folder.path, skippingHidden: false)
    for entry in tree.entries where suffixes.contains(where: { entry.name.hasSuffix($0) }) {
      let url = folder.appendingPathComponent(entry.path)
      if let relative = RepositoryRoot.relativePath(of: url, to: root), contains(url) { found.append(relative) }
    }
    for unlisted in tree.unlisted {
      let shown = unlisted.path.isEmpty ? path : path + "/" + unlisted.path
      diagnostics.append(FileWalker.unreadableDiagnostic(path: shown, reason: unlisted.reason))
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
