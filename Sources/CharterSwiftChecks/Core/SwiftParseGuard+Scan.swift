extension SwiftParseGuard {
  /// The scan behind ``SwiftParseGuard/problem(in:spans:)``, one code byte (or word) at a
  /// time: a frame per open bracket, and in each frame the nesting written without brackets.
  struct NestingScan {
    /// One open bracket (the first frame is the file), with what nests inside it unbracketed.
    struct Frame {
      var opener: UInt8
      var offset: Int
      /// Generic `<` not yet closed, `->`, prefix keywords (`try`, `await` …), ternary `?`
      /// not yet closed: since the last line break that ends a statement.
      var unbracketed = 0
      var openAngles = 0
      var openTernaries = 0
      /// How many `(` and `[` open directly inside each other up to this one (`[((`): swift-syntax
      /// looks ahead for a type at each, in time exponential in the run.
      var openerRun = 0
      /// How many `} else if` in a row the chain in this frame has.
      var elseIfChain = 0
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the scan goes on after the last step.
    private(set) var next = 0
    private var frames = [Frame(opener: 0, offset: 0)]
    /// The sum of the frames' ``Frame/unbracketed``.
    private var unbracketed = 0
    /// Open `#if`s.
    private var conditionals = 0
    /// The last code byte that is not a blank, and whether it ended a prefix keyword.
    private var lastCode: UInt8 = 0x0A
    private var lastCodeOffset = -1
    private var lastWasPrefixKeyword = false

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The nesting at this point: brackets and what nests without them.
    var depth: Int { frames.count - 1 + unbracketed }

    /// Notes that a string literal (or the literal text of one) stood at this point: what
    /// opens after it does not open directly inside what opened before.
    mutating func passString() {
      lastCode = UInt8(ascii: "\"")
    }

    /// Reads the code at `offset`.
    mutating func step(at offset: Int) -> Problem? {
      let byte = bytes[offset]
      next = offset + 1
      if Self.isWordStart(byte), !Self.isWordByte(at(offset - 1)) { return word(at: offset) }
      let previous = lastCode
      if !Self.isBlank(byte) {
        lastCode = byte
        lastCodeOffset = offset
        lastWasPrefixKeyword = false
      }
      switch byte {
      case Self.openParen, Self.openSquare, Self.openBrace:
        var frame = Frame(opener: byte, offset: offset)
        if byte != Self.openBrace {
          let directlyInside = previous == Self.openParen || previous == Self.openSquare
          frame.openerRun = directlyInside ? frames[frames.count - 1].openerRun + 1 : 1
          if frame.openerRun > maximumOpenerRun {
            return Problem(
              message: "'(' and '[' open directly inside each other more than \(maximumOpenerRun) deep", offset: offset)
          }
        }
        frames.append(frame)
        if frames.count - 1 > maximumDepth {
          return Problem(message: "brackets nest more than \(maximumDepth) deep", offset: offset)
        }
        return tooDeep(at: offset)
      case Self.closeParen, Self.closeSquare, Self.closeBrace:
        return close(byte, at: offset)
      case Self.lineFeed:
        if endsStatement(after: offset) { resetUnbracketed() }
      case UInt8(ascii: "<"):
        // `<<`, `<=` and `a <b` with the `<` written alone are operators only if not generic.
        guard at(offset + 1) != UInt8(ascii: "<"), at(offset + 1) != UInt8(ascii: "="),
          at(offset - 1) != UInt8(ascii: "<")
        else {
          break
        }
        frames[frames.count - 1].openAngles += 1
        return addUnbracketed(at: offset)
      case UInt8(ascii: ">"):
        if at(offset - 1) == UInt8(ascii: "-") { return addUnbracketed(at: offset - 1) }
        if at(offset + 1) != UInt8(ascii: "="), frames[frames.count - 1].openAngles > 0 {
          frames[frames.count - 1].openAngles -= 1
          removeUnbracketed()
        }
      case UInt8(ascii: "?") where Self.isBlank(at(offset - 1)) && at(offset + 1) != UInt8(ascii: "?"):
        frames[frames.count - 1].openTernaries += 1
        return addUnbracketed(at: offset)
      case UInt8(ascii: ":") where frames[frames.count - 1].openTernaries > 0:
        frames[frames.count - 1].openTernaries -= 1
        removeUnbracketed()
      case UInt8(ascii: "#"):
        return directive(at: offset)
      default: break
      }
      return nil
    }

    /// The problem left at the end of the file: a bracket never closed.
    func end() -> Problem? {
      guard frames.count > 1, let open = frames.last else { return nil }
      return Problem(message: "'\(Character(Unicode.Scalar(open.opener)))' is never closed", offset: open.offset)
    }

    // MARK: - Brackets

    private mutating func close(_ byte: UInt8, at offset: Int) -> Problem? {
      let opener =
        byte == Self.closeParen ? Self.openParen : byte == Self.closeSquare ? Self.openSquare : Self.openBrace
      guard frames.count > 1, frames[frames.count - 1].opener == opener else {
        return Problem(message: "'\(Character(Unicode.Scalar(byte)))' closes no matching bracket", offset: offset)
      }
      unbracketed -= frames.removeLast().unbracketed
      guard byte == Self.closeBrace else { return nil }
      if startsElseIf(after: offset + 1) {
        frames[frames.count - 1].elseIfChain += 1
        if frames[frames.count - 1].elseIfChain > maximumElseIfChain {
          return Problem(message: "an 'if … else if' chain is longer than \(maximumElseIfChain)", offset: offset + 1)
        }
      } else {
        frames[frames.count - 1].elseIfChain = 0
      }
      return nil
    }

    // MARK: - Nesting without brackets

    private mutating func addUnbracketed(at offset: Int) -> Problem? {
      frames[frames.count - 1].unbracketed += 1
      unbracketed += 1
      return tooDeep(at: offset)
    }

    private mutating func removeUnbracketed() {
      guard frames[frames.count - 1].unbracketed > 0 else { return }
      frames[frames.count - 1].unbracketed -= 1
      unbracketed -= 1
    }

    private mutating func resetUnbracketed() {
      unbracketed -= frames[frames.count - 1].unbracketed
      frames[frames.count - 1].unbracketed = 0
      frames[frames.count - 1].openAngles = 0
      frames[frames.count - 1].openTernaries = 0
    }

    private func tooDeep(at offset: Int) -> Problem? {
      guard depth > maximumDepth else { return nil }
      return Problem(
        message: "code nests more than \(maximumDepth) deep (brackets, generic '<', '->', 'try', 'await' and "
          + "'?' counted together)",
        offset: offset)
    }

    /// Whether the line break at `offset` ends a statement, so the nesting written without
    /// brackets since the last one is over: the next line starts a word, and this one does
    /// not end with an operator, a comma, a colon or a prefix keyword that would carry on.
    private func endsStatement(after offset: Int) -> Bool {
      var index = offset + 1
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      guard index < bytes.count, Self.isWordStart(bytes[index]) || bytes[index] == UInt8(ascii: "@") else {
        return false
      }
      if lastWasPrefixKeyword { return false }
      switch lastCode {
      case UInt8(ascii: "!"), UInt8(ascii: "?"):
        return !Self.isBlank(at(lastCodeOffset - 1))  // postfix: `x!`, `T?`
      default:
        return !Self.carriesOn.contains(lastCode)
      }
    }

    // MARK: - Words and directives

    /// Keywords that take what follows as their operand, each a level of the parser's recursion.
    static let prefixKeywords: Set<String> = [
      "try", "await", "some", "any", "consume", "copy", "each", "repeat", "inout", "borrowing", "consuming", "sending",
    ]

    private mutating func word(at offset: Int) -> Problem? {
      var end = offset
      while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
      next = end
      let isPrefix =
        end - offset <= 9 && Self.prefixKeywords.contains(String(decoding: bytes[offset..<end], as: UTF8.self))
      defer {
        lastCode = bytes[end - 1]
        lastCodeOffset = end - 1
        lastWasPrefixKeyword = isPrefix
      }
      return isPrefix ? addUnbracketed(at: offset) : nil
    }

    private mutating func directive(at offset: Int) -> Problem? {
      var end = offset + 1
      while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
      switch String(decoding: bytes[(offset + 1)..<end], as: UTF8.self) {
      case "if":
        conditionals += 1
        if conditionals > maximumConditionalDepth {
          return Problem(message: "'#if' nests more than \(maximumConditionalDepth) deep", offset: offset)
        }
      case "endif": conditionals = Swift.max(0, conditionals - 1)
      default: break
      }
      next = Swift.max(end, offset + 1)
      return nil
    }

    // MARK: - Bytes

    private func at(_ index: Int) -> UInt8 { index >= 0 && index < bytes.count ? bytes[index] : 0 }

    /// Whether `else if` (with any blanks between) follows `offset`.
    private func startsElseIf(after offset: Int) -> Bool {
      var index = skipBlanks(from: offset)
      guard word("else", at: index) else { return false }
      index = skipBlanks(from: index + 4)
      return word("if", at: index)
    }

    private func skipBlanks(from start: Int) -> Int {
      var index = start
      while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
      return index
    }

    private func word(_ word: StaticString, at index: Int) -> Bool {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
      return !Self.isWordByte(at(index + count))
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    static func isWordStart(_ byte: UInt8) -> Bool {
      byte == 0x5F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }
    static func isWordByte(_ byte: UInt8) -> Bool { isWordStart(byte) || (byte >= 0x30 && byte <= 0x39) }

    /// Last bytes of a line after which the next line carries on the same expression or type.
    static let carriesOn: Set<UInt8> = Set("=-+*/%<>&|^~.,:".utf8)
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openSquare = UInt8(ascii: "["), closeSquare = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let lineFeed = UInt8(ascii: "\n")
  }
}
