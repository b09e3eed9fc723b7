// MARK: - Escapes

extension RegexParser {
  /// What a backslash sequence stands for.
  enum Escape {
    case scalar(Unicode.Scalar)
    case set(ScalarSet)
    case assertion(RegexAssertion)
  }

  /// An escape outside a class, as a node.
  mutating func parseEscape() throws(RegexSyntaxError) -> RegexNode {
    switch try parseEscapeSequence(inClass: false) {
    case .scalar(let scalar): literal(scalar)
    case .set(let set): .scalarSet(set)
    case .assertion(let assertion): .assertion(assertion)
    }
  }

  /// The escape starting at the current `\`; consumes it.
  mutating func parseEscapeSequence(inClass: Bool) throws(RegexSyntaxError) -> Escape {
    let start = index
    index += 1  // backslash
    guard let scalar = peek else { throw error("the pattern ends with a lone `\\`", at: start) }
    index += 1
    switch scalar {
    case "n": return .scalar("\n")
    case "t": return .scalar("\t")
    case "r": return .scalar("\r")
    case "f": return .scalar("\u{0C}")
    case "v": return .scalar("\u{0B}")
    case "d": return .set(.digits)
    case "D": return .set(ScalarSet.digits.inverted())
    case "w": return .set(.word)
    case "W": return .set(ScalarSet.word.inverted())
    case "s": return .set(.space)
    case "S": return .set(ScalarSet.space.inverted())
    case "b", "B":
      if inClass { throw error("`\\\(scalar)` is not allowed inside a class", at: start) }
      return .assertion(scalar == "b" ? .wordBoundary : .notWordBoundary)
    case "x", "u": return .scalar(try parseHexEscape(start: start, letter: scalar))
    case "1"..."9", "k", "g":
      throw error("backreferences like `\\\(scalar)` are not supported", at: start)
    case "p", "P":
      throw error("Unicode property classes `\\\(scalar){…}` are not supported", at: start)
    case "<", ">":
      throw error("word-edge assertion `\\\(scalar)` is not supported; use `\\b`", at: start)
    default:
      if scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar),
        scalar.value > 0x20, scalar.value < 0x7F
      {
        return .scalar(scalar)  // escaped punctuation: `\.`, `\(`, `\\`, `\{` …
      }
      throw error("unknown escape `\\\(scalar)`", at: start)
    }
  }

  /// `\x{…}` / `\u{…}` (1–8 hex digits), `\xHH`, or `\uHHHH`, after the letter.
  private mutating func parseHexEscape(start: Int, letter: Unicode.Scalar)
    throws(RegexSyntaxError) -> Unicode.Scalar
  {
    let braced = consume("{")
    var value: UInt32 = 0
    var digits = 0
    let limit = braced ? 8 : (letter == "x" ? 2 : 4)
    while digits < limit, let scalar = peek, let digit = Self.hexValue(scalar) {
      value = value << 4 | digit
      digits += 1
      index += 1
    }
    let form = braced ? "\\\(letter){…}" : (letter == "x" ? "\\xHH" : "\\uHHHH")
    guard digits > 0, braced ? consume("}") : digits == limit else {
      throw error("invalid escape: expected `\(form)` with hexadecimal digits", at: start)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw error("invalid escape: U+\(String(value, radix: 16, uppercase: true)) is not a Unicode scalar value", at: start)
    }
    return scalar
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 0x30
    case "a"..."f": scalar.value - 0x61 + 10
    case "A"..."F": scalar.value - 0x41 + 10
    default: nil
    }
  }
}
