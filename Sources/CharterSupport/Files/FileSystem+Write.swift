import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing files without ever leaving half of one in place of another.
///
/// ``write(_:to:displayPath:durability:)`` replaces a file: the text goes to a temporary file
/// in the same folder, which is then renamed over the target, so a reader sees the old text or
/// the new. ``create(_:at:displayPath:)`` makes a file where there is none, in place and
/// exclusively (as `git checkout` does): it never replaces anything, and a file it could not
/// finish is removed.
extension FileSystem {
  private static let temporaryCounter = Atomic<Int>(0)
  static let processTag: String = {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return "\(getpid())-\(String(now.tv_sec &* 1_000_000_000 &+ now.tv_nsec, radix: 36))"
  }()

  /// When a written file reaches the disk.
  public enum Durability: Sendable {
    /// `fsync` the file before renaming it: durable when `write` returns.
    case immediate
    /// Leave the flush to the caller, who writes many files and then calls
    /// ``FileSystem/flush(_:inRepositoryAt:)`` once (as git's `core.fsyncMethod=batch` does).
    /// Each file is still replaced atomically.
    case batched
  }

  /// Writes `text` to `path` atomically, creating missing folders. A file it replaces keeps
  /// its permissions (an executable script stays executable); a new file gets `0644` less the
  /// umask.
  /// - Throws: ``DiagnosticsError`` (`unwritable-file`) naming `displayPath` when the file
  ///   cannot be written.
  public static func write(_ text: String, to path: String, displayPath: String, durability: Durability = .immediate)
    throws(DiagnosticsError)
  {
    try write(to: path, displayPath: displayPath, durability: durability) { $0.write(text) }
  }

  /// Writes what `contents` writes to `path`, atomically, as ``write(_:to:displayPath:durability:)``
  /// does, a chunk at a time: for text too large to hold whole, such as a long report.
  /// - Throws: ``DiagnosticsError`` naming the file when it cannot be written.
  public static func write(
    to path: String, displayPath: String, durability: Durability = .immediate,
    contents: (inout FileOutputStream) -> Void
  ) throws(DiagnosticsError) {
    try write(to: path, displayPath: displayPath, durability: durability, followingLinks: true, contents: contents)
  }

  /// ``write(to:displayPath:durability:contents:)``, and with `followingLinks` false (a path
  /// inside the repository, ``CommandLineFile``) a symbolic link, a pipe or a device at `path`
  /// is refused instead of written into: only a regular file is replaced.
  /// - Throws: ``DiagnosticsError`` naming the file when it is refused or cannot be written.
  package static func write(
    to path: String, displayPath: String, durability: Durability, followingLinks: Bool,
    contents: (inout FileOutputStream) -> Void
  ) throws(DiagnosticsError) {
    let (folder, name) = split(path)
    // Unique within the process by the counter, across processes by the pid and the start
    // time; `O_EXCL` refuses a name that exists anyway. (A UUID reads /dev/urandom per file.)
    let serial = temporaryCounter.add(1, ordering: .relaxed).newValue
    let temporary = folder + "/." + name + ".charter-\(processTag)-\(serial)"
    var mode: mode_t?
    var existing = stat()
    if (followingLinks ? stat(path, &existing) : lstat(path, &existing)) == 0 {
      switch existing.st_mode & S_IFMT {
      case S_IFREG:
        mode = existing.st_mode & 0o7777
      case S_IFLNK:
        throw unwritable(displayPath, linkRefusal("write"), code: "symbolic-link")
      case _ where !followingLinks && existing.st_mode & S_IFMT != S_IFDIR:
        throw unwritable(displayPath, specialFileRefusal("write"), code: "not-a-regular-file")
      case S_IFCHR, S_IFIFO:
        // `/dev/null`, `/dev/stdout`, a named pipe: written into, never replaced (a rename
        // would put a regular file where the device was).
        return try writeInto(contents, at: path, displayPath: displayPath)
      case S_IFDIR:
        throw unwritable(displayPath, "cannot write the file: it is a folder")
      default:
        throw unwritable(displayPath, "cannot write the file: it is not a regular file, a character device or a pipe")
      }
    }
    do throws(Failure) {
      try writeNewFile(contents, to: temporary, mode: mode, sync: durability == .immediate)
      try rename(temporary, to: path)
    } catch {
      unlink(temporary)
      throw unwritable(displayPath, "cannot write the file: \(error.message)")
    }
  }

  /// Creates the file `path` with `text`, creating missing folders, for a caller who knows no
  /// file is there. Half as many folder updates as ``write(_:to:displayPath:durability:)``
  /// (no temporary name, no rename), for writing many new files; the caller flushes them with
  /// ``flush(_:inRepositoryAt:)``.
  /// - Throws: ``DiagnosticsError`` naming the file when it cannot be written, or when a file
  ///   is there after all (it is left alone).
  public static func create(_ text: String, at path: String, displayPath: String) throws(DiagnosticsError) {
    do throws(Failure) {
      try writeNewFile({ $0.write(text) }, to: path, mode: nil, sync: false)
    } catch where error.code == EEXIST {
      throw unwritable(
        displayPath, "a file appeared here while Charter was writing; it was left alone (run the command again)")
    } catch {
      throw unwritable(displayPath, "cannot write the file: \(error.message)")
    }
  }

  /// Appends to the file at `path`, creating it (`0644` less the umask) when it is missing:
  /// `text` is given the file's size before, so that it can start with a separator when
  /// the file has content. For a log every step of a job adds to (`$GITHUB_STEP_SUMMARY`);
  /// not atomic.
  ///
  /// With `followingLinks` false (a path inside the repository, ``CommandLineFile``) a final
  /// symbolic link fails with `ELOOP` (`O_NOFOLLOW`), and a pipe or a device with
  /// ``Failure/isSpecialFile``, unwritten: the open does not wait for a pipe's reader.
  /// - Throws: ``Failure`` when the file cannot be opened or written.
  package static func append(to path: String, followingLinks: Bool = true, text: (_ size: Int) -> String)
    throws(Failure)
  {
    if !followingLinks, case .success(let kind) = kind(atPath: path), kind != .file {
      throw kind == .symbolicLink ? Failure(code: ELOOP) : Failure.specialFile
    }
    let flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW | O_NONBLOCK)
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    defer { close(descriptor) }
    if !followingLinks {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { throw Failure(code: errno) }
      guard info.st_mode & S_IFMT == S_IFREG else { throw Failure.specialFile }
      // Back to blocking writes (a regular file never waits anyway).
      _ = fcntl(descriptor, F_SETFL, O_APPEND)
    }
    let end = lseek(descriptor, 0, SEEK_END)
    guard end >= 0 else { throw Failure(code: errno) }
    do {
      try writeAll({ $0.write(text(Int(end))) }, to: descriptor)
    } catch {
      throw Failure(code: error.code)
    }
  }

  /// Writes what `contents` writes into the existing special file at `path` (opened without
  /// creating).
  private static func writeInto(_ contents: (inout FileOutputStream) -> Void, at path: String, displayPath: String)
    throws(DiagnosticsError)
  {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw unwritable(displayPath, "cannot write the file: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    do {
      try writeAll(contents, to: descriptor)
    } catch {
      throw unwritable(displayPath, "cannot write the file: \(Failure(code: error.code).message)")
    }
  }

  /// Writes what `contents` writes to `descriptor`, retrying after interruptions.
  private static func writeAll(
    _ contents: (inout FileOutputStream) -> Void, to descriptor: Int32
  ) throws(FileOutputStream.Failure) {
    var stream = FileOutputStream(descriptor: descriptor)
    contents(&stream)
    try stream.flush()
  }

  /// `path` cut at its last `/`: the folder and the name.
  static func split(_ path: String) -> (folder: String, name: Substring) {
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    return (String(path[..<slash]), path[slash...].dropFirst())
  }

  /// ``writeBytes(_:to:mode:sync:)``, creating the folder when it is missing (cheaper than
  /// checking first).
  private static func writeNewFile(
    _ contents: (inout FileOutputStream) -> Void, to path: String, mode: mode_t?, sync: Bool
  ) throws(Failure) {
    do throws(Failure) {
      try writeBytes(contents, to: path, mode: mode, sync: sync)
    } catch where error.code == ENOENT {
      try createFolder(atPath: split(path).folder)
      try writeBytes(contents, to: path, mode: mode, sync: sync)
    }
  }

  static func unwritable(_ displayPath: String, _ message: String, code: String = DiagnosticCode.unwritableFile)
    -> DiagnosticsError
  {
    DiagnosticsError([
      Diagnostic(path: displayPath, position: SourcePosition(line: 1, column: 1), code: code, message: message)
    ])
  }

  /// Writes what `contents` writes to a new file at `path` (never an existing one); on failure
  /// the file is removed again.
  private static func writeBytes(
    _ contents: (inout FileOutputStream) -> Void, to path: String, mode: mode_t?, sync: Bool
  ) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    var finished = false
    defer {
      close(descriptor)
      if !finished { unlink(path) }
    }
    // Best effort: a file system without permissions (some network or FAT mounts) refuses.
    if let mode { _ = fchmod(descriptor, mode) }
    do {
      try writeAll(contents, to: descriptor)
    } catch {
      throw Failure(code: error.code)
    }
    if sync, fsync(descriptor) != 0 { throw Failure(code: errno) }
    finished = true
  }
}
