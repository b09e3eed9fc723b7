/// Values written as TOML (Codex CLI's and Gemini CLI's files): strings escaped so that nothing
/// in a value can end the string, the line or compose's block.
enum TOMLText {
  /// Whether `scalar` is written as an escape: DEL, C1 controls, the line and paragraph
  /// separators and the bidirectional controls, which a terminal or an editor would act on.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || (0x2028...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }

  /// `text` as a TOML basic string: quotes, backslashes and every control character escaped
  /// (nothing in a value can end the string, the line or the block).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || isEscaped(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `text` as a TOML multi-line string: literal (`'''`, nothing escaped) when it can be, else
  /// basic with escapes. A line break right after the opening quotes is not part of the value.
  static func multiline(_ text: String) -> String {
    let literalSafe =
      !text.contains("'''") && !text.hasSuffix("'")
      && !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || isEscaped($0) }
    if literalSafe { return "'''\n" + text + "'''" }
    // Basic: every quote and backslash escaped (so no `"""` ends it early), line breaks kept.
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\t": escaped.unicodeScalars.append(scalar)
      case "\r": escaped += "\\r"
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      default: escaped += quoted(String(scalar)).dropFirst().dropLast()
      }
    }
    return "\"\"\"\n" + escaped + "\"\"\""
  }

  /// Whether `key` may stand bare: letters, digits, `-` and `_`.
  static func isBareKey(_ key: String) -> Bool {
    !key.isEmpty
      && key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) || $0 == "-" || $0 == "_" }
  }
}
