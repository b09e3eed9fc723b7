#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path: each answer one system call.
extension FileSystem {
  /// Whether something is at `path`, following symbolic links (a link that leads nowhere is
  /// not there).
  package static func exists(atPath path: String) -> Bool {
    FileReadLog.note(path)
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Whether `path` is a folder, or a symbolic link to one.
  package static func isDirectory(atPath path: String) -> Bool {
    FileReadLog.note(path)
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Whether `path` is a regular file, or a symbolic link to one.
  package static func isFile(atPath path: String) -> Bool {
    FileReadLog.note(path)
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Whether anything is at `path`, a symbolic link that leads nowhere included.
  package static func entryExists(atPath path: String) -> Bool {
    FileReadLog.note(path)
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Whether this process may execute `path` (`access(2)` with `X_OK`).
  package static func isExecutable(atPath path: String) -> Bool {
    FileReadLog.note(path)
    return access(path, X_OK) == 0
  }

  /// The size in bytes of what is at `path` (a symbolic link's own size, not followed), or
  /// `nil` when nothing is there.
  package static func size(atPath path: String) -> Int? {
    FileReadLog.note(path)
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  /// The process's current folder (`getcwd(3)`), or `/` when it cannot be known.
  package static func currentDirectory() -> String {
    guard let path = getcwd(nil, 0) else { return "/" }
    defer { free(path) }
    return String(cString: path)
  }
}
