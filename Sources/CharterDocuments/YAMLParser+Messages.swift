import CharterSupport

/// Text helpers for ``YAMLParser``'s diagnostics; no libyaml types here.
extension YAMLParser {
  /// The 1-based position of the character that starts at UTF-8 byte `offset` of `text`.
  ///
  /// libyaml reports reader errors (such as a control character) as a byte offset rather than
  /// a line and column. This counts lines and characters the way libyaml's scanner does: CRLF,
  /// CR, LF, NEL, LS and PS each end a line, and a leading byte-order mark takes no column.
  static func position(ofByte offset: Int, in text: String, lineOffset: Int) -> SourcePosition {
    let utf8 = text.utf8
    let end =
      utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex) ?? utf8.endIndex
    var line = 1
    var column = 1
    var previous: Unicode.Scalar?
    for (index, scalar) in text.unicodeScalars[..<end].enumerated() {
      defer { previous = scalar }
      switch scalar {
      case "\u{FEFF}" where index == 0:
        continue
      case "\n" where previous == "\r":
        continue
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
        line += 1
        column = 1
      default:
        column += 1
      }
    }
    return SourcePosition(line: line + lineOffset, column: column)
  }

  /// libyaml's problem text as a message: lower-case, as compiler diagnostics are written.
  static func sentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
