/// Escaping for the XML reports (JUnit, Checkstyle).
///
/// XML 1.0 cannot carry most C0 control characters at all, not even as character references,
/// so they are removed; tab, line feed and carriage return are kept (as references inside
/// attributes, where a parser would otherwise turn them into spaces).
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
    for scalar in text.unicodeScalars {
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
      case _ where isForbidden(scalar): continue
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
