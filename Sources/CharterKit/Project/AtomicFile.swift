import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader never sees half of one: the text goes to a temporary file in
/// the same folder, which is then renamed over the target.
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
    /// Leave the flush to the caller, who writes many files and then calls ``syncAll()``
    /// once (as git's `core.fsyncMethod=batch` does). Each file is still replaced atomically.
    case batched
  }

  /// Writes `text` to `url` atomically, creating missing folders. A file it replaces keeps its
  /// permissions (an executable script stays executable); a new file gets `0644` less the
  /// umask. `replacing: false` says the caller knows no file is there, which saves a `stat`.
  /// - Throws: ``DiagnosticsError`` naming the file when it cannot be written.
  public static func write(
    _ text: String, to url: URL, displayPath: String, durability: Durability = .immediate, replacing: Bool = true
  ) throws {
    // Plain strings, not `URL`s: appending to a `URL` asks the file system whether the result
    // is a folder, one more system call per file.
    let path = url.path
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    let folder = String(path[..<slash])
    let name = path[slash...].dropFirst()
    // Unique within the process by the counter, across processes by the pid and the start
    // time; `O_EXCL` refuses a name that exists anyway. (A UUID reads /dev/urandom per file.)
    let serial = temporaryCounter.add(1, ordering: .relaxed).newValue
    let temporary = folder + "/." + name + ".charter-\(processTag)-\(serial)"
    var mode: mode_t?
    var existing = stat()
    if replacing, stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
    do {
      let bytes = Array(text.utf8)
      do {
        try writeBytes(bytes, to: temporary, mode: mode, sync: durability == .immediate)
      } catch let error as NSError where error.code == Int(ENOENT) {
        // The folder is missing: create it and try again (cheaper than checking first).
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try writeBytes(bytes, to: temporary, mode: mode, sync: durability == .immediate)
      }
      if rename(temporary, path) != 0 { throw failure(errno) }
    } catch {
      unlink(temporary)
      throw DiagnosticsError([
        Diagnostic(
          path: displayPath, position: SourcePosition(line: 1, column: 1), code: "unwritable-file",
          message: "cannot write the file: \((error as NSError).localizedDescription)")
      ])
    }
  }

  /// Flushes every batched write to the disk.
  public static func syncAll() {
    sync()
  }

  private static func writeBytes(_ bytes: [UInt8], to path: String, mode: mode_t?, sync: Bool) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    if let mode, fchmod(descriptor, mode) != 0 { throw failure(errno) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + written, bytes.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      written += count
    }
    if sync, fsync(descriptor) != 0 { throw failure(errno) }
  }

  private static func failure(_ code: Int32) -> NSError {
    NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code))])
  }
}
