/// Qualifiers around a convention's shape: "Never use `useEffect` for data fetching" says where
/// the rule holds. The ones Charter can map become the check's scope ("outside tests", "in app
/// code", "in tests", "in Swift code"); any other keeps the bullet prose, softeners ("when
/// possible") included, since they leave the decision to judgement. Explanations ("because
/// …", "to avoid …", ", use `Logger` instead") do not stop extraction.
extension ConventionSentence {
  /// Words that start a qualifier limiting where the rule applies.
  static let restrictors: Set<String> = [
    "for", "when", "whenever", "where", "wherever", "in", "inside", "within", "unless", "except", "outside",
    "if", "on", "with", "while", "during", "at", "from", "only", "across", "after", "before", "anywhere",
  ]

  /// What a qualifier says.
  enum Qualifier: Hashable {
    /// Where the rule holds, as a scope: test files left out or alone, a language.
    case scope(tests: PathScope.Tests, language: String?)
    /// A qualifier Charter cannot map, as written.
    case unmapped(String)
  }

  /// Words that start a new instruction or an explanation after a qualifier's comma, rather
  /// than more places: "outside tests, use `Logger`".
  private static let continuations: Set<String> = [
    "use", "prefer", "which", "since", "because", "as", "so", "it", "they", "these", "this", "use", "instead",
    "then", "but", "otherwise", "and", "or",
  ]

  /// Phrases (after the restrictor) that leave test files out.
  private static let outsideTests: Set<String> = [
    "outside tests", "outside of tests", "outside test code", "outside of test code", "outside test files",
    "outside the tests", "outside unit tests", "except in tests", "except tests", "except in test code",
    "in app code", "in application code", "in production code", "in production", "in prod code", "in prod",
    "in non test code", "in library code", "in shipping code", "in release code", "in app",
    "in the app", "in app targets", "in production builds",
  ]
  /// Phrases that keep the rule to test files.
  private static let inTests: Set<String> = [
    "in tests", "in test code", "in test files", "in unit tests", "in the tests", "inside tests",
    "in test targets", "in your tests", "within tests",
  ]
  /// Words that may follow a language name in a qualifier: "in Swift code", "in Swift files".
  private static let languageNouns: Set<String> = ["code", "files", "sources", "source"]

  /// The qualifier of `words` (the qualifier's words, restrictor first), mapped when it can be.
  static func qualifier(_ words: [String]) -> Qualifier {
    let phrase = words.joined(separator: " ")
    if outsideTests.contains(phrase) { return .scope(tests: .excluded, language: nil) }
    if inTests.contains(phrase) { return .scope(tests: .only, language: nil) }
    if ["in", "for"].contains(words.first), words.count >= 2, let language = LanguageNames.language(words[1]),
      words.dropFirst(2).allSatisfy({ languageNouns.contains($0) })
    {
      return .scope(tests: .included, language: language)
    }
    return .unmapped(words.prefix(8).joined(separator: " "))
  }

  /// Words that, in an aside right after a convention, make it a default rather than a rule:
  /// "Maximum line length: 120 characters (soft limit)", "4 spaces (ideally)".
  private static let softeners: Set<String> = [
    "soft", "ideally", "preferably", "roughly", "approximately", "guideline", "recommended", "possible",
    "practical", "usually", "generally", "mostly", "typically", "flexible", "suggested", "aim", "target",
  ]

  /// The aside right after a convention at `start` ("(soft limit)", "— where possible"), as an
  /// unmapped qualifier when it softens the rule.
  func softeningAside(at start: Int) -> Qualifier? {
    guard tokens.indices.contains(start), tokens[start] == .mark("|") else { return nil }
    let words = tokens.dropFirst(start + 1).prefix { $0 != .mark("|") && $0 != .mark(".") }
      .compactMap { if case .word(let word) = $0 { word } else { nil } }
    guard words.contains(where: Self.softeners.contains) else { return nil }
    return .unmapped(words.prefix(8).joined(separator: " "))
  }

  /// The qualifier in `tokens[start...]`, if they start with one; `nil` when they say
  /// nothing about where the rule holds. Words run to the end of the clause or a separator.
  func qualifier(at start: Int) -> Qualifier? {
    let rest = tokens.dropFirst(start).drop { $0 == .mark(",") }
    guard case .word(let first)? = rest.first, Self.restrictors.contains(first) else { return nil }
    var words: [String] = []
    var end = rest.startIndex
    for token in rest {
      switch token {
      case .word(let word): words.append(word)
      case .code(let index): words.append("`\(codes[index])`")
      case .mark: break
      }
      if case .mark = token { break }
      end += 1
    }
    // "outside tests, examples, and startup code" lists more places than the mapped phrase.
    if tokens.dropFirst(end).first == .mark(",") {
      let more = tokens.dropFirst(end + 1).prefix { ![.mark("."), .mark(";"), .mark("|")].contains($0) }
      let moreWords = more.compactMap { if case .word(let word) = $0 { word } else { nil } }
      if let first = moreWords.first, !Self.continuations.contains(first), moreWords.contains(where: { $0 == "and" || $0 == "or" }) {
        return .unmapped((words + moreWords).prefix(8).joined(separator: " "))
      }
    }
    return Self.qualifier(words)
  }
}
