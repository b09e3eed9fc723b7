import CharterProject
import CharterSupport
import Foundation
import Synchronization

/// What `init --from-existing` changed, so that a failure can put the repository back: each
/// file is remembered before its first write, with its bytes, or as absent.
final class ImportUndo: Sendable {
  private let project: Project
  private let saved = Mutex<[(path: String, bytes: [UInt8]?)]>([])

  init(project: Project) { self.project = project }

  /// Remembers the root-relative `path` as it is now, once.
  func remember(_ path: String) throws(DiagnosticsError) {
    guard !saved.withLock({ $0.contains { $0.path == path } }) else { return }
    let location = try project.files.location(of: path)
    let bytes: [UInt8]? =
      switch FileSystem.contents(atPath: location) {
      case .success(let bytes): bytes
      case .failure: nil
      }
    saved.withLock { $0.append((path, bytes)) }
  }

  /// Puts every remembered file back: rewrites those that existed, removes those that did not
  /// (and the folders the import created for them, when empty). Best effort.
  func run() {
    for entry in saved.withLock({ $0 }).reversed() {
      if let bytes = entry.bytes {
        try? project.files.write(to: entry.path) { $0.write(bytes) }
      } else {
        try? project.files.remove(entry.path)
        removeEmptyFolders(above: entry.path)
      }
    }
  }

  private func removeEmptyFolders(above path: String) {
    var folder = XcodeProject.parent(path)
    while !folder.isEmpty, let location = try? project.files.location(of: folder), rmdir(location) == 0 {
      folder = XcodeProject.parent(folder)
    }
  }
}
