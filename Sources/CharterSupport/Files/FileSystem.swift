#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Charter's one way to the host's files, by absolute path: what is there, listing, reading,
/// atomic writing, folders, permissions.
///
/// Every call is a POSIX system call (no `URL`, no `FileManager`), since a lint run makes many.
/// Paths here are trusted: what a repository's own files steer Charter to goes through
/// ``RepositoryFiles``, which confines it to the repository first. `FileSystem` is for what
/// legitimately lies elsewhere — a user's skills folder, the user-global rules layer, a
/// `--baseline` or `--output` path named on the command line, `PATH` look-ups.
///
/// The operations are split by concern: ``contents(atPath:limit:followingLinks:)``
/// (`+Read`), ``text(atPath:displayPath:)`` (`+Text`), ``write(_:to:displayPath:durability:)``
/// and ``create(_:at:displayPath:)`` (`+Write`), ``flush(_:inRepositoryAt:)`` (`+Flush`),
/// ``createFolder(atPath:)`` and ``remove(atPath:)`` (`+Folders`), ``exists(atPath:)`` and the
/// other questions (`+Query`), ``tree(atPath:skippingHidden:skipping:)`` (`+Tree`).
public enum FileSystem {
  /// What a directory entry is, without following a symbolic link.
  package enum Kind: Sendable {
    case file, directory, symbolicLink, other
  }

  /// One entry of a folder listing.
  package struct Entry {
    /// The name, or `nil` when it is not valid UTF-8.
    package var name: String?
    /// The raw bytes of the name, kept for a diagnostic when `name` is `nil`.
    var rawName: [UInt8]
    /// The kind from `d_type`, or `nil` when the file system did not say.
    package var kind: Kind?
  }

  /// A failed system call: the `errno` and what it means.
  package struct Failure: Error, CustomStringConvertible {
    /// The `errno`.
    var code: Int32
    /// The file's size when it was refused for being larger than the limit asked for
    /// (``contents(atPath:limit:followingLinks:)``).
    package var tooLargeSize: Int?
    /// The system's sentence for ``code``.
    package var message: String { isSpecialFile ? "not a regular file" : String(cString: strerror(code)) }
    /// Whether the path does not exist (`ENOENT`, `ENOTDIR`).
    package var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    /// Whether resolving the path met a symbolic link loop, or a final link where none may
    /// be followed (`ELOOP`).
    package var isLoop: Bool { code == ELOOP }
    /// Whether the file was refused for being a pipe, a device or a socket where only a
    /// regular file is read or written (``regularFileContents(atPath:limit:)``).
    package var isSpecialFile = false
    /// A refusal of a file that is not a regular file.
    static var specialFile: Failure {
      var failure = Failure(code: EINVAL)
      failure.isSpecialFile = true
      return failure
    }
    /// ``message``.
    package var description: String { isSpecialFile ? "not a regular file" : message }

    init(code: Int32, tooLargeSize: Int? = nil) {
      self.code = code
      self.tooLargeSize = tooLargeSize
    }
  }

  /// The entries of the folder at `path`, without `.` and `..`, in no particular order.
  package static func entries(atPath path: String) -> Result<[Entry], Failure> {
    FileReadLog.note(path)
    guard let directory = opendir(path) else { return .failure(Failure(code: errno)) }
    defer { closedir(directory) }
    var entries: [Entry] = []
    while true {
      errno = 0
      guard let pointer = readdir(directory) else {
        if errno != 0 { return .failure(Failure(code: errno)) }
        break
      }
      let raw = withUnsafeBytes(of: &pointer.pointee.d_name) { buffer in
        Array(buffer.prefix { $0 != 0 })
      }
      if raw == [0x2E] || raw == [0x2E, 0x2E] { continue }
      entries.append(
        Entry(
          name: String(validating: raw, as: UTF8.self), rawName: raw,
          kind: kind(fromDirentType: pointer.pointee.d_type)))
    }
    return .success(entries)
  }

  /// The names in the folder at `path` that are valid UTF-8, sorted, or `nil` when it cannot
  /// be listed.
  package static func names(inFolder path: String) -> [String]? {
    guard case .success(let entries) = entries(atPath: path) else { return nil }
    return entries.compactMap(\.name).sorted()
  }

  /// The kind of the entry at `path`, not following a final symbolic link.
  package static func kind(atPath path: String) -> Result<Kind, Failure> {
    FileReadLog.note(path)
    var info = stat()
    guard lstat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
    return .success(kind(ofMode: info.st_mode))
  }

  /// The kind of what `path` leads to, following symbolic links (a link to a file is a
  /// `.file`); a dangling link or a loop is a failure.
  package static func kind(followingLinksAt path: String) -> Result<Kind, Failure> {
    FileReadLog.note(path)
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
    return .success(kind(ofMode: info.st_mode))
  }

  /// `path` with every symbolic link resolved, or the failure (`ENOENT` for a dangling link,
  /// `ELOOP` for a loop).
  package static func resolvedPath(_ path: String) -> Result<String, Failure> {
    FileReadLog.note(path)
    guard let resolved = realpath(path, nil) else { return .failure(Failure(code: errno)) }
    defer { free(resolved) }
    return .success(String(cString: resolved))
  }

  /// The kind a `st_mode` names.
  static func kind(ofMode mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .file
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  private static func kind(fromDirentType type: UInt8) -> Kind? {
    switch Int32(type) {
    case Int32(DT_REG): .file
    case Int32(DT_DIR): .directory
    case Int32(DT_LNK): .symbolicLink
    case Int32(DT_UNKNOWN): nil
    default: .other
    }
  }
}
