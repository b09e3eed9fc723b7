#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers around `opendir`/`readdir`/`lstat`/`stat`/`read`, the only system calls the
/// file walk makes. Paths are absolute strings; nothing here allocates a `URL`.
package enum FileSystem {
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
    var kind: Kind?
  }

  /// A failed system call: the `errno` and what it means.
  package struct Failure: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
    /// Whether the path does not exist (`ENOENT`, `ENOTDIR`).
    var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    /// Whether resolving the path met a symbolic link loop (`ELOOP`).
    var isLoop: Bool { code == ELOOP }
  }

  /// The entries of the folder at `path`, without `.` and `..`, in no particular order.
  package static func entries(atPath path: String) -> Result<[Entry], Failure> {
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

  /// The kind of the entry at `path`, not following a final symbolic link.
  package static func kind(atPath path: String) -> Result<Kind, Failure> {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .success(.file)
    case S_IFDIR: return .success(.directory)
    case S_IFLNK: return .success(.symbolicLink)
    default: return .success(.other)
    }
  }

  /// The kind of what `path` leads to, following symbolic links (a link to a file is a
  /// `.file`); a dangling link or a loop is a failure.
  package static func kind(followingLinksAt path: String) -> Result<Kind, Failure> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .success(.file)
    case S_IFDIR: return .success(.directory)
    default: return .success(.other)
    }
  }

  /// The contents of the regular file at `path`.
  package static func contents(atPath path: String) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW)
    guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(code: errno))
      }
      if count == 0 { return .success(bytes) }
      bytes += chunk[..<count]
    }
  }

  /// `path` with every symbolic link resolved, or the failure (`ENOENT` for a dangling link,
  /// `ELOOP` for a loop).
  package static func resolvedPath(_ path: String) -> Result<String, Failure> {
    guard let resolved = realpath(path, nil) else { return .failure(Failure(code: errno)) }
    defer { free(resolved) }
    return .success(String(cString: resolved))
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
