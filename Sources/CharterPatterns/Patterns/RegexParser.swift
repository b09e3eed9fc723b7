/// Turns regular expression source into a `RegexNode` tree, or a `RegexSyntaxError` that
/// points at the offending scalar.
///
/// The grammar is the common subset of RE2, Rust `regex` and PCRE described on
/// `RegexPattern`. Everything that would need backtracking (backreferences, lookaround,
/// atomic groups, possessive quantifiers) is rejected with a message saying so.
package struct RegexParser {
  /// The largest `m` or `n` accepted in `{m,n}`.
  static let maxRepetitionCount = 1000
  /// The most instructions one counted repetition may compile to: the matcher's work per input
  /// byte grows with the number of instructions alive at once (`a{250}` on 2 MB of `a`s: 6 s).
  static let maxRepetitionCost = 256
  /// The deepest nesting of groups accepted.
  static let maxNestingDepth = 200

  let scalars: [Unicode.Scalar]
  var index = 0
  var caseInsensitive = false
  var depth = 0

  init(_ source: String) { scalars = Array(source.unicodeScalars) }

  /// Parses the whole source.
  package static func parse(_ source: String) throws(RegexSyntaxError) -> RegexNode {
    var parser = RegexParser(source)
    guard !parser.scalars.isEmpty else { throw parser.error("empty pattern", at: 0) }
    let node = try parser.parseAlternation()
    if parser.index < parser.scalars.count {  // only a `)` stops the top-level alternation
      throw parser.error("unbalanced `)`: no group is open here")
    }
    return node
  }

  // MARK: - Structure

  /// alternation := concatenation ('|' concatenation)*
  mutating func parseAlternation() throws(RegexSyntaxError) -> RegexNode {
    let savedCase = caseInsensitive  // `(?i)` lasts until the end of the enclosing group
    defer { caseInsensitive = savedCase }
    var alternatives = [try parseConcatenation()]
    while peek == "|" {
      index += 1
      alternatives.append(try parseConcatenation())
    }
    return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
  }

  /// concatenation := (atom quantifier?)*
  mutating func parseConcatenation() throws(RegexSyntaxError) -> RegexNode {
    var parts: [RegexNode] = []
    while let next = peek, next != "|", next != ")" {
      guard let atom = try parseAtom() else { continue }  // a flag group such as `(?i)`
      parts.append(try parseQuantifier(on: atom))
    }
    return parts.count == 1 ? parts[0] : (parts.isEmpty ? .empty : .concatenation(parts))
  }

  /// One atom, or nil for a construct that only changes flags.
  mutating func parseAtom() throws(RegexSyntaxError) -> RegexNode? {
    let scalar = scalars[index]
    switch scalar {
    case "(": return try parseGroup()
    case "[": return try parseClass()
    case "\\": return try parseEscape()
    case ".":
      index += 1
      return .scalarSet(.anyExceptLineBreak)
    case "^":
      index += 1
      return .assertion(.lineStart)
    case "$":
      index += 1
      return .assertion(.lineEnd)
    case "*", "+", "?", "{":
      throw error("quantifier `\(scalar)` has nothing to repeat"
        + (scalar == "{" ? "; write `\\{` for a literal brace" : ""))
    default:
      index += 1
      return literal(scalar)
    }
  }

  /// A node matching `scalar`, honouring `(?i)`.
  func literal(_ scalar: Unicode.Scalar) -> RegexNode {
    guard caseInsensitive, scalar.properties.changesWhenCaseMapped else { return .scalar(scalar) }
    return .scalarSet(ScalarSet(scalar).caseFolded())
  }

  // MARK: - Helpers

  var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  func peek(at offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  /// Consumes `expected` if it comes next.
  mutating func consume(_ expected: Unicode.Scalar) -> Bool {
    guard peek == expected else { return false }
    index += 1
    return true
  }

  func error(_ message: String, at offset: Int? = nil) -> RegexSyntaxError {
    RegexSyntaxError(offset: offset ?? index, message: message)
  }
}
