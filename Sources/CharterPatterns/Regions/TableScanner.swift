/// The generic scanner: classifies text by interpreting a ``LanguageSyntax`` table in one
/// left-to-right pass.
///
/// At each position in code it tries, in order: the end of an open interpolation, a word (which
/// may be a string prefix such as Python's `rb`), a block comment, a line comment, a literal.
/// Bytes that cannot start any of these cost one table lookup.
struct TableScanner {
  /// A literal's body is being read, or an interpolation inside it is open.
  struct OpenLiteral {
    /// Index into the scanner's `strings`.
    var rule: Int
    /// Where the literal's extra delimiter (`#`s or a C++ tag) sits in the text.
    var tag: Range<Int>
  }

  /// An interpolation whose code is being scanned.
  struct Frame {
    var literal: OpenLiteral
    var openBracket: UInt8
    var closeBracket: UInt8
    var depth: Int
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let syntax: LanguageSyntax
  /// The table's rules, without any whose markers are empty (they could match nothing).
  let lineComments: [LineComment]
  let blockComments: [BlockComment]
  let strings: [StringLiteral]
  var index = 0
  var regions = RegionBuilder()
  var frames: [Frame] = []
  /// Bytes that may open a comment or an unprefixed literal.
  var isStart = [Bool](repeating: false, count: 256)

  init(_ bytes: UnsafeBufferPointer<UInt8>, syntax: LanguageSyntax) {
    self.bytes = bytes
    self.syntax = syntax
    lineComments = syntax.lineComments.filter { !$0.marker.isEmpty }
    blockComments = syntax.blockComments.filter { !$0.open.isEmpty && !$0.close.isEmpty }
    strings = syntax.strings.filter { literal in
      !literal.open.isEmpty && !literal.close.isEmpty
        && literal.interpolations.allSatisfy { !$0.open.isEmpty }
    }
    for marker in lineComments { isStart[Int(marker.marker[0])] = true }
    for block in blockComments { isStart[Int(block.open[0])] = true }
    for literal in strings where literal.allowsBareOpen {
      isStart[Int(literal.open[0])] = true
      if literal.delimiter == .hashes { isStart[Int(UInt8(ascii: "#"))] = true }
    }
  }

  /// Classifies the whole text.
  mutating func scan() -> [RegionSpan] {
    while index < bytes.count {
      let byte = bytes[index]
      if !frames.isEmpty, closesInterpolation(byte) { continue }
      if byte.isWordByte {
        scanWord()
      } else if isStart[Int(byte)], scanComment() || scanLiteral(prefixStart: index) {
        continue
      } else {
        index += 1
      }
    }
    return regions.spans
  }

  /// Tracks brackets inside the innermost interpolation; on its closing bracket, returns to
  /// the literal around it and reads the rest of that literal.
  private mutating func closesInterpolation(_ byte: UInt8) -> Bool {
    let last = frames.count - 1
    if byte == frames[last].closeBracket {
      if frames[last].depth == 0 {
        let frame = frames.removeLast()
        index += 1
        scanBody(frame.literal, from: index)
        return true
      }
      frames[last].depth -= 1
    } else if byte == frames[last].openBracket {
      frames[last].depth += 1
    }
    return false
  }

  /// Skips a word; if a literal opens right after it with the word as prefix, reads that.
  private mutating func scanWord() {
    let start = index
    let startsWithDigit = bytes[index] < 0x3A && bytes[index] >= 0x30
    while index < bytes.count {
      let byte = bytes[index]
      if byte.isWordByte {
        index += 1
      } else if startsWithDigit, byte == syntax.digitSeparator, index + 1 < bytes.count,
        bytes[index + 1].isWordByte
      {
        index += 1
      } else {
        break
      }
    }
    if index < bytes.count, !startsWithDigit {
      _ = scanLiteral(prefixStart: start)
    }
  }

  // MARK: - Comments

  private mutating func scanComment() -> Bool {
    for block in blockComments where matches(block.open, at: index) {
      let start = index
      index = blockCommentEnd(block, from: index + block.open.count)
      regions.add(.comment, start, index)
      return true
    }
    for line in lineComments
    where matches(line.marker, at: index) && isPlaced(line.placement, at: index) {
      let start = index
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      regions.add(.comment, start, index)
      return true
    }
    return false
  }

  private func blockCommentEnd(_ block: BlockComment, from start: Int) -> Int {
    var depth = 1
    var position = start
    while position < bytes.count {
      if matches(block.close, at: position) {
        position += block.close.count
        depth -= 1
        if depth == 0 { return position }
      } else if block.nests, matches(block.open, at: position) {
        position += block.open.count
        depth += 1
      } else {
        position += 1
      }
    }
    return bytes.count
  }

  // MARK: - Matching helpers

  func matches(_ marker: [UInt8], at position: Int) -> Bool {
    guard position + marker.count <= bytes.count else { return false }
    for offset in 0..<marker.count where bytes[position + offset] != marker[offset] {
      return false
    }
    return true
  }

  func isPlaced(_ placement: MarkerPlacement, at position: Int) -> Bool {
    var position = position
    let allowed: [UInt8]
    switch placement {
    case .anywhere:
      return true
    case .after(let bytes):
      allowed = bytes
    case .afterBlanksFollowing(let bytes):
      allowed = bytes
      while position > 0, self.bytes[position - 1] == 0x20 || self.bytes[position - 1] == 0x09 {
        position -= 1
      }
    }
    guard position > 0 else { return true }
    let previous = bytes[position - 1]
    return previous == 0x0A || previous == 0x0D || allowed.contains(previous)
  }
}

extension UInt8 {
  /// Letters, digits, `_` and every byte of a multi-byte UTF-8 character.
  var isWordByte: Bool {
    (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A)
      || (self >= 0x30 && self <= 0x39) || self == 0x5F || self >= 0x80
  }
}
