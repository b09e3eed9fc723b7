/// One value from a repository — a path, a message, a source line, a YAML string — made safe to
/// print on one line, the same way ``OutputSanitizer`` filters whole outputs: control
/// characters and bidirectional overrides shown as `\u{1B}`.
///
/// Reporters that align a caret under a column (compiler-style text, rule-file diagnostics)
/// escape here rather than leave it to the output filter, so the caret still points at the
/// character it means.
public enum PrintableText {
  /// How a line break inside a value is shown.
  public enum LineBreaks: Sendable {
    /// As a space (a message is one line; `\r\n` is one space).
    case space
    /// Escaped like any control character (a path, whose every byte matters).
    case escaped
  }

  /// `text` with every unsafe scalar escaped, on one line. (What would be taken for a workflow
  /// command is left to ``OutputSanitizer``, which knows where lines start.)
  public static func line(_ text: some StringProtocol, lineBreaks: LineBreaks = .space) -> String {
    guard text.utf8.contains(where: mayBeUnsafe) else { return String(text) }
    return quoted(text, lineBreaks: lineBreaks, columns: []).text
  }

  /// `text` on one line as ``line(_:lineBreaks:)`` makes it, with what would be taken for a
  /// workflow command given a backslash as ``OutputSanitizer`` does (`\::error`, `##\[`), and
  /// each scalar offset of `columns` moved to where that scalar is now.
  public static func quoted(
    _ text: some StringProtocol, lineBreaks: LineBreaks = .space, columns: [Int]
  ) -> (text: String, columns: [Int]) {
    if isPlain(some: text) { return (String(text), columns) }
    var output = String.UnicodeScalarView()
    var moved = columns
    let scalars = Array(text.unicodeScalars)
    var leading = true
    // Moves the columns after `index` (or from it, `including`) by `added` scalars.
    func shift(_ added: Int, after index: Int, including: Bool = false) {
      for (position, column) in columns.enumerated() where column > index || (including && column == index) {
        moved[position] += added
      }
    }
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "\r", next == "\n", lineBreaks == .space {
        shift(-1, after: index)
        continue
      }
      if (scalar == "\n" || scalar == "\r") && lineBreaks == .space {
        output.append(" ")
      } else if scalar == "\n" || OutputSanitizer.isUnsafe(scalar) {
        let shown = escape(scalar).unicodeScalars
        shift(shown.count - 1, after: index)
        output.append(contentsOf: shown)
      } else {
        if leading, scalar == ":", next == ":" {
          shift(1, after: index, including: true)
          output.append("\\")
        }
        if scalar == "[", index >= 2, scalars[index - 1] == "#", scalars[index - 2] == "#" {
          shift(1, after: index, including: true)
          output.append("\\")
        }
        leading = leading && OutputSanitizer.isTrimmedSpace(scalar)
        output.append(scalar)
        continue
      }
      leading = false
    }
    return (String(output), moved)
  }

  /// How one unsafe scalar is shown: `\u{1B}`, `\u{202E}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Whether `text` needs nothing done: no byte that may begin an unsafe scalar, no `#` (of
  /// `##[`), and no `:` as its first character after blanks. Most source lines are plain.
  private static func isPlain(some text: some StringProtocol) -> Bool {
    var leading = true
    for byte in text.utf8 {
      if (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xE1 || byte == 0xE3
        || byte == 0x23
      {
        return false
      }
      if leading {
        if byte == 0x3A { return false }
        leading = byte == 0x20 || byte == 0x09
      }
    }
    return true
  }

  /// A byte that may begin an unsafe scalar (a control, or the lead byte of C1 and of the
  /// U+2000 block); text without one is printed as it is.
  private static func mayBeUnsafe(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
  }
}
