/// From a matched shape to a check, and why a bullet without one stays prose.
extension ConventionReader {
  /// The check `found` states, or why it stays prose.
  func check(_ found: Found, paths: PathScope) -> ConventionReading {
    let match = found.match
    switch found.form {
    case .indentSpaces:
      let width = match.numbers[0]
      guard (1...16).contains(width) else { return .skipped(.outOfRange("an indentation width must be 1 to 16")) }
      return .checks([.init(kind: .indentation(IndentationStyle(character: .spaces, width: width)), id: "indentation", paths: paths)])
    case .indentTabs:
      return .checks([.init(kind: .indentation(IndentationStyle(character: .tabs, width: 1)), id: "indentation", paths: paths)])
    case .lineLimit:
      let limit = match.numbers[0]
      guard limit >= 1 else { return .skipped(.outOfRange("a line length must be at least 1")) }
      return .checks([.init(kind: .maxLineLength(limit), id: "line-length", paths: paths)])
    case .prefer, .ban, .replace:
      if hasMorePatterns(after: found.end) { return .skipped(.severalPatterns) }
      var patterns = match.codes.map { sentence.codes[$0] }
      if found.form == .replace { patterns.reverse() }
      let forbidden = patterns[found.form == .ban ? 0 : 1]
      // The preferred form is only named in the message, but a placeholder there says the
      // bullet is about a kind of code, not a text ("Use `X | None` instead of `Optional[X]`").
      if let objection = patterns.lazy.compactMap(ConventionPatternPolicy.objection).first { return .skipped(objection) }
      var id = sentence.slug(from: found.start, count: found.match.length)
      if found.form == .ban {
        if id.isEmpty { id = "ban" }
        return .checks([.init(kind: .ban(.extracted(forbidden)), id: id, literal: forbidden, paths: paths)])
      }
      guard patterns[0] != patterns[1] else { return .skipped(.samePattern) }
      if id.isEmpty { id = "prefer" }
      return .checks([
        .init(
          kind: .prefer(preferred: patterns[0], insteadOf: .extracted(forbidden), fix: nil), id: id, literal: forbidden,
          paths: paths)
      ])
    }
  }

  /// Whether a code span follows position `end` with nothing but `,`, `/`, `and`, `or` between.
  private func hasMorePatterns(after end: Int) -> Bool {
    for token in sentence.tokens.dropFirst(end) {
      switch token {
      case .code: return true
      case .mark(let mark) where [",", "/", "&"].contains(mark): continue
      case .word(let word) where ["and", "or", "nor"].contains(word): continue
      default: return false
      }
    }
    return false
  }

  private static let banVerbs: Set<String> = ["never", "don't", "dont", "do", "avoid"]
  private static let lineWords: Set<String> = ["line", "lines"]
  /// Words that start a convention Charter lists even when it cannot read it.
  private static let leads: Set<String> = [
    "use", "prefer", "never", "don't", "dont", "avoid", "indent", "indentation", "line", "lines",
  ]

  /// Whether the clause from `start` starts like a convention, so `charter rules` lists it.
  func looksLikeConvention(at start: Int) -> Bool {
    let words = sentence.tokens.dropFirst(start).prefix(3).compactMap { if case .word(let word) = $0 { word } else { nil } }
    guard case .word(let first)? = sentence.tokens.dropFirst(start).first else { return false }
    switch first {
    case _ where Self.leads.contains(first): return true
    case "do": return words.dropFirst().first == "not"
    case "keep", "limit", "no", "all", "each", "every", "max", "maximum":
      return words.dropFirst().contains { Self.lineWords.contains($0) }
    default: return false
    }
  }

  /// Why the clause from `start`, which starts like a convention, matches no shape.
  func reasonForNoShape(from start: Int) -> ConventionSkipReason {
    let tokens = Array(sentence.tokens.dropFirst(start))
    let first: String = if case .word(let word)? = tokens.first { word } else { "" }
    let preferLike = ["instead", "rather", "over"].contains { tokens.contains(.word($0)) }
    let banLike = Self.banVerbs.contains(first) && (first != "do" || tokens.dropFirst(2).first == .word("use"))
    let codes = tokens.compactMap { if case .code(let index) = $0 { sentence.codes[index] } else { nil } }
    let codeCount = codes.count
    // "Prefer `let` where a value never changes": a judgement about a keyword.
    if let objection = codes.lazy.compactMap(ConventionPatternPolicy.objection).first { return objection }
    switch codeCount {
    case 0:
      let aboutLayout =
        ["indent", "indentation", "keep", "limit", "no", "all", "each", "every", "max", "maximum"].contains(first)
        || Self.lineWords.contains(first)
        || ["indentation", "spaces", "tabs"].contains { tokens.contains(.word($0)) }
      return aboutLayout ? .unrecognized : .noCodeSpan
    case 1: return preferLike ? .missingCodeSpan : .unrecognized
    case 2: return banLike ? .severalPatterns : .unrecognized
    default: return banLike || preferLike ? .severalPatterns : .unrecognized
    }
  }
}
