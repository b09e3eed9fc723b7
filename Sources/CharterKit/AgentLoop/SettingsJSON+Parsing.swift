extension SettingsJSON {
  /// Why a settings file could not be read as JSON.
  struct SyntaxError: Error, Equatable {
    /// Where, 1-based.
    var line: Int
    var column: Int
    var message: String
  }

  /// Parses `text` (RFC 8259 JSON; a byte order mark is skipped).
  init(parsing text: String) throws(SyntaxError) {
    var parser = Parser(scalars: Array(text.unicodeScalars))
    if parser.peek == "\u{FEFF}" { parser.index += 1 }
    self = try parser.value(depth: 0)
    parser.skipSpace()
    if parser.index < parser.scalars.count { throw parser.error("unexpected text after the JSON value") }
  }

  /// The indentation the text uses: the leading whitespace of its first indented line, or two
  /// spaces.
  static func indentation(of text: String) -> String {
    for line in text.split(separator: "\n") {
      let leading = line.prefix { $0 == " " || $0 == "\t" }
      if !leading.isEmpty && leading.count < line.count { return String(leading) }
    }
    return "  "
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func error(_ message: String) -> SyntaxError {
      var line = 1
      var column = 1
      for scalar in scalars[..<min(index, scalars.count)] {
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
      }
      return SyntaxError(line: line, column: column, message: message)
    }

    mutating func skipSpace() {
      while let scalar = peek, scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" { index += 1 }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> SettingsJSON {
      guard depth < 512 else { throw error("the JSON nests too deeply") }
      skipSpace()
      guard let scalar = peek else { throw error("the JSON ends where a value was expected") }
      switch scalar {
      case "{": return try object(depth: depth)
      case "[": return try array(depth: depth)
      case "\"": return try string()
      default: return try bare()
      }
    }

    mutating func object(depth: Int) throws(SyntaxError) -> SettingsJSON {
      index += 1
      var members: [(key: String, value: SettingsJSON)] = []
      skipSpace()
      if peek == "}" { index += 1; return .object(members) }
      while true {
        skipSpace()
        guard peek == "\"", case .string(_, let key) = try string() else { throw error("expected a key in quotes") }
        skipSpace()
        guard peek == ":" else { throw error("expected ':' after the key") }
        index += 1
        members.append((key, try value(depth: depth + 1)))
        skipSpace()
        if peek == "," { index += 1; continue }
        if peek == "}" { index += 1; return .object(members) }
        throw error("expected ',' or '}' in the object")
      }
    }

    mutating func array(depth: Int) throws(SyntaxError) -> SettingsJSON {
      index += 1
      var items: [SettingsJSON] = []
      skipSpace()
      if peek == "]" { index += 1; return .array(items) }
      while true {
        items.append(try value(depth: depth + 1))
        skipSpace()
        if peek == "," { index += 1; continue }
        if peek == "]" { index += 1; return .array(items) }
        throw error("expected ',' or ']' in the array")
      }
    }

    mutating func string() throws(SyntaxError) -> SettingsJSON {
      let start = index
      index += 1
      var value = ""
      while let scalar = peek {
        index += 1
        switch scalar {
        case "\"":
          var literal = ""
          literal.unicodeScalars.append(contentsOf: scalars[start..<index])
          return .string(literal: literal, value: value)
        case "\\":
          guard let escaped = peek else { break }
          index += 1
          switch escaped {
          case "n": value += "\n"
          case "t": value += "\t"
          case "r": value += "\r"
          case "b": value += "\u{8}"
          case "f": value += "\u{C}"
          case "u":
            guard index + 4 <= scalars.count, let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
            else { throw error("invalid \\u escape") }
            index += 4
            value.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
          default: value.unicodeScalars.append(escaped)
          }
        default:
          if scalar.value < 0x20 { throw error("a control character inside a string") }
          value.unicodeScalars.append(scalar)
        }
      }
      throw error("the string is not closed")
    }

    mutating func bare() throws(SyntaxError) -> SettingsJSON {
      let start = index
      while let scalar = peek, "+-.0123456789eEtruefalsn".unicodeScalars.contains(scalar) { index += 1 }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars[start..<index])
      let isNumber = text.first.map { $0 == "-" || $0.isNumber } ?? false
      guard ["true", "false", "null"].contains(text) || (isNumber && Double(text) != nil) else {
        index = start
        throw error("expected a JSON value")
      }
      return .scalar(text)
    }
  }
}
