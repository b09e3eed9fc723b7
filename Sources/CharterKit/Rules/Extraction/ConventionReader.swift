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

  mutating func read() -> ConventionReading? {
    guard !tokens.isEmpty else { return nil }
    if sentence.hasBlankCode, looksLikeConvention(at: 0) { return .skipped(.emptyPattern) }
    var start = 0
    var lead: ConventionSentence.Qualifier?
    var labelLanguage: String?
    // A lead qualifier: "In tests, use `#expect` …".
    if case .word(let first)? = tokens.first, ConventionSentence.restrictors.contains(first),
      let comma = tokens.firstIndex(of: .mark(",")), comma < 8
    {
      lead = sentence.qualifier(at: 0)
      start = comma + 1
    }
    var chain = conventions(at: start)
    // A lead label: "Swift: …", "**Formatting**: …", unless the label is part of the shape
    // ("Max line length: 120").
    if chain.isEmpty, let colon = tokens.prefix(start + 5).dropFirst(start).firstIndex(of: .mark(":")), colon > start,
      tokens[start..<colon].allSatisfy({ if case .word = $0 { true } else { false } })
    {
      labelLanguage = label(tokens[start..<colon])
      start = colon + 1
      chain = conventions(at: start)
    }
    guard !chain.isEmpty else {
      guard looksLikeConvention(at: start) else { return nil }
      return .skipped(reasonForNoShape(from: start))
    }
    if let lead, case .unmapped(let words) = lead { return .skipped(.conditional(words)) }
    var checks: [ConventionReading.Check] = []
    var segment = chain
    var isFirst = true
    while true {
      switch readSegment(segment, lead: lead, labelLanguage: labelLanguage) {
      case .checks(let found): checks += found
      case .skipped(let reason): if isFirst { return .skipped(reason) }
      }
      isFirst = false
      // A later segment after `;`: "4-space indentation; 120-character lines".
      guard let end = segment.last?.end, let semicolon = tokens[end...].firstIndex(of: .mark(";")) else { break }
      segment = conventions(at: semicolon + 1)
      if segment.isEmpty { break }
    }
    return .checks(checks)
  }

  /// The conventions of one segment, with its qualifier as their scope.
  private func readSegment(
    _ chain: [Found], lead: ConventionSentence.Qualifier?, labelLanguage: String?
  ) -> ConventionReading {
    var tests = PathScope.Tests.included
    var language = labelLanguage
    var unmapped: String?
    for qualifier in [lead, sentence.qualifier(at: chain.last!.end)] {
      switch qualifier {
      case .unmapped(let words)?: unmapped = unmapped ?? words
      case .scope(let scopeTests, let scopeLanguage)?:
        if scopeTests != .included { tests = scopeTests }
        if let scopeLanguage { language = scopeLanguage }
      case nil: break
      }
    }
    let languages = language.map { [$0] } ?? (headingLanguages.isEmpty ? PathScope.sourceLanguages : headingLanguages)
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
    case .mark(let mark): return [",", ";", ":", "/"].contains(mark)
    case .word(let word): return ConventionSentence.restrictors.contains(word) || ["not", "no", "never", "and", "everywhere", "throughout", "always"].contains(word)
    case .code: return false
    }
  }
}
