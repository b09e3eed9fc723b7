import CharterProject
import CharterSupport
import Foundation

extension Project {
  /// Whether a requested file must already be on disk.
  public enum FilePresence: Sendable {
    /// The file is read from disk: it must exist and be a regular file.
    case mustExist
    /// Its content comes from elsewhere (unsaved edits, standard input): it may not exist yet,
    /// but must not be a folder.
    case mayBeMissing
  }

  /// The root-relative path of the file an agent or editor named, confined to the repository
  /// the way every rule source is (``Confinement``): `argument` is absolute or relative to
  /// `base`, must lie inside the repository, outside git metadata, and not behind a symbolic
  /// link that leaves the repository.
  /// - Throws: ``AgentRequestError`` with the command line's message.
  public func requestedFile(
    _ argument: String, relativeTo base: URL, presence: FilePresence = .mustExist
  ) throws(AgentRequestError) -> String {
    // `base` is a folder whether or not its URL says so (a URL made before the folder existed
    // does not): without the trailing `/`, a relative argument would be taken from its parent.
    let folder = URL(fileURLWithPath: base.path, isDirectory: true)
    let url = URL(fileURLWithPath: argument, relativeTo: folder).standardizedFileURL
    guard let path = RepositoryRoot.relativePath(of: url, to: root) else {
      throw .outsideRepository(path: argument, root: root.path)
    }
    guard !path.isEmpty else { throw .notAFile(path: argument) }
    switch confinement.resolve(path) {
    case .failure(.leavesRepository), .failure(.notPlain): throw .outsideRepository(path: argument, root: root.path)
    case .failure(let refusal): throw .refused(path: argument, reason: refusal.reason)
    case .success(let real):
      let exists = FileSystem.exists(atPath: real)
      if exists && FileSystem.isDirectory(atPath: real) { throw .notAFile(path: argument) }
      if exists && !FileSystem.isFile(atPath: real) { throw .notRegularFile(path: argument) }
      if !exists && presence == .mustExist { throw .missingFile(path: argument) }
    }
    return path
  }
}
