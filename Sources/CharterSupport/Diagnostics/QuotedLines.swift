/// The lines of one file a ``DiagnosticRenderer`` quotes, found by walking the text from the
/// last line asked for instead of splitting it whole: a diagnostic at line 1 of a 15 MB file
/// of five million lines costs one line's scan, not five million substrings (hundreds of
/// megabytes). Diagnostics come sorted by position, so a file's lines are walked once.
struct QuotedLines {
  private let text: String
  /// The 1-based line that starts at ``offset``.
  private var line = 1
  private var offset: String.UTF8View.Index

  /// The lines of `text`.
  init(_ text: String) {
    self.text = text
    offset = text.utf8.startIndex
  }

  /// The 1-based line `number` without its `\n` (a `\r` before it is kept), or `nil` when the
  /// text has fewer lines.
  mutating func line(_ number: Int) -> Substring? {
    guard number >= 1 else { return nil }
    let bytes = text.utf8
    if number < line {
      line = 1
      offset = bytes.startIndex
    }
    while line < number {
      guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      offset = bytes.index(after: newline)
      line += 1
    }
    let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    return Substring(text.utf8[offset..<end])
  }
}
