extension SwiftScanner {
  /// Opens a string literal whose quote is at `quote`, after `pounds` raw-string `#`s
  /// (swift-syntax's `lexStringQuote`): `'`, `"`, or `"""` — unless a raw `#"""#`-style
  /// literal closes on its own line, which makes it a single-line string.
  mutating func openLiteral(quote: Int, pounds: Int) {
    var kind = Literal.Kind.singleLine
    var bodyStart = quote + 1
    if bytes[quote] == UInt8(ascii: "'") {
      kind = .singleQuote
    } else if byte(quote + 1) == UInt8(ascii: "\""), byte(quote + 2) == UInt8(ascii: "\"") {
      if pounds == 0 || !closesOnOpeningLine(from: quote + 3, pounds: pounds) {
        kind = .multiLine
        bodyStart = quote + 3
      }
    }
    index = bodyStart
    mode = .literal(Literal(kind: kind, pounds: pounds), regionStart: quote - pounds)
  }

  private func closesOnOpeningLine(from start: Int, pounds: Int) -> Bool {
    if delimiterEnd(at: start, pounds: pounds) != nil { return true }
    var position = start
    while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
      position += 1
      if bytes[position - 1] == UInt8(ascii: "\""),
        delimiterEnd(at: position, pounds: pounds) != nil
      {
        return true
      }
    }
    return false
  }

  /// Reads a literal's body from `index` until it closes, a line break ends a single-line
  /// literal, or `\(` opens an interpolation (swift-syntax's `lexInStringLiteral`).
  mutating func scanLiteralBody(_ literal: Literal, regionStart: Int) {
    var position = index
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\\"):
        if let open = interpolationOpenEnd(at: position, pounds: literal.pounds) {
          regions.add(.string, regionStart, position)
          interpolations.append(Interpolation(literal: literal, parenDepth: 0))
          index = open
          mode = .code
          previous = .argument
          return
        }
        if let escape = delimiterEnd(at: position + 1, pounds: literal.pounds) {
          position = escapeEnd(at: escape, isMultiLine: literal.kind == .multiLine)
        } else {
          position += 1
        }
      case 0x0A, 0x0D:
        guard literal.kind == .multiLine else {
          return closeLiteral(regionStart: regionStart, end: position)
        }
        position += 1
      case UInt8(ascii: "\""):
        position += 1
        switch literal.kind {
        case .singleLine:
          guard delimiterEnd(at: position, pounds: literal.pounds) != nil else { continue }
        case .multiLine:
          guard byte(position) == UInt8(ascii: "\""), byte(position + 1) == UInt8(ascii: "\""),
            delimiterEnd(at: position + 2, pounds: literal.pounds) != nil
          else { continue }
          position += 2
        case .singleQuote:
          continue
        }
        if literal.pounds > 0 {
          while byte(position) == UInt8(ascii: "#") { position += 1 }
        }
        return closeLiteral(regionStart: regionStart, end: position)
      case UInt8(ascii: "'") where literal.kind == .singleQuote:
        return closeLiteral(regionStart: regionStart, end: position + 1)
      default:
        position += 1
      }
    }
    closeLiteral(regionStart: regionStart, end: bytes.count)
  }

  private mutating func closeLiteral(regionStart: Int, end: Int) {
    regions.add(.string, regionStart, end)
    index = end
    mode = .code
    previous = .value
  }

  /// If `\`, `pounds` `#`s and `(` start at `position`, where the `(` ends.
  private func interpolationOpenEnd(at position: Int, pounds: Int) -> Int? {
    guard let end = delimiterEnd(at: position + 1, pounds: pounds),
      byte(end) == UInt8(ascii: "(")
    else { return nil }
    return end + 1
  }

  /// If `pounds` `#`s start at `position`, where they end. Like swift-syntax's
  /// `advanceIfStringDelimiter`, one extra `#` is consumed when present.
  func delimiterEnd(at position: Int, pounds: Int) -> Int? {
    guard pounds > 0 else { return position }
    var end = position
    var counted = 0
    while byte(end) == UInt8(ascii: "#") {
      end += 1
      if counted < pounds { counted += 1 } else { break }
    }
    return counted >= pounds ? end : nil
  }

  /// Where the escape sequence whose character is at `position` ends (after `\` and any
  /// `#`s), following swift-syntax's `lexEscapedCharacter`.
  private func escapeEnd(at position: Int, isMultiLine: Bool) -> Int {
    let current = byte(position)
    switch current {
    case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
      UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
      return position + 1
    case UInt8(ascii: "u"):
      guard byte(position + 1) == UInt8(ascii: "{") else { return position + 1 }
      var end = position + 2
      while byte(end).isHexDigit { end += 1 }
      return byte(end) == UInt8(ascii: "}") ? end + 1 : end
    case 0x0A, 0x0D:
      guard isMultiLine else { return position }
      return current == 0x0D && byte(position + 1) == 0x0A ? position + 2 : position + 1
    default:
      guard position < bytes.count else { return position }
      return current.isASCIILetter || (current >= 0x30 && current <= 0x39) ? position + 1 : position
    }
  }
}

extension UInt8 {
  var isHexDigit: Bool {
    (self >= 0x30 && self <= 0x39) || (self >= 0x61 && self <= 0x66) || (self >= 0x41 && self <= 0x46)
  }
}
