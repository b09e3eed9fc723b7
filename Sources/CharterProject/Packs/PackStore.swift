import CharterRules
import CharterSupport
import Foundation

/// Where fetched packs are kept: `$XDG_CACHE_HOME/charter/packs` (or `~/.cache/charter/packs`),
/// one folder per repository and commit holding the pack's rule files as plain files, written
/// by `charter packs` only. A folder counts once its `.complete` file names the hash of what it
/// holds; lint and compose check that hash against the lock on every read, so a cache changed
/// by hand (or by another repository) is never used.
public struct PackStore: Sendable {
  /// The cache folder.
  public let root: URL

  /// The most rule files one pack may hold, and the largest each may be.
  public static let maximumFiles = 256
  /// The largest rule file of a pack, in bytes.
  public static let maximumFileSize = 1 << 20

  /// The store for `environment`; `nil` when neither `XDG_CACHE_HOME` nor `HOME` says where.
  public init?(environment: [String: String]) {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      root = URL(fileURLWithPath: cache).appendingPathComponent("charter/packs")
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      root = URL(fileURLWithPath: home).appendingPathComponent(".cache/charter/packs")
    } else {
      return nil
    }
  }

  /// The folder holding the rule files of `url`'s `folder` at `commit`: two packs from one
  /// repository and commit with different folders never share it.
  public func folder(url: String, folder: String, commit: String) -> URL {
    root.appendingPathComponent(String(SHA256.hex(url).prefix(16)))
      .appendingPathComponent(commit + (folder.isEmpty ? "" : "-" + String(SHA256.hex(folder).prefix(12))))
  }

  /// The name of the file that marks a folder complete.
  public static let completeMarker = ".complete"

  /// The rule files stored for `entry`, by path relative to the pack, when the folder is
  /// complete and holds exactly what the lock's hash says; `nil` when it is not there (or not
  /// complete); an error when it is there but differs.
  public func files(of entry: PackLock.Entry) -> Result<[(path: String, text: String)], DiagnosticsError>? {
    let folder = self.folder(url: entry.url, folder: entry.folder, commit: entry.commit)
    let markerPath = folder.appendingPathComponent(Self.completeMarker).path
    guard let marker = FileSystem.smallText(atPath: markerPath, maximumSize: 128) else { return nil }
    var files: [(path: String, text: String)] = []
    let tree = FileSystem.tree(atPath: folder.path, skippingHidden: true)
    for entry in tree.entries where entry.kind == .file && entry.name.hasSuffix(".md") {
      guard files.count < Self.maximumFiles,
        let text = FileSystem.smallText(
          atPath: folder.appendingPathComponent(entry.path).path, maximumSize: Self.maximumFileSize)
      else { continue }
      files.append((entry.path, text))
    }
    files.sort { $0.path < $1.path }
    let hash = Self.contentHash(files)
    guard hash == entry.sha256, marker.trimmingCharacters(in: .whitespacesAndNewlines) == hash else {
      let diagnostic = Diagnostic(
        path: PackLock.path, position: SourcePosition(line: 1, column: 1), code: "pack-changed",
        message: "the cached files of pack '\(entry.name)' (\(folder.path)) are not what the lock records; "
          + "run `charter packs fetch` to fetch them again")
      return .failure(DiagnosticsError([diagnostic]))
    }
    return .success(files)
  }

  /// SHA-256 over each file's path and text, in path order: what the lock records.
  public static func contentHash(_ files: [(path: String, text: String)]) -> String {
    SHA256.hex(files.sorted { $0.path < $1.path }.map { $0.path + "\u{0}" + $0.text + "\u{0}" }.joined())
  }
}
