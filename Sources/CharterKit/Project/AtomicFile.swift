import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader never sees half of one: the text goes to a temporary file in
/// the same folder, which is then renamed over the target.
public enum AtomicFile {
  /// When a written file reaches the disk.
  public enum Durability: Sendable {
    /// `fsync` the file before renaming it: durable when `write` returns.
    case immediate
    /// Leave the flush to the caller, who writes many files and then calls ``syncAll()``
    /// once (as git's `core.fsyncMethod=batch` does). Each file is still replaced atomically.
    case batched
  }

  /// Writes `text` to `url` atomically, creating missing folders.
  /// - Throws: ``DiagnosticsError`` naming the file when it cannot be written.
  public static func write(_ text: String, to url: URL, displayPath: String, durability: Durability = .immediate) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).charter-\(UUID().uuidString)")
    do {
      if !FileManager.default.fileExists(atPath: folder.path) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try writeBytes(Array(text.utf8), to: temporary.path, sync: durability == .immediate)
      if rename(temporary.path, url.path) != 0 { throw failure(errno) }
    } catch {
      unlink(temporary.path)
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

  private static func writeBytes(_ bytes: [UInt8], to path: String, sync: Bool) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
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
