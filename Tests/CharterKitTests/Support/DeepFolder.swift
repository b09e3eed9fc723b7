import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder Charter cannot list: folders nested below it until the path is longer than
/// `PATH_MAX`, which not even root can open by path (tests run as root, where permissions would
/// not stop a read).
enum DeepFolder {
  /// Creates `name` in `parent` with folders nested below it (made with `openat`, so the long
  /// path is never used); returns the nested folders' name.
  static func make(named name: String, in parent: String) throws -> String {
    let segment = String(repeating: "d", count: 250)
    var descriptor = open(parent, O_RDONLY | O_DIRECTORY)
    try #require(descriptor >= 0)
    for level in 0..<(Int(PATH_MAX) / segment.utf8.count + 2) {
      try #require(mkdirat(descriptor, level == 0 ? name : segment, 0o755) == 0)
      let child = openat(descriptor, level == 0 ? name : segment, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = child
      try #require(descriptor >= 0)
    }
    close(descriptor)
    return segment
  }

  /// Removes the folder at `path` and everything below it (`rm -rf` manages paths longer than
  /// `PATH_MAX`; `FileManager` does not).
  static func remove(_ path: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/rm")
    process.arguments = ["-rf", path]
    try? process.run()
    process.waitUntilExit()
  }
}
