#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text files Charter must understand exactly (a rule file, a config, a skill).
///
/// Such files must be valid UTF-8: the first invalid byte is reported with its line and column
/// rather than silently replaced. UTF-8 byte-order marks at the start (one, or several) are
/// dropped.
extension FileSystem {
  /// The text of the file at `path` (symbolic links followed), naming it `displayPath` in
  /// diagnostics.
  /// - Throws: ``DiagnosticsError`` when the file cannot be read (`unreadable-file`) or is not
  ///   valid UTF-8 (`invalid-utf8`).
  public static func text(atPath path: String, displayPath: String) throws(DiagnosticsError) -> String {
    switch contents(atPath: path, followingLinks: true) {
    case .success(let bytes):
      return try decodeText(bytes, displayPath: displayPath)
    case .failure(let failure):
      throw DiagnosticsError([
        Diagnostic(
          path: displayPath, position: SourcePosition(line: 1, column: 1),
          code: "unreadable-file", message: "cannot read the file: \(failure.message.lowercased())")
      ])
    }
  }

  /// The UTF-8 text of the regular file at `path` (a final link not followed), when it has
  /// at most `maximumSize` bytes and is valid UTF-8; `nil` otherwise. No diagnostics: what a
  /// diagnostic's quoted lines and settings files are read with.
  package static func smallText(atPath path: String, maximumSize: Int) -> String? {
    FileReadLog.note(path)
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maximumSize,
      case .success(let bytes) = contents(atPath: path)
    else { return nil }
    return String(validating: bytes, as: UTF8.self)
  }

  /// Decodes `bytes` as UTF-8, dropping byte-order marks at the start.
  /// - Throws: ``DiagnosticsError`` (`invalid-utf8`) at the first invalid byte.
  public static func decodeText(_ bytes: [UInt8], displayPath: String) throws(DiagnosticsError) -> String {
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
        path: displayPath, position: position, code: DiagnosticCode.invalidUTF8,
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
}
