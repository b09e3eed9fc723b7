extension SwiftScanner {
  /// Lexes one token at `index` (trivia already skipped) and records what it was.
  mutating func lexToken() {
    let prefersRegex = preferRegex
    preferRegex = false
    let current = bytes[index]
    // Inside `\( … )`, parentheses are counted before anything else.
    if !prefersRegex, !interpolations.isEmpty, current == 0x28 || current == 0x29 {
      lexInterpolationParen(current)
      return
    }
    switch current {
    case UInt8(ascii: "@"), UInt8(ascii: "\\"), UInt8(ascii: "}"), UInt8(ascii: "]"),
      UInt8(ascii: ")"):
      index += 1
      previous = .value
    case UInt8(ascii: "{"), UInt8(ascii: ";"):
      index += 1
      previous = .separator
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","):
      index += 1
      previous = .argument
    case UInt8(ascii: ":"):
      if byte(index + 1) == UInt8(ascii: ":") {
        index += 2
        previous = .value
      } else {
        index += 1
        previous = .argument
      }
    case UInt8(ascii: "#"):
      lexPound()
    case UInt8(ascii: "!"), UInt8(ascii: "?"):
      if isLeftBound(index) {
        index += 1
        preferRegex = previous.keyword == .try
        previous = .value
      } else {
        lexOperator(prefersRegex: prefersRegex)
      }
    case UInt8(ascii: "<"):
      if byte(index + 1) == UInt8(ascii: "#"), let end = placeholderEnd() {
        index = end
        previous = .value
      } else {
        lexOperator(prefersRegex: prefersRegex)
      }
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      lexIdentifier()
    case UInt8(ascii: "$"):
      index += 1
      skipIdentifierContinuation()
      previous = .value
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      openLiteral(quote: index, pounds: 0)
    case UInt8(ascii: "`"):
      lexBacktick()
    default:
      lexOther(prefersRegex: prefersRegex)
    }
  }

  private mutating func lexInterpolationParen(_ current: UInt8) {
    index += 1
    let last = interpolations.count - 1
    if current == 0x28 {
      interpolations[last].parenDepth += 1
      previous = .argument
    } else if interpolations[last].parenDepth > 0 {
      interpolations[last].parenDepth -= 1
      previous = .value
    } else {
      let closed = interpolations.removeLast()
      mode = .literal(closed.literal, regionStart: index)
      previous = .value
    }
  }

  /// Bytes that are neither ASCII punctuation handled above nor letters: operators, non-ASCII
  /// identifiers, stray bytes.
  private mutating func lexOther(prefersRegex: Bool) {
    let (scalar, length) = scalar(at: index)
    if scalar.isSwiftOperatorStart {
      lexOperator(prefersRegex: prefersRegex)
    } else if scalar >= 0x80 {
      lexIdentifier()
    } else {
      index += length
      previous = .separator  // swift-syntax's `unknown` token
    }
  }

  // MARK: - `#`

  private mutating func lexPound() {
    if index == 0, byte(1) == UInt8(ascii: "!") {
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      regions.add(.comment, 0, index)
      previous = .value
      return
    }
    var afterPounds = index
    while byte(afterPounds) == UInt8(ascii: "#") { afterPounds += 1 }
    if byte(afterPounds) == UInt8(ascii: "\"") {
      openLiteral(quote: afterPounds, pounds: afterPounds - index)
      return
    }
    if let end = regexEnd(from: index, mustBeRegex: true) {
      regions.add(.string, index, end)
      index = end
      previous = .value
      return
    }
    var wordEnd = index + 1
    while byte(wordEnd).isASCIILetter { wordEnd += 1 }
    switch SwiftKeywords.poundKeyword(bytes[(index + 1)..<wordEnd]) {
    case .sequencing:
      index = wordEnd
      previous = .separator
    case .value:
      index = wordEnd
      previous = .value
    case nil:
      index += 1
      previous = .value
    }
  }

  // MARK: - UTF-8

  /// The Unicode scalar value at `position` and its length in bytes; malformed bytes decode
  /// as themselves, one at a time.
  func scalar(at position: Int) -> (UInt32, length: Int) {
    let lead = bytes[position]
    guard lead >= 0xC0 else { return (UInt32(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard position + length <= bytes.count else { return (UInt32(lead), 1) }
    var value = UInt32(lead) & (0x7F >> UInt32(length))
    for offset in 1..<length {
      let continuation = bytes[position + offset]
      guard continuation & 0xC0 == 0x80 else { return (UInt32(lead), 1) }
      value = value << 6 | UInt32(continuation & 0x3F)
    }
    return (value, length)
  }
}

extension UInt8 {
  var isASCIILetter: Bool {
    (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A)
  }
}
