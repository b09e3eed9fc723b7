import Foundation
import Testing

/// Compares `actual` with the committed golden file at `relativePath` below `Tests/Fixtures`.
///
/// With `CHARTER_UPDATE_GOLDENS=1` in the environment the golden file is written instead
/// (`scripts/update-goldens.sh` does that); review the diff before committing it.
func assertGolden(
  _ actual: String, _ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = Fixtures.url(relativePath)
  if ProcessInfo.processInfo.environment["CHARTER_UPDATE_GOLDENS"] == "1" {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "missing golden file \(relativePath); run scripts/update-goldens.sh",
      sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "differs from \(relativePath)", sourceLocation: sourceLocation)
}
