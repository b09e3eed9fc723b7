/// The sentence shapes Charter reads as checks, and the reading of one bullet.
///
/// Documented in `Documentation/RuleFiles.md#conventions-read-from-prose`; the first shape
/// that matches the start of a bullet's first clause wins, and the rest of the clause is free
/// text ("Use `let` instead of `var` when you can").
enum ConventionShapes {
  private static let unit = "characters|character|chars|char|columns|column|cols?"
  private static let lines = "all|each|every|a? line|lines"
  private static let modal = "must|should|may|will?"
  private static let old = "the|deprecated|legacy|old?"

  /// Every shape, most specific first.
  static let all: [ConventionShape] = [
    .init(.indentSpaces, "use N space|spaces indentation|indent|indents|indenting"),
    .init(.indentSpaces, "use N space|spaces for|of indentation|indenting"),
    .init(.indentSpaces, "use N space|spaces to indent"),
    .init(.indentSpaces, "indent code|lines? with|using|by N space|spaces"),
    .init(.indentTabs, "use tab|tabs for|of indentation|indenting"),
    .init(.indentTabs, "use tab|tabs to indent"),
    .init(.indentTabs, "use tab indentation|indents"),
    .init(.indentTabs, "indent code|lines? with|using tab|tabs"),
    .init(.prefer, "prefer CODE over|to \(old) CODE"),
    .init(.prefer, "prefer|use CODE instead of \(old) CODE"),
    .init(.prefer, "prefer|use CODE rather than \(old) CODE"),
    .init(.prefer, "use CODE , not CODE"),
    .init(.prefer, "use CODE not CODE"),
    .init(.ban, "never|don't|dont use CODE"),
    .init(.ban, "do not use CODE"),
    .init(.ban, "avoid using? CODE"),
    .init(.lineLimit, "\(lines) \(modal) not|never exceed N \(unit)"),
    .init(.lineLimit, "\(lines) mustn't|shouldn't|cannot|can't exceed N \(unit)"),
    .init(.lineLimit, "\(lines) \(modal) be|stay at most N \(unit)"),
    .init(.lineLimit, "\(lines) \(modal) be|stay no longer|more than N \(unit)"),
    .init(.lineLimit, "\(lines) \(modal) be|stay under|below N \(unit)"),
    .init(.lineLimit, "\(lines) \(modal) be|stay shorter|less|fewer than N \(unit)"),
    .init(.lineLimit, "keep|limit \(lines) to|within N \(unit)"),
    .init(.lineLimit, "keep \(lines) at most N \(unit)"),
    .init(.lineLimit, "keep \(lines) no longer than N \(unit)"),
    .init(.lineLimit, "keep \(lines) under|below N \(unit)"),
    .init(.lineLimit, "keep \(lines) shorter|less|fewer than N \(unit)"),
    .init(.lineLimit, "keep|limit line length to|within|at N \(unit)"),
    .init(.lineLimit, "keep line length under|below N \(unit)"),
    .init(.lineLimit, "line length \(modal) not|never exceed N \(unit)"),
    .init(.lineLimit, "no line|lines longer than N \(unit)"),
  ]

  /// What a bullet says: a check and its id, or why it stays prose.
  enum Reading: Hashable {
    /// A check of this kind; `id` is what it is named unless the file already uses the name;
    /// `literal` is the text a `ban` or `prefer` forbids, as written.
    case check(CheckKind, id: String, literal: String? = nil)
    /// Prose, for this reason.
    case skipped(ConventionSkipReason)
  }

  /// The reading of `sentence`, or `nil` when it does not start like a convention.
  static func read(_ sentence: ConventionSentence) -> Reading? {
    guard looksLikeConvention(sentence) else { return nil }
    if sentence.hasBlankCode { return .skipped(.emptyPattern) }
    for shape in all {
      guard let match = shape.match(sentence) else { continue }
      return reading(shape.form, match, sentence)
    }
    return .skipped(reasonForNoShape(sentence))
  }

  private static func reading(_ form: ConventionShape.Form, _ match: ConventionShape.Match, _ sentence: ConventionSentence)
    -> Reading
  {
    if let qualifier = sentence.restrictingQualifier(after: match.length) { return .skipped(.conditional(qualifier)) }
    switch form {
    case .indentSpaces:
      let width = match.numbers[0]
      guard (1...16).contains(width) else { return .skipped(.outOfRange("an indentation width must be 1 to 16")) }
      return .check(.indentation(IndentationStyle(character: .spaces, width: width)), id: "indentation")
    case .indentTabs:
      return .check(.indentation(IndentationStyle(character: .tabs, width: 1)), id: "indentation")
    case .lineLimit:
      let limit = match.numbers[0]
      guard limit >= 1 else { return .skipped(.outOfRange("a line length must be at least 1")) }
      return .check(.maxLineLength(limit), id: "line-length")
    case .prefer, .ban:
      let patterns = match.codes.map { sentence.codes[$0] }
      if hasMorePatterns(after: match.length, in: sentence) { return .skipped(.severalPatterns) }
      let id = sentence.slug(of: match.length)
      let forbidden = patterns[form == .ban ? 0 : 1]
      if form == .ban { return .check(.ban(.extracted(forbidden)), id: id.isEmpty ? "ban" : id, literal: forbidden) }
      guard patterns[0] != patterns[1] else { return .skipped(.samePattern) }
      return .check(
        .prefer(preferred: patterns[0], insteadOf: .extracted(forbidden), fix: nil), id: id.isEmpty ? "prefer" : id,
        literal: forbidden)
    }
  }

  /// Whether a code span follows the shape with nothing but `,`, `/`, `and`, `or` between.
  private static func hasMorePatterns(after length: Int, in sentence: ConventionSentence) -> Bool {
    for token in sentence.tokens.dropFirst(length) {
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

  private static func looksLikeConvention(_ sentence: ConventionSentence) -> Bool {
    guard let first = sentence.firstWord else { return false }
    let words = sentence.tokens.prefix(3).compactMap { if case .word(let word) = $0 { word } else { nil } }
    switch first {
    case "use", "prefer", "never", "don't", "dont", "avoid", "indent", "line", "lines": return true
    case "do": return words.dropFirst().first == "not"
    case "keep", "limit", "no", "all", "each", "every": return words.dropFirst().contains { lineWords.contains($0) }
    default: return false
    }
  }

  private static func reasonForNoShape(_ sentence: ConventionSentence) -> ConventionSkipReason {
    let first = sentence.firstWord ?? ""
    let preferLike = ["instead", "rather", "over"].contains { sentence.contains($0) }
    let banLike = banVerbs.contains(first) && (first != "do" || sentence.tokens.dropFirst(2).first == .word("use"))
    switch sentence.codeCount {
    case 0:
      let aboutLayout =
        ["indent", "keep", "limit", "no", "all", "each", "every"].contains(first) || lineWords.contains(first)
        || ["indentation", "spaces", "tabs"].contains { sentence.contains($0) }
      return aboutLayout ? .unrecognized : .noCodeSpan
    case 1: return preferLike ? .missingCodeSpan : .unrecognized
    case 2: return banLike ? .severalPatterns : .unrecognized
    default: return banLike || preferLike ? .severalPatterns : .unrecognized
    }
  }
}
