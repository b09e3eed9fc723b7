import CharterSupport

/// Escaping for the XML reports (JUnit, Checkstyle).
///
/// XML 1.0 cannot carry most C0 control characters at all, not even as character references,
/// so they are removed; tab, line feed and carriage return are kept (as references inside
/// attributes, where a parser would otherwise turn them into spaces). DEL, C1, bidirectional
/// overrides and line separators are written as character references, and so are the `:` of a
/// content line that starts with `::` and the `[` of `##[`: a parser reads the text as it was,
/// and no raw line of the report is a GitHub workflow command or a terminal escape.
enum XMLText {
  /// `text` for use inside a double-quoted attribute value.
  static func attribute(_ text: String) -> String {
    escape(text, inAttribute: true)
  }

  /// `text` for use as element content.
  static func content(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  /// The XML declaration every report starts with.
  static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    let scalars = Array(text.unicodeScalars)
    // Whether the content line so far is white space: a `::` there is written `&#58;:`, so no
    // raw line of the report is a GitHub workflow command, and a parser reads the same text.
    var lineStart = true
    for (index, scalar) in scalars.enumerated() {
      let wasLineStart = lineStart
      lineStart = scalar == "\n" || (lineStart && (scalar == " " || scalar == "\t"))
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where inAttribute: output += "&quot;"
      case "'" where inAttribute: output += "&apos;"
      case "\t" where inAttribute: output += "&#9;"
      case "\n" where inAttribute: output += "&#10;"
      case "\r": output += "&#13;"
      case "\t", "\n": output.unicodeScalars.append(scalar)
      case ":" where wasLineStart && index + 1 < scalars.count && scalars[index + 1] == ":": output += "&#58;"
      case "[" where index >= 2 && scalars[index - 1] == "#" && scalars[index - 2] == "#": output += "&#91;"
      case _ where isForbidden(scalar): continue
      case _ where OutputSanitizer.isUnsafe(scalar): output += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Characters outside XML 1.0's `Char` production.
  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
  }
}
