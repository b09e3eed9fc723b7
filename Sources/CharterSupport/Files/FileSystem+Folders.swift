#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating and removing folders and files, renaming, permissions.
extension FileSystem {
  /// Creates the folder at `path` and every missing folder above it (`mkdir -p`, `0777` less
  /// the umask). A folder already there is fine.
  /// - Throws: ``Failure`` when a folder cannot be made (a file in the way: `EEXIST`,
  ///   `ENOTDIR`).
  package static func createFolder(atPath path: String) throws(Failure) {
    if mkdir(path, 0o777) == 0 { return }
    let code = errno
    switch code {
    case EEXIST:
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
      throw Failure(code: EEXIST)
    case ENOENT:
      let parent = split(path).folder
      guard !parent.isEmpty, parent != path else { throw Failure(code: code) }
      try createFolder(atPath: parent)
      if mkdir(path, 0o777) == 0 { return }
      var info = stat()
      if errno == EEXIST, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
      throw Failure(code: errno)
    default:
      throw Failure(code: code)
    }
  }

  /// Removes what is at `path`: a file, a symbolic link (never what it leads to), or a
  /// folder with everything in it.
  /// - Throws: ``Failure`` when something cannot be removed (`ENOENT` when nothing is there).
  package static func remove(atPath path: String) throws(Failure) {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw Failure(code: errno) }
    if info.st_mode & S_IFMT == S_IFDIR {
      switch entries(atPath: path) {
      case .failure(let failure): throw failure
      case .success(let entries):
        for entry in entries {
          let name = String(decoding: entry.rawName, as: UTF8.self)
          guard entry.name != nil else { throw Failure(code: EILSEQ) }
          try remove(atPath: path + "/" + name)
        }
      }
      if rmdir(path) != 0 { throw Failure(code: errno) }
    } else if unlink(path) != 0 {
      throw Failure(code: errno)
    }
  }

  /// Renames `source` to `destination` (`rename(2)`: replaces a file there, and an empty
  /// folder with a folder).
  /// - Throws: ``Failure``.
  package static func rename(_ source: String, to destination: String) throws(Failure) {
    #if canImport(Glibc)
      let result = Glibc.rename(source, destination)
    #else
      let result = Darwin.rename(source, destination)
    #endif
    if result != 0 { throw Failure(code: errno) }
  }

  /// Sets the permission bits of `path` (following a symbolic link).
  /// - Throws: ``Failure``.
  package static func setPermissions(_ mode: UInt32, atPath path: String) throws(Failure) {
    if chmod(path, mode_t(mode)) != 0 { throw Failure(code: errno) }
  }
}
