import Foundation

/// Paths into the committed test fixtures, found from this file's location so that golden
/// files can be rewritten in place.
enum Fixtures {
  /// The package root.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // CharterKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/Fixtures`.
  static let root = packageRoot.appendingPathComponent("Tests/Fixtures")

  /// A path below `Tests/Fixtures`.
  static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The text of a fixture file.
  static func text(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }
}
