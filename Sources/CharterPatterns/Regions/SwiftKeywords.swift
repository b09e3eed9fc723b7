/// The words swift-syntax's lexer reserves as keywords, classified by what they mean for a `/`
/// that follows: after most keywords an expression (and so a regex literal) may start.
enum SwiftKeywords {
  /// Keywords that are themselves expressions: a `/` after them is division.
  private static let expressions: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]

  private static let reserved = [
    "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
    "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat",
    "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// A reserved keyword packed into two words (bytes little-endian, zero-padded to 16), so
  /// that recognising a word compares integers and touches no reference-counted storage.
  struct Entry {
    let low: UInt64
    let high: UInt64
    let token: PreviousToken
  }

  /// The longest reserved keyword, in bytes.
  static let maxLength = 15

  /// Reserved keywords sorted by length; ``starts``[n] is the index of the first of length n.
  static let entries: [Entry] = reserved.sorted { $0.utf8.count < $1.utf8.count }.map { word in
    var token = expressions.contains(word) ? PreviousToken.value : .separator
    if word == "try" { token.keyword = .try }
    if word == "func" || word == "operator" { token.keyword = .funcOrOperator }
    let (low, high) = pack(Array(word.utf8)[...])
    return Entry(low: low, high: high, token: token)
  }

  /// For each length 0...maxLength + 1, the index of the first entry at least that long.
  static let starts: [Int] = (0...maxLength + 1).map { length in
    reserved.filter { $0.utf8.count < length }.count
  }

  /// The bytes of a word of at most 16 bytes, packed as ``Entry`` packs keywords.
  @inline(__always)
  static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (UInt64, UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (position, byte) in bytes.enumerated() {
      if position < 8 { low |= UInt64(byte) << (8 * position) } else { high |= UInt64(byte) << (8 * (position - 8)) }
    }
    return (low, high)
  }

  /// How a `#` word reads: `#if` and friends sequence expressions, `#available` does not.
  enum PoundKeyword { case sequencing, value }

  /// The meaning of the word after `#`, or `nil` if it is not one the lexer knows (the `#` is
  /// then a token of its own).
  static func poundKeyword(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> PoundKeyword? {
    switch word.count {
    case 2 where word.elementsEqual("if".utf8): .sequencing
    case 4 where word.elementsEqual("else".utf8): .sequencing
    case 5 where word.elementsEqual("endif".utf8): .sequencing
    case 6 where word.elementsEqual("elseif".utf8): .sequencing
    case 9 where word.elementsEqual("available".utf8): .value
    case 11 where word.elementsEqual("unavailable".utf8): .value
    case 14 where word.elementsEqual("sourceLocation".utf8): .value
    default: nil
    }
  }
}
