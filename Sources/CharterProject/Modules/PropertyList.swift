/// An old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`: a value is
/// a string, an array `( a, b, )` or a dictionary `{ key = value; }`; strings are bare
/// (`[A-Za-z0-9_$/:.-]+`) or quoted with backslash escapes; `/* … */` and `// …` are comments.
/// Each value keeps the line it starts on, for `explain` to cite.
indirect enum PropertyList: Sendable {
  case string(String, line: Int)
  case array([PropertyList], line: Int)
  case dictionary([String: PropertyList], line: Int)

  /// The string, when this is one.
  var string: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }

  /// The array, when this is one.
  var array: [PropertyList]? {
    if case .array(let items, _) = self { return items }
    return nil
  }

  /// The dictionary, when this is one.
  var dictionary: [String: PropertyList]? {
    if case .dictionary(let entries, _) = self { return entries }
    return nil
  }

  /// The line the value starts on.
  var line: Int {
    switch self {
    case .string(_, let line), .array(_, let line), .dictionary(_, let line): line
    }
  }

  /// The value for `key` in a dictionary.
  subscript(key: String) -> PropertyList? { dictionary?[key] }

  /// A problem at a line and column.
  struct SyntaxError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
  }

  /// Parses `text`.
  /// - Throws: ``SyntaxError`` at the first thing that is not a property list.
  static func parse(_ text: String) throws(SyntaxError) -> PropertyList {
    var parser = PropertyListParser(Array(text.utf8))
    parser.skipSpace()
    if parser.peek == UInt8(ascii: "/") || parser.bytes.starts(with: Array("// !$*UTF8*$!".utf8)) { parser.skipSpace() }
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.atEnd else { throw parser.error("unexpected text after the property list") }
    return value
  }
}

/// The byte-level reader behind ``PropertyList/parse(_:)``.
struct PropertyListParser {
  let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { index >= bytes.count }
  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  func error(_ message: String) -> PropertyList.SyntaxError {
    PropertyList.SyntaxError(message: message, line: line, column: index - lineStart + 1)
  }

  mutating func value(depth: Int) throws(PropertyList.SyntaxError) -> PropertyList {
    guard depth < 200 else { throw error("nested more than 200 levels deep") }
    skipSpace()
    guard let byte = peek else { throw error("the file ends where a value was expected") }
    let start = line
    switch byte {
    case UInt8(ascii: "{"):
      advance()
      var entries: [String: PropertyList] = [:]
      while true {
        skipSpace()
        if peek == UInt8(ascii: "}") {
          advance()
          return .dictionary(entries, line: start)
        }
        guard case .string(let key, _) = try value(depth: depth + 1) else { throw error("a dictionary key must be a string") }
        skipSpace()
        guard peek == UInt8(ascii: "=") else { throw error("expected '=' after the key '\(key)'") }
        advance()
        entries[key] = try value(depth: depth + 1)
        skipSpace()
        guard peek == UInt8(ascii: ";") else { throw error("expected ';' after the value of '\(key)'") }
        advance()
      }
    case UInt8(ascii: "("):
      advance()
      var items: [PropertyList] = []
      while true {
        skipSpace()
        if peek == UInt8(ascii: ")") {
          advance()
          return .array(items, line: start)
        }
        items.append(try value(depth: depth + 1))
        skipSpace()
        if peek == UInt8(ascii: ",") {
          advance()
        } else if peek != UInt8(ascii: ")") {
          throw error("expected ',' or ')' in an array")
        }
      }
    case UInt8(ascii: "\""):
      return .string(try quoted(), line: start)
    default:
      let begin = index
      while let next = peek, Self.isBare(next) { advance() }
      guard index > begin else { throw error("unexpected character '\(Unicode.Scalar(byte))'") }
      return .string(String(decoding: bytes[begin..<index], as: UTF8.self), line: start)
    }
  }

  private mutating func quoted() throws(PropertyList.SyntaxError) -> String {
    advance()
    var result: [UInt8] = []
    while let byte = peek {
      advance()
      if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
      if byte == UInt8(ascii: "\\"), let escaped = peek {
        advance()
        switch escaped {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        default: result.append(escaped)
        }
      } else {
        result.append(byte)
      }
    }
    throw error("a quoted string is not closed")
  }

  mutating func skipSpace() {
    while let byte = peek {
      if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
        advance()
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        advance()
        advance()
        while let next = peek, !(next == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
          advance()
        }
        advance()
        advance()
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while let next = peek, next != 0x0A { advance() }
      } else {
        return
      }
    }
  }

  private mutating func advance() {
    guard index < bytes.count else { return }
    if bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default: byte >= 0x80
    }
  }
}
