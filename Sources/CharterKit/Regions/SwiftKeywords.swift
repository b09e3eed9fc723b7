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

  /// Reserved keywords with their meaning, indexed by their length in bytes.
  static let byLength: [[([UInt8], PreviousToken)]] = {
    var table = [[([UInt8], PreviousToken)]](repeating: [], count: 16)
    for word in reserved {
      var token = expressions.contains(word) ? PreviousToken.value : .separator
      if word == "try" { token.keyword = .try }
      if word == "func" || word == "operator" { token.keyword = .funcOrOperator }
      table[word.utf8.count].append((Array(word.utf8), token))
    }
    return table
  }()

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
