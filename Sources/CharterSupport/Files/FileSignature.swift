#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat(2)` says of a path, enough to tell that it has not changed: device, inode, mode,
/// size, and the modification and status-change times to the nanosecond; for a symbolic link,
/// the same of what it leads to as well. A path where nothing is has the signature of absence.
///
/// The status-change time cannot be set back by a program (`touch -d` sets the modification
/// time, and moves the status-change time to now), so an unchanged signature means an
/// unchanged file, as long as the file had not changed within ``settlingTime`` of when the
/// signature was taken: a change within the file system's timestamp granularity of an earlier
/// one leaves the times alone (git's "racy" files), which ``isSettled(before:)`` rules out.
package struct FileSignature: Hashable, Sendable {
  /// The numbers, in a fixed order; empty for nothing there.
  package let fields: [Int64]

  /// How long a file must have been left alone before its signature is trusted: above any
  /// file system's timestamp granularity (two seconds on FAT).
  package static let settlingTime: Int64 = 3_000_000_000

  /// The signature of `path` now.
  package init(of path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      fields = []
      return
    }
    var fields = Self.fields(info)
    if info.st_mode & S_IFMT == S_IFLNK {
      var target = stat()
      fields += stat(path, &target) == 0 ? Self.fields(target) : [-1]
    }
    self.fields = fields
  }

  /// A signature from its ``fields``.
  package init(fields: [Int64]) { self.fields = fields }

  /// Whether nothing was at the path.
  package var isAbsent: Bool { fields.isEmpty }

  /// Whether the path, and what a link leads to, last changed at least ``settlingTime``
  /// before `time` (nanoseconds since 1970): true for nothing there.
  package func isSettled(before time: Int64) -> Bool {
    var index = 0
    while index + 6 <= fields.count {
      if max(fields[index + 4], fields[index + 5]) > time - Self.settlingTime { return false }
      index += 6
    }
    return true
  }

  /// The time now, in nanoseconds since 1970.
  package static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  private static func fields(_ info: stat) -> [Int64] {
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    return [
      Int64(info.st_dev), Int64(info.st_ino), Int64(info.st_mode), Int64(info.st_size),
      Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
    ]
  }
}
