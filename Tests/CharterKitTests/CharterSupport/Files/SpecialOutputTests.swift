import Foundation
import Testing

@testable import CharterKit
@testable import CharterSupport

/// `--output /dev/null` (or a named pipe) is written into, never replaced by a regular file:
/// a rename over a device as root breaks every later program that reads it.
@Suite struct SpecialOutputTests {
  /// A named pipe of the test's own: a reader on another thread gets the text, and the pipe
  /// is still a pipe afterwards.
  @Test func aNamedPipeIsWrittenInto() async throws {
    let scratch = try TemporaryDirectory()
    let fifo = scratch.url.appendingPathComponent("report.fifo").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let reader = Task.detached { () -> String in
      let handle = FileHandle(forReadingAtPath: fifo)!
      defer { try? handle.close() }
      return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }
    try FileSystem.write("findings\n", to: fifo, displayPath: "report.fifo")
    #expect(await reader.value == "findings\n")
    var info = stat()
    #expect(lstat(fifo, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["report.fifo"], "no temporary file left"
    )
  }

  /// A character device of the test's own (the null device's numbers, made with `mknod`,
  /// which needs root, as CI has): written into, still a device afterwards. Without root the
  /// test uses `/dev/null` itself, which a broken write could not replace without root either.
  @Test func aCharacterDeviceIsWrittenInto() throws {
    let scratch = try TemporaryDirectory()
    let device = try Self.nullDevice(in: scratch)
    var before = stat()
    try #require(stat(device, &before) == 0 && before.st_mode & S_IFMT == S_IFCHR)
    try FileSystem.write("findings\n", to: device, displayPath: "null")
    var after = stat()
    #expect(stat(device, &after) == 0)
    #expect(after.st_mode & S_IFMT == S_IFCHR)
    #expect(after.st_rdev == before.st_rdev)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).allSatisfy { !$0.contains(".charter-") })
  }

  /// A character device like `/dev/null` in `scratch`, or `/dev/null` when `mknod` is refused.
  static func nullDevice(in scratch: TemporaryDirectory) throws -> String {
    let path = scratch.url.appendingPathComponent("null").path
    var null = stat()
    try #require(stat("/dev/null", &null) == 0)
    return mknod(path, S_IFCHR | 0o666, null.st_rdev) == 0 ? path : "/dev/null"
  }

  /// A link to a device is written through, and stays a link.
  @Test func aLinkToADeviceIsWrittenThrough() throws {
    let scratch = try TemporaryDirectory()
    let link = scratch.url.appendingPathComponent("out")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
    try FileSystem.write("x\n", to: link.path, displayPath: "out")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/null")
  }

  /// A folder is an error, not replaced.
  @Test func aFolderIsAnError() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.url.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(throws: DiagnosticsError.self) { try FileSystem.write("x\n", to: folder.path, displayPath: "out") }
  }
}
