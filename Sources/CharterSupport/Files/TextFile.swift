import Foundation

/// Reads a text file Charter must understand exactly (a rule file, a config, a skill).
///
/// Such files must be valid UTF-8: the first invalid byte is reported with its line and column
/// rather than silently replaced. UTF-8 byte-order marks at the start (one, or several) are
/// dropped.
public enum TextFile {
  /// Reads `url`, naming it `displayPath` in diagnostics.
  /// - Throws: ``DiagnosticsError`` when the file cannot be read or is not valid UTF-8.
  public static func read(_ url: URL, displayPath: String) throws -> String {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw DiagnosticsError([
        Diagnostic(
          path: displayPath, position: SourcePosition(line: 1, column: 1),
          code: "unreadable-file", message: "cannot read the file: \(reason(error))")
      ])
    }
    return try decode(data, displayPath: displayPath)
  }

  /// Decodes `data` as UTF-8, reporting the first invalid byte.
  public static func decode(_ data: Data, displayPath: String) throws -> String {
    try decode([UInt8](data), displayPath: displayPath)
  }

  /// Decodes `bytes` as UTF-8, reporting the first invalid byte.
  public static func decode(_ bytes: [UInt8], displayPath: String) throws -> String {
    var bytes = bytes
    // Every byte-order mark at the start: a file saved twice by tools that each add one would
    // otherwise open with U+FEFF, and its front matter would not be recognised.
    var marks = 0
    while bytes[(marks * 3)...].starts(with: [0xEF, 0xBB, 0xBF]) { marks += 1 }
    if marks > 0 { bytes.removeFirst(marks * 3) }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    let position = firstInvalidPosition(in: bytes)
    throw DiagnosticsError([
      Diagnostic(
        path: displayPath, position: position, code: "invalid-utf8",
        message: "the file is not valid UTF-8 (first invalid byte here)")
    ])
  }

  /// The line and column of the first byte that does not decode, columns counted in scalars.
  static func firstInvalidPosition(in bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var column = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput, .error:
        return SourcePosition(line: line, column: column)
      }
    }
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let message = String(validatingCString: strerror(Int32(underlying.code)))
    {
      return message.lowercased()
    }
    return nsError.localizedDescription
  }
}
