/// Reads one bullet's clause: an optional lead ("Swift:", "In tests,"), one or more
/// conventions separated by `,`, `and` or `;`, and the qualifier after them, which becomes the
/// checks' scope when Charter can map it.
struct ConventionReader {
  let sentence: ConventionSentence
  let headingLanguages: Set<String>
  private var tokens: [ConventionSentence.Token] { sentence.tokens }

  init(sentence: ConventionSentence, headingLanguages: Set<String>) {
    self.sentence = sentence
    self.headingLanguages = headingLanguages
  }

  /// A convention found in the clause: its shape's form, the match and where it starts.
  struct Found {
    var form: ConventionShape.Form
    var match: ConventionShape.Match
    var start: Int
    var end: Int { start + match.length }
  }

  func read() -> ConventionReading? {
    guard !tokens.isEmpty else { return nil }
    if sentence.hasBlankCode, looksLikeConvention(at: 0) { return .skipped(.emptyPattern) }
    if sentence.isAboutTheAgent { return looksLikeConvention(at: 0) ? .skipped(.agentOnly) : nil }
    // Clauses start the item and follow each `;` and sentence end.
    let starts = [0] + tokens.indices.filter { [.mark(";"), .mark(".")].contains(tokens[$0]) }.map { $0 + 1 }
    var checks: [ConventionReading.Check] = []
    var firstReason: ConventionSkipReason?
    for (number, start) in starts.enumerated() where start < tokens.count {
      switch readClause(at: start) {
      case .checks(let found)?: checks += found
      case .skipped(let reason)?: if number == 0 { firstReason = reason }
      case nil: break
      }
    }
    if !checks.isEmpty { return .checks(checks) }
    return firstReason.map { .skipped($0) }
  }

  /// The reading of the clause at `from`: an optional lead, conventions, a qualifier.
  private func readClause(at from: Int) -> ConventionReading? {
    var start = from
    var lead: ConventionSentence.Qualifier?
    var labelLanguage: String?
    // A lead qualifier: "In tests, use `#expect` …".
    if case .word(let first)? = tokens[safe: start], ConventionSentence.restrictors.contains(first),
      let comma = tokens[start..<sentence.clauseEnd(from: start)].firstIndex(of: .mark(",")), comma < start + 8
    {
      lead = sentence.qualifier(at: start)
      start = comma + 1
    }
    var chain = conventions(at: start)
    // A lead label: "Swift: …", "**Formatting**: …", unless the label is part of the shape
    // ("Max line length: 120").
    if chain.isEmpty, let colon = tokens.prefix(start + 6).dropFirst(start).firstIndex(of: .mark(":")), colon > start,
      tokens[start..<colon].allSatisfy({ if case .word = $0 { true } else { $0 == .mark("/") } })
    {
      // "Example: Use `calculate_total` instead of `calc`" shows a name, it states nothing.
      if case .word(let word) = tokens[start], ["example", "examples", "e", "eg", "bad", "wrong"].contains(word) {
        return nil
      }
      labelLanguage = label(tokens[start..<colon])
      start = colon + 1
      chain = conventions(at: start)
    }
    guard !chain.isEmpty else {
      guard start < tokens.count, looksLikeConvention(at: start) else { return nil }
      return .skipped(reasonForNoShape(from: start))
    }
    if let lead, case .unmapped(let words) = lead { return .skipped(.conditional(words)) }
    return readSegment(chain, lead: lead, labelLanguage: labelLanguage)
  }

  /// The conventions of one segment, with its qualifier as their scope.
  private func readSegment(
    _ chain: [Found], lead: ConventionSentence.Qualifier?, labelLanguage: String?
  ) -> ConventionReading {
    var tests = PathScope.Tests.included
    var language = labelLanguage
    var unmapped: String?
    // The qualifier follows the conventions and any list of further patterns.
    var end = chain.last!.end
    while let token = tokens[safe: end], Self.isListToken(token) { end += 1 }
    for qualifier in [lead, sentence.qualifier(at: end) ?? sentence.softeningAside(at: end)] {
      switch qualifier {
      case .unmapped(let words)?: unmapped = unmapped ?? words
      case .scope(let scopeTests, let scopeLanguage)?:
        if scopeTests != .included { tests = scopeTests }
        if let scopeLanguage { language = scopeLanguage }
      case nil: break
      }
    }
    // An explicit language wins; then the languages the bullet mentions ("run SwiftFormat …
    // 4-space indent", "`@ts-ignore`"), then its section's heading; else all source code.
    let mentioned = LanguageNames.languages(
      inWords: tokens.compactMap { if case .word(let word) = $0 { word } else { nil } })
      .union(LanguageNames.languages(inCode: tokens.compactMap { if case .code(let index) = $0 { sentence.codes[index] } else { nil } }))
    let languages =
      language.map { [$0] } ?? (!mentioned.isEmpty ? mentioned : headingLanguages.isEmpty ? PathScope.sourceLanguages : headingLanguages)
    let paths = PathScope(languages: languages, tests: tests)
    var checks: [ConventionReading.Check] = []
    // What the pattern is decides first: "Prefer `let` where a value never changes" is a
    // judgement about a keyword, whatever its qualifier.
    for found in chain {
      switch check(found, paths: paths) {
      case .checks(let found): checks += found
      case .skipped(let reason): return .skipped(reason)
      }
    }
    if let unmapped { return .skipped(.conditional(unmapped)) }
    return .checks(checks)
  }

  /// Whether `token` may be part of a list of patterns: a code span, `,`, `/`, `and`, `or`.
  static func isListToken(_ token: ConventionSentence.Token) -> Bool {
    switch token {
    case .code: true
    case .mark(let mark): [",", "/", "&"].contains(mark)
    case .word(let word): ["and", "or", "nor"].contains(word)
    }
  }

  /// The languages a lead label names ("Swift", "Swift style", "Go"), if any.
  private func label(_ words: ArraySlice<ConventionSentence.Token>) -> String? {
    let names = words.compactMap { if case .word(let word) = $0 { word } else { nil } }
    if names == ["go"] { return "go" }
    return names.lazy.compactMap(LanguageNames.language).first
  }

  // MARK: - Shapes

  /// The conventions that start at `start`, joined by `,` or `and`.
  private func conventions(at start: Int) -> [Found] {
    var found: [Found] = []
    var index = start
    while let next = shape(at: index) {
      found.append(next)
      var after = next.end
      while after < tokens.count, tokens[after] == .mark(",") || tokens[after] == .word("and") { after += 1 }
      guard after > next.end else { break }
      index = after
    }
    return found
  }

  /// The first shape that matches at `index`, a strict one only where it stands alone.
  private func shape(at index: Int) -> Found? {
    guard index < tokens.count else { return nil }
    for shape in ConventionShapes.all {
      guard let match = shape.match(tokens, at: index) else { continue }
      if shape.isStrict, !standsAlone(at: index + match.length) { continue }
      return Found(form: shape.form, match: match, start: index)
    }
    return nil
  }

  /// Whether a fragment ending at `index` stands alone: nothing follows, or a separator, a
  /// qualifier, or "not tabs" and the like.
  private func standsAlone(at index: Int) -> Bool {
    guard index < tokens.count else { return true }
    switch tokens[index] {
    case .mark(let mark): return [",", ";", ":", "/", ".", "|"].contains(mark)
    case .word(let word):
      return ConventionSentence.restrictors.contains(word)
        || ["not", "no", "never", "and", "everywhere", "throughout", "always"].contains(word)
    case .code: return false
    }
  }
}

extension Array {
  /// The element at `index`, or `nil` past either end.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
