import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files without ever leaving half of one in place of another.
///
/// ``write(_:to:displayPath:durability:)`` replaces a file: the text goes to a temporary file
/// in the same folder, which is then renamed over the target, so a reader sees the old text or
/// the new. ``create(_:at:displayPath:)`` makes a file where there is none, in place and
/// exclusively (as `git checkout` does): it never replaces anything, and a file it could not
/// finish is removed.
public enum AtomicFile {
  private static let temporaryCounter = Atomic<Int>(0)
  private static let processTag: String = {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return "\(getpid())-\(String(now.tv_sec &* 1_000_000_000 &+ now.tv_nsec, radix: 36))"
  }()

  /// When a written file reaches the disk.
  public enum Durability: Sendable {
    /// `fsync` the file before renaming it: durable when `write` returns.
    case immediate
    /// Leave the flush to the caller, who writes many files and then calls ``flush(_:inRepositoryAt:)``
    /// once (as git's `core.fsyncMethod=batch` does). Each file is still replaced atomically.
    case batched
  }

  /// Writes `text` to `url` atomically, creating missing folders. A file it replaces keeps its
  /// permissions (an executable script stays executable); a new file gets `0644` less the
  /// umask.
  /// - Throws: ``DiagnosticsError`` naming the file when it cannot be written.
  public static func write(_ text: String, to url: URL, displayPath: String, durability: Durability = .immediate) throws {
    try write(to: url, displayPath: displayPath, durability: durability) { $0.write(text) }
  }

  /// Writes what `contents` writes to `url`, atomically, as ``write(_:to:displayPath:durability:)``
  /// does, a chunk at a time: for text too large to hold whole, such as a long report.
  /// - Throws: ``DiagnosticsError`` naming the file when it cannot be written.
  public static func write(
    to url: URL, displayPath: String, durability: Durability = .immediate, contents: (inout FileOutputStream) -> Void
  ) throws {
    // Plain strings, not `URL`s: appending to a `URL` asks the file system whether the result
    // is a folder, one more system call per file.
    let path = url.path
    let (folder, name) = split(path)
    // Unique within the process by the counter, across processes by the pid and the start
    // time; `O_EXCL` refuses a name that exists anyway. (A UUID reads /dev/urandom per file.)
    let serial = temporaryCounter.add(1, ordering: .relaxed).newValue
    let temporary = folder + "/." + name + ".charter-\(processTag)-\(serial)"
    var mode: mode_t?
    var existing = stat()
    if stat(path, &existing) == 0 {
      switch existing.st_mode & S_IFMT {
      case S_IFREG:
        mode = existing.st_mode & 0o7777
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
    do {
      try writeNewFile(contents, to: temporary, mode: mode, sync: durability == .immediate)
      if rename(temporary, path) != 0 { throw failure(errno) }
    } catch {
      unlink(temporary)
      throw unwritable(displayPath, "cannot write the file: \((error as NSError).localizedDescription)")
    }
  }

  /// The names in `folder` (an absolute path) of temporary files a write of this kind left
  /// behind when its process was killed: `.NAME.charter-PID-…` whose process is gone.
  /// Another live process's temporary files are never listed.
  public static func staleTemporaries(inFolder folder: String) -> [String] {
    guard case .success(let entries) = FileSystem.entries(atPath: folder) else { return [] }
    return entries.compactMap(\.name).filter(isStaleTemporary).sorted()
  }

  /// Whether `name` is a temporary file of ``write(_:to:displayPath:durability:)`` whose
  /// process no longer runs.
  static func isStaleTemporary(_ name: String) -> Bool {
    guard name.hasPrefix("."), let marker = name.range(of: ".charter-", options: .backwards) else { return false }
    let parts = name[marker.upperBound...].split(separator: "-")
    guard parts.count == 3, let pid = Int32(parts[0]), pid > 0, Int(parts[2]) != nil,
      parts[1].allSatisfy({ $0.isLetter || $0.isNumber })
    else { return false }
    if pid == getpid() { return false }
    // kill(pid, 0) fails with ESRCH only when no such process exists.
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// Writes what `contents` writes into the existing special file at `path` (opened without
  /// creating).
  private static func writeInto(_ contents: (inout FileOutputStream) -> Void, at path: String, displayPath: String) throws {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unwritable(displayPath, "cannot write the file: \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    do {
      try writeAll(contents, to: descriptor)
    } catch {
      throw unwritable(displayPath, "cannot write the file: \(failure(error.code).localizedDescription)")
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

  /// Flushes the batched writes of `files` (absolute paths, in the repository at `root`) to
  /// the disk: on Linux one `syncfs` of the repository's file system, elsewhere an `fsync`
  /// of each file and its folder — never the global `sync()`, which writes back every file
  /// system on the machine.
  public static func flush(_ files: [String], inRepositoryAt root: String) {
    #if os(Linux)
      let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if descriptor >= 0 {
        defer { close(descriptor) }
        if linuxSyncFileSystem(descriptor) == 0 { return }
      }
    #endif
    var folders: Set<String> = []
    for file in files {
      fsyncPath(file, flags: O_RDONLY)
      folders.insert(split(file).folder)
    }
    for folder in folders { fsyncPath(folder, flags: O_RDONLY | O_DIRECTORY) }
  }

  #if os(Linux)
    /// glibc's `syncfs(2)`, which its Swift module does not expose (it needs `_GNU_SOURCE`).
    @_silgen_name("syncfs")
    private static func linuxSyncFileSystem(_ descriptor: Int32) -> Int32
  #endif

  private static func fsyncPath(_ path: String, flags: Int32) {
    let descriptor = open(path, flags | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Creates the file `url` with `text`, creating missing folders, for a caller who knows no
  /// file is there. Half as many folder updates as ``write(_:to:displayPath:durability:)``
  /// (no temporary name, no rename), for writing many new files; the caller flushes them with
  /// ``flush(_:inRepositoryAt:)``.
  /// - Throws: ``DiagnosticsError`` naming the file when it cannot be written, or when a file
  ///   is there after all (it is left alone).
  public static func create(_ text: String, at url: URL, displayPath: String) throws {
    do {
      try writeNewFile({ $0.write(text) }, to: url.path, mode: nil, sync: false)
    } catch let error as NSError where error.code == Int(EEXIST) {
      throw unwritable(displayPath, "a file appeared here while Charter was writing; it was left alone (run the command again)")
    } catch {
      throw unwritable(displayPath, "cannot write the file: \((error as NSError).localizedDescription)")
    }
  }

  /// `path` cut at its last `/`: the folder and the name.
  private static func split(_ path: String) -> (folder: String, name: Substring) {
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    return (String(path[..<slash]), path[slash...].dropFirst())
  }

  /// ``writeBytes(_:to:mode:sync:)``, creating the folder when it is missing (cheaper than
  /// checking first).
  private static func writeNewFile(
    _ contents: (inout FileOutputStream) -> Void, to path: String, mode: mode_t?, sync: Bool
  ) throws {
    do {
      try writeBytes(contents, to: path, mode: mode, sync: sync)
    } catch let error as NSError where error.code == Int(ENOENT) {
      try FileManager.default.createDirectory(atPath: split(path).folder, withIntermediateDirectories: true)
      try writeBytes(contents, to: path, mode: mode, sync: sync)
    }
  }

  private static func unwritable(_ displayPath: String, _ message: String) -> DiagnosticsError {
    DiagnosticsError([
      Diagnostic(path: displayPath, position: SourcePosition(line: 1, column: 1), code: "unwritable-file", message: message)
    ])
  }

  /// Writes what `contents` writes to a new file at `path` (never an existing one); on failure
  /// the file is removed again.
  private static func writeBytes(
    _ contents: (inout FileOutputStream) -> Void, to path: String, mode: mode_t?, sync: Bool
  ) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
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
      throw failure(error.code)
    }
    if sync, fsync(descriptor) != 0 { throw failure(errno) }
    finished = true
  }

  private static func failure(_ code: Int32) -> NSError {
    NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code))])
  }
}
