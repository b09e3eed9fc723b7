#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// The bytes of the file at `path`: the one reader, for the lint walk's every file as for a
  /// `.gitignore`. No `Data`, no `URL`; a regular file is read into one allocation of its
  /// size, anything else (a pipe, `/proc`) a chunk at a time to its end.
  ///
  /// - Parameters:
  ///   - limit: the largest file read; a larger one fails with ``Failure/tooLargeSize`` set,
  ///     unread.
  ///   - followingLinks: whether a final symbolic link is followed; when not (the default), a
  ///     link fails with `ELOOP`.
  package static func contents(
    atPath path: String, limit: Int = .max, followingLinks: Bool = false
  ) -> Result<[UInt8], Failure> {
    FileReadLog.note(path)
    return unnotedContents(atPath: path, limit: limit, followingLinks: followingLinks)
  }

  /// ``contents(atPath:limit:followingLinks:)`` of a file the linter checks, links followed,
  /// not noted in ``FileReadLog``: the linter accounts for the files it checks itself, and a
  /// note from each of its threads would make them wait on one another.
  package static func contentsToLint(atPath path: String, limit: Int) -> Result<[UInt8], Failure> {
    return unnotedContents(atPath: path, limit: limit, followingLinks: true)
  }

  private static func unnotedContents(atPath path: String, limit: Int, followingLinks: Bool) -> Result<[UInt8], Failure> {
    let descriptor = open(path, followingLinks ? O_RDONLY : O_RDONLY | O_NOFOLLOW)
    guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Failure(code: errno)) }
    let size = Int(info.st_size)
    guard size <= limit else { return .failure(Failure(code: EFBIG, tooLargeSize: size)) }
    if info.st_mode & S_IFMT == S_IFREG, size > 0 {
      return readExactly(size, from: descriptor)
    }
    return readToEnd(descriptor, limit: limit)
  }

  /// The bytes of the regular file at `path` (at most `limit` of them), never through a final
  /// symbolic link (`ELOOP`) and never from a pipe or a device (``Failure/isSpecialFile``):
  /// it is opened with `O_NONBLOCK | O_NOFOLLOW` (a pipe without a writer does not block the
  /// open) and checked with `fstat` on the open descriptor, so nothing swapped in between
  /// the check and the read is read.
  package static func regularFileContents(atPath path: String, limit: Int = .max) -> Result<[UInt8], Failure> {
    FileReadLog.note(path)
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Failure(code: errno)) }
    guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.specialFile) }
    let size = Int(info.st_size)
    guard size <= limit else { return .failure(Failure(code: EFBIG, tooLargeSize: size)) }
    return readExactly(size, from: descriptor)
  }

  /// The first `count` bytes of the file at `path` (fewer when it is shorter), links
  /// followed: enough to tell what a file opens with without reading it whole.
  package static func head(atPath path: String, count: Int) -> Result<[UInt8], Failure> {
    FileReadLog.note(path)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
    defer { close(descriptor) }
    return readExactly(count, from: descriptor)
  }

  /// Reads `size` bytes (fewer when the file is shorter, or shrank meanwhile) into one array.
  /// The array is not zero-filled first (the kernel writes every byte kept): filling it cost a
  /// warm cached lint run, which reads every file and checks none, a tenth of its time.
  private static func readExactly(_ size: Int, from descriptor: Int32) -> Result<[UInt8], Failure> {
    var failure: Int32?
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var filled = 0
      while filled < size {
        let count = read(descriptor, buffer.baseAddress! + filled, size - filled)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          break
        }
        if count == 0 { break }
        filled += count
      }
      initialized = filled
    }
    if let failure { return .failure(Failure(code: failure)) }
    return .success(bytes)
  }

  /// Reads chunks until the end, for files whose size `fstat` does not know.
  private static func readToEnd(_ descriptor: Int32, limit: Int) -> Result<[UInt8], Failure> {
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
      if bytes.count > limit { return .failure(Failure(code: EFBIG, tooLargeSize: bytes.count)) }
    }
  }
}

extension FileSystem {
  /// Whether the regular file at `path` starts with a UTF-8 byte-order mark (which the text
  /// readers drop): read three bytes, never through a final link or from a pipe.
  package static func startsWithByteOrderMark(atPath path: String) -> Bool {
    FileReadLog.note(path)
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    var bytes = [UInt8](repeating: 0, count: 3)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 3) }
    return count == 3 && bytes == [0xEF, 0xBB, 0xBF]
  }
}
