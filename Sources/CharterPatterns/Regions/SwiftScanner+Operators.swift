extension SwiftScanner {
  /// Lexes an operator at `index`. As in swift-syntax, the first `/` in it may instead start a
  /// regex literal (anything before that `/` is then a prefix operator), and a `//` or `/*`
  /// inside it starts a comment.
  mutating func lexOperator(prefersRegex: Bool) {
    let start = index
    var end = start + scalar(at: start).length
    while end < bytes.count {
      if bytes[end] == UInt8(ascii: "."), bytes[start] != UInt8(ascii: ".") { break }
      let (scalar, length) = scalar(at: end)
      guard scalar.isSwiftOperatorContinuation else { break }
      end += length
    }
    if let slash = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "/") }),
      let regexEnd = operatorAsRegexEnd(slash: slash, start: start, end: end, prefersRegex)
    {
      regions.add(.string, slash, regexEnd)
      index = regexEnd
      previous = .value
      return
    }
    if end - start > 2 {
      for position in (start + 1)..<end
      where bytes[position] == UInt8(ascii: "/")
        && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))
      {
        end = position
        break
      }
    }
    index = end
    previous = operatorClass(start, end)
  }

  /// Where the regex literal starting at `slash` inside the operator `start..<end` ends, or
  /// `nil` if the operator is an operator (swift-syntax's `tryScanOperatorAsRegexLiteral`).
  private func operatorAsRegexEnd(slash: Int, start: Int, end: Int, _ prefersRegex: Bool) -> Int? {
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, leftBound: leftBound)
    guard !leftBound, previous.keyword != .funcOrOperator else { return nil }
    var mustBeRegex = false
    if leftBound == rightBound {
      mustBeRegex = prefersRegex
      if !mustBeRegex && !previous.allowsRegex { return nil }
      if !previous.opensArgument { mustBeRegex = true }
    }
    return regexEnd(from: slash, mustBeRegex: mustBeRegex)
  }

  /// How the operator `start..<end` reads as a previous token.
  private func operatorClass(_ start: Int, _ end: Int) -> PreviousToken {
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, leftBound: leftBound)
    let first = bytes[start]
    switch end - start {
    case 1:
      switch first {
      case UInt8(ascii: "="): return .separator
      case UInt8(ascii: "&") where !leftBound && rightBound: return .separator
      case UInt8(ascii: "."): return .period
      case UInt8(ascii: "?"): return leftBound ? .value : .separator
      default: break
      }
    case 2:
      if first == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") { return .value }
      if first == UInt8(ascii: "*"), bytes[start + 1] == UInt8(ascii: "/") { return .separator }
    default:
      for position in start..<(end - 1)
      where bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") {
        return .separator
      }
    }
    return leftBound && !rightBound ? .value : .separator
  }

  // MARK: - Boundness

  /// Whether the token starting at `position` touches the one before it.
  func isLeftBound(_ position: Int) -> Bool {
    guard position > 0 else { return false }
    switch bytes[position - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "/"):
      return byte(position - 2) != UInt8(ascii: "*")
    case 0xA0:
      return byte(position - 2) != 0xC2
    default:
      return true
    }
  }

  /// Whether the token ending at `position` touches the one after it.
  func isRightBound(_ position: Int, leftBound: Bool) -> Bool {
    guard position < bytes.count else { return false }
    switch bytes[position] {
    case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "."):
      return !leftBound
    case UInt8(ascii: "/"):
      let next = byte(position + 1)
      return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
    case 0xC2:
      return byte(position + 1) != 0xA0
    default:
      return true
    }
  }
}

extension UInt32 {
  /// Swift's operator-head characters: ASCII `/=-+*%<>!&|^~.?` and the Unicode math, arrow and
  /// symbol ranges.
  var isSwiftOperatorStart: Bool {
    if self < 0x80 {
      switch UInt8(self) {
      case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
        UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
        UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "?"):
        return true
      default:
        return false
      }
    }
    let c = self
    return (c >= 0x00A1 && c <= 0x00A7) || c == 0x00A9 || c == 0x00AB || c == 0x00AC
      || c == 0x00AE || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
      || c == 0x00BF || c == 0x00D7 || c == 0x00F7 || c == 0x2016 || c == 0x2017
      || (c >= 0x2020 && c <= 0x2027) || (c >= 0x2030 && c <= 0x203E)
      || (c >= 0x2041 && c <= 0x2053) || (c >= 0x2055 && c <= 0x205E)
      || (c >= 0x2190 && c <= 0x23FF) || (c >= 0x2500 && c <= 0x2775)
      || (c >= 0x2794 && c <= 0x2BFF) || (c >= 0x2E00 && c <= 0x2E7F)
      || (c >= 0x3001 && c <= 0x3003) || (c >= 0x3008 && c <= 0x3030)
  }

  /// Operator characters plus combining marks and variation selectors.
  var isSwiftOperatorContinuation: Bool {
    if isSwiftOperatorStart { return true }
    let c = self
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
      || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F)
      || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
  }
}
