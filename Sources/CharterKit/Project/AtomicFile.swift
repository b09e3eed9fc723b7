import Foundation

/// Writes files so that a reader never sees half of one: the text goes to a temporary file in
/// the same folder, which is then renamed over the target.
public enum AtomicFile {
  /// Writes `text` to `url` atomically, creating missing folders.
  /// - Throws: ``DiagnosticsError`` naming the file when it cannot be written.
  public static func write(_ text: String, to url: URL, displayPath: String) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).charter-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw DiagnosticsError([
        Diagnostic(
          path: displayPath, position: SourcePosition(line: 1, column: 1), code: "unwritable-file",
          message: "cannot write the file: \((error as NSError).localizedDescription)")
      ])
    }
  }
}
