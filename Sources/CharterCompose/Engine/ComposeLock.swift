import CharterSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One writer at a time: compose, `init` and `skills install` hold `.charter/compose.lock`
/// while they plan and write, so two runs never interleave (one would class the other's
/// fresh output as hand-edited).
///
/// The lock is `flock(2)` on the file, which the kernel drops when its process dies, so a
/// killed run leaves no lock that holds: the next run takes it, and removes the file when it
/// is done. A run that finds the lock held waits up to its timeout, then fails naming the
/// process that holds it.
public final class ComposeLock: Sendable {
  /// The lock's path relative to the repository root.
  public static let path = ".charter/compose.lock"

  private let descriptor: Int32
  private let location: String

  private init(descriptor: Int32, location: String) {
    self.descriptor = descriptor
    self.location = location
  }

  /// Takes the lock of the repository at `root` (or the lock at `path` below it: the home
  /// folder's for `compose --global`), waiting up to `timeout` seconds for another run to finish.
  /// - Throws: ``DiagnosticsError`` when the lock cannot be taken in time, or `.charter` is
  ///   refused by ``Confinement``.
  public static func acquire(root: URL, path: String = path, timeout: Double = 30) throws(DiagnosticsError)
    -> ComposeLock
  {
    let location = try RepositoryFiles(root: root).location(of: path)
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let descriptor = try open(location)
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        // The file may have been removed by the run that held it between our open and our
        // lock: then the lock is on a file nobody else will find. Take it again.
        var held = stat()
        var named = stat()
        if fstat(descriptor, &held) == 0, lstat(location, &named) == 0, held.st_ino == named.st_ino,
          held.st_dev == named.st_dev
        {
          let pid = Array("\(getpid())\n".utf8)
          _ = ftruncate(descriptor, 0)
          _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
          return ComposeLock(descriptor: descriptor, location: location)
        }
        close(descriptor)
        continue
      }
      let holder = holder(descriptor)
      close(descriptor)
      if Date() >= deadline {
        throw DiagnosticsError([
          Diagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), code: "compose-locked",
            message: "another Charter run\(holder.map { " (process \($0))" } ?? "") is writing this repository's "
              + "agent files; run again when it is done")
        ])
      }
      usleep(50_000)
    }
  }

  deinit {
    unlink(location)
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  private static func open(_ location: String) throws(DiagnosticsError) -> Int32 {
    var descriptor = Glibc.open(location, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    if descriptor < 0, errno == ENOENT {
      try? FileSystem.createFolder(atPath: String(location[..<(location.lastIndex(of: "/") ?? location.endIndex)]))
      descriptor = Glibc.open(location, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "compose-locked",
          message: "cannot open the lock file: \(String(cString: strerror(errno)))")
      ])
    }
    return descriptor
  }

  /// The process id written in a held lock file, if it reads as one.
  private static func holder(_ descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
