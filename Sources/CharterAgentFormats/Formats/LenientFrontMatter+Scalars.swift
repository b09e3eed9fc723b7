import Foundation

/// The pieces of a front-matter value written on one line: comma-separated items and quoted text.
extension LenientFrontMatter {
  /// `text` split at commas outside quotes and `{…}`, each piece without surrounding spaces and
  /// with the column it starts at; empty pieces are dropped.
  static func commaSeparated(_ text: Substring, column: Int) -> [(text: Substring, column: Int)] {
    var pieces: [(Substring, Int)] = []
    var depth = 0
    var quote: Unicode.Scalar?
    var start = text.startIndex
    var startColumn = column
    var current = column
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    func finish(_ end: String.Index) {
      let piece = text[start..<end]
      let leading = piece.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
      let trimmed = piece.trimmingSpaces
      if !trimmed.isEmpty { pieces.append((trimmed, startColumn + leading)) }
    }
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "{" {
        depth += 1
      } else if scalar == "}" {
        depth = max(0, depth - 1)
      } else if scalar == ",", depth == 0 {
        finish(index)
        start = scalars.index(after: index)
        startColumn = current + 1
      }
      current += 1
      index = scalars.index(after: index)
    }
    finish(text.endIndex)
    return pieces
  }

  /// The text inside matching quotes, `nil` when `text` is not quoted as a whole.
  static func unquote(_ text: Substring) -> String? {
    guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
      return nil
    }
    let inner = text.dropFirst().dropLast()
    return first == "'" ? inner.replacingOccurrences(of: "''", with: "'") : unescape(inner)
  }

  /// The text of a double-quoted scalar with YAML's common escapes (`\"`, `\\`, `\n`, `\t`,
  /// `\r`, `\/`, `\xNN`, `\uNNNN`) decoded; anything else is kept as written.
  private static func unescape(_ text: Substring) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\\", let next = scalars.popFirst() else {
        result.append(scalar)
        continue
      }
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "\"", "\\", "/": result.append(next)
      case "x", "u":
        let digits = scalars.prefix(next == "x" ? 2 : 4)
        if digits.count == (next == "x" ? 2 : 4), let value = UInt32(String(digits), radix: 16),
          let decoded = Unicode.Scalar(value)
        {
          result.append(decoded)
          scalars = scalars.dropFirst(digits.count)
        } else {
          result.append(contentsOf: ["\\", next])
        }
      default: result.append(contentsOf: ["\\", next])
      }
    }
    return String(result)
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
