import Foundation

/// A fresh directory under the system temporary folder, removed when the value is released.
final class TemporaryDirectory: @unchecked Sendable {
  /// The directory.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("charter-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `contents` to `relativePath`, creating folders on the way; returns the file's URL.
  @discardableResult
  func write(_ relativePath: String, _ contents: String) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
    return file
  }
}
