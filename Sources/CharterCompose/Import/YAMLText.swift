import CharterAgentFormats

/// Text written as a YAML scalar that any YAML reader takes back byte for byte: a literal
/// block (`|`) where the text allows one, which reads as it was written, else a double-quoted
/// scalar with escapes.
enum YAMLText {
  /// `text` as the value of a mapping key whose block content is indented by `indent` spaces.
  ///
  /// A literal block keeps every character of its lines, so it is used for text of whole lines
  /// (ending with exactly one newline) whose first line does not start with a space or tab,
  /// with no spaces or tabs at the end of a line (an editor would strip them), and no control
  /// characters or characters YAML takes as line breaks. Anything else is double-quoted.
  static func scalar(_ text: String, indent: Int) -> String {
    guard canBeLiteral(text) else { return RuleFileWriter.quoted(text) }
    let padding = String(repeating: " ", count: indent)
    let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    return "|\n" + lines.map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
  }

  private static func canBeLiteral(_ text: String) -> Bool {
    guard text.hasSuffix("\n"), !text.hasSuffix("\n\n"), let first = text.first, first != " ", first != "\t",
      text.unicodeScalars.allSatisfy(isLiteralScalar)
    else { return false }
    return !text.split(separator: "\n").contains { $0.last == " " || $0.last == "\t" }
  }

  private static func isLiteralScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: true
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF: false
    default: true
    }
  }
}
