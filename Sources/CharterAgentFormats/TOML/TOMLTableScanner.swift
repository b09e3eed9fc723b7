/// The keys a TOML file defines, read as far as compose needs to add `[mcp_servers.NAME]`
/// tables to it safely: table headers, dotted keys and the keys of inline tables, with strings
/// (multi-line ones included) and comments skipped, and quoted keys unescaped. Not a TOML
/// parser: it reads no values, and what it cannot read it treats as defining nothing.
struct TOMLTableScanner {
  /// A key path the file defines, and the line where.
  struct Definition: Hashable {
    var path: [String]
    var line: Int
    /// Whether the value is an inline table or other value (not a `[table]` header): such a
    /// table cannot be extended by a header elsewhere.
    var isInline: Bool
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private(set) var definitions: [Definition] = []

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// Every definition in `text`.
  static func definitions(in text: String) -> [Definition] {
    var scanner = TOMLTableScanner(text)
    scanner.scan()
    return scanner.definitions
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func advance() {
    if current == "\n" { line += 1 }
    index += 1
  }

  private mutating func scan() {
    var table: [String] = []
    while current != nil {
      skipBlank(newlines: true)
      guard let scalar = current else { return }
      if scalar == "#" {
        skipToEndOfLine()
      } else if scalar == "[" {
        let headerLine = line
        advance()
        let isArray = current == "["
        if isArray { advance() }
        guard let path = keyPath(until: "]") else {
          skipToEndOfLine()
          continue
        }
        advance()
        if isArray, current == "]" { advance() }
        table = path
        definitions.append(Definition(path: path, line: headerLine, isInline: false))
        skipToEndOfLine()
      } else {
        let keyLine = line
        guard let path = keyPath(until: "=") else {
          skipToEndOfLine()
          continue
        }
        advance()
        skipBlank(newlines: false)
        let full = table + path
        definitions.append(Definition(path: full, line: keyLine, isInline: true))
        value(at: full)
        skipToEndOfLine()
      }
    }
  }

  /// Reads a value, recording the keys of an inline table under `path`.
  private mutating func value(at path: [String]) {
    guard let scalar = current else { return }
    switch scalar {
    case "{":
      advance()
      while let next = current, next != "}" {
        skipBlank(newlines: true)
        if current == "," {
          advance()
          continue
        }
        if current == "}" { break }
        let keyLine = line
        guard let key = keyPath(until: "=") else { return }
        advance()
        skipBlank(newlines: true)
        definitions.append(Definition(path: path + key, line: keyLine, isInline: true))
        value(at: path + key)
        skipBlank(newlines: true)
      }
      if current == "}" { advance() }
    case "[":
      // An array: skip it, strings and nested brackets included.
      var depth = 0
      while let next = current {
        if next == "\"" || next == "'" {
          skipString()
          continue
        }
        if next == "#" {
          skipToEndOfLine()
          continue
        }
        if next == "[" { depth += 1 }
        if next == "]" {
          depth -= 1
          if depth == 0 {
            advance()
            return
          }
        }
        advance()
      }
    case "\"", "'":
      skipString()
    default:
      while let next = current, next != "\n", next != ",", next != "}", next != "#" { advance() }
    }
  }

  /// A dotted key ending before `terminator` (`]` or `=`), its parts unquoted; `nil` when the
  /// text there is not one.
  private mutating func keyPath(until terminator: Unicode.Scalar) -> [String]? {
    var parts: [String] = []
    while true {
      skipBlank(newlines: false)
      guard let scalar = current else { return nil }
      if scalar == "\"" || scalar == "'" {
        guard let part = quotedKey() else { return nil }
        parts.append(part)
      } else {
        var part = ""
        while let next = current,
          next.properties.isAlphabetic && next.isASCII || ("0"..."9").contains(next) || next == "-" || next == "_"
        {
          part.unicodeScalars.append(next)
          advance()
        }
        guard !part.isEmpty else { return nil }
        parts.append(part)
      }
      skipBlank(newlines: false)
      if current == "." {
        advance()
        continue
      }
      return current == terminator ? parts : nil
    }
  }

  /// A quoted key, unescaped.
  private mutating func quotedKey() -> String? {
    guard let quote = current else { return nil }
    advance()
    var text = ""
    while let scalar = current, scalar != quote {
      if scalar == "\n" { return nil }
      if quote == "\"", scalar == "\\" {
        advance()
        guard let escape = current else { return nil }
        switch escape {
        case "u", "U":
          let count = escape == "u" ? 4 : 8
          advance()
          var value: UInt32 = 0
          for _ in 0..<count {
            guard let digit = current.flatMap({ Character($0).hexDigitValue }) else { return nil }
            value = value * 16 + UInt32(digit)
            advance()
          }
          guard let decoded = Unicode.Scalar(value) else { return nil }
          text.unicodeScalars.append(decoded)
          continue
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "b": text += "\u{8}"
        case "f": text += "\u{C}"
        default: text.unicodeScalars.append(escape)
        }
        advance()
        continue
      }
      text.unicodeScalars.append(scalar)
      advance()
    }
    guard current == quote else { return nil }
    advance()
    return text
  }

  /// Skips a string value: basic, literal, or either multi-line.
  private mutating func skipString() {
    guard let quote = current else { return }
    let isTriple = index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote
    if isTriple {
      advance()
      advance()
      advance()
      while current != nil {
        if quote == "\"", current == "\\" {
          advance()
          advance()
          continue
        }
        if current == quote, index + 2 < scalars.count, scalars[index + 1] == quote, scalars[index + 2] == quote {
          advance()
          advance()
          advance()
          // A closing run may hold up to two more quotes of the value.
          while current == quote { advance() }
          return
        }
        advance()
      }
      return
    }
    advance()
    while let scalar = current, scalar != quote, scalar != "\n" {
      if quote == "\"", scalar == "\\" { advance() }
      advance()
    }
    if current == quote { advance() }
  }

  private mutating func skipBlank(newlines: Bool) {
    while let scalar = current {
      if scalar == " " || scalar == "\t" || scalar == "\r" || (newlines && scalar == "\n") {
        advance()
      } else if newlines, scalar == "#" {
        skipToEndOfLine()
      } else {
        return
      }
    }
  }

  /// Skips to the next line, over strings (a multi-line one may hold `#` and line breaks).
  private mutating func skipToEndOfLine() {
    while let scalar = current, scalar != "\n" {
      if scalar == "\"" || scalar == "'" {
        skipString()
        continue
      }
      if scalar == "#" {
        while let next = current, next != "\n" { advance() }
        break
      }
      advance()
    }
    if current == "\n" { advance() }
  }
}
