/// One sentence shape that becomes a check, such as "prefer CODE over|to CODE", matched
/// against a ``ConventionSentence``.
///
/// A shape is written as space-separated elements: `a|b` is one of these words, a trailing `?`
/// makes an element optional, `CODE` is a code span, `N` a number (digits, or `one` to
/// `sixteen`), `W` any word that does not start a qualifier ("Use SwiftUI's `ShareLink` …"),
/// and a single punctuation character (`,`, `:`) that mark. A *strict* shape is a fragment
/// ("4-space indentation", "No `print(`") that matches only when nothing but another
/// convention, a qualifier or a separator follows it. The catalog is in
/// `ConventionShapes.swift`.
struct ConventionShape: Sendable {
  /// What a matching sentence declares.
  enum Form: Hashable, Sendable {
    /// Indentation with N spaces (the number captured).
    case indentSpaces
    /// Indentation with tabs.
    case indentTabs
    /// `prefer` the first code span instead of the second.
    case prefer
    /// `ban` the code span.
    case ban
    /// Lines at most N characters ("under N" too: that is how the phrase is meant for line
    /// limits).
    case lineLimit
    /// `prefer` the second code span instead of the first ("Replace `B` with `A`").
    case replace
    /// Names the built-in check with this id in words ("No force casts", "Use Swift Testing,
    /// not XCTest"): turns it on (``BuiltinCheckNames``).
    case builtin(String)
  }

  /// What was captured by a match.
  struct Match: Hashable {
    /// How many tokens the shape covers, from the start of the clause.
    var length: Int
    /// The captured numbers, in order.
    var numbers: [Int]
    /// The captured code spans (indexes into ``ConventionSentence/codes``), in order.
    var codes: [Int]
  }

  private enum Element: Hashable, Sendable {
    case words(Set<String>, optional: Bool)
    case code
    case number
    case anyWord(optional: Bool)
    case mark(Character, optional: Bool)
  }

  /// What the shape declares.
  let form: Form
  /// Whether the shape is a fragment that must stand alone (see the type's documentation).
  let isStrict: Bool
  private let elements: [Element]

  /// A shape of `form` written as `pattern` (see the type's documentation).
  init(_ form: Form, _ pattern: String, strict: Bool = false) {
    self.form = form
    self.isStrict = strict
    elements = pattern.split(separator: " ").map { element in
      switch element {
      case "CODE": .code
      case "N": .number
      case "W": .anyWord(optional: false)
      case "W?": .anyWord(optional: true)
      case let mark where mark.count <= 2 && !mark.first!.isLetter && (mark.count == 1 || mark.last == "?"):
        .mark(mark.first!, optional: mark.count == 2)
      default:
        element.hasSuffix("?")
          ? .words(Set(element.dropLast().split(separator: "|").map(String.init)), optional: true)
          : .words(Set(element.split(separator: "|").map(String.init)), optional: false)
      }
    }
  }

  /// The match of the shape at the start of `sentence`'s clause, if it matches; the rest of
  /// the clause is free text.
  func match(_ sentence: ConventionSentence) -> Match? {
    match(sentence.tokens, at: 0)
  }

  /// The match of the shape at `start` of `tokens`; ``Match/length`` counts from `start`.
  func match(_ tokens: [ConventionSentence.Token], at start: Int) -> Match? {
    guard var found = match(tokens, from: start, element: 0, captured: Match(length: 0, numbers: [], codes: []))
    else { return nil }
    found.length -= start
    return found
  }

  private func match(_ tokens: [ConventionSentence.Token], from index: Int, element: Int, captured: Match) -> Match? {
    guard element < elements.count else {
      var done = captured
      done.length = index
      return done
    }
    var next = captured
    let token = index < tokens.count ? tokens[index] : nil
    switch (elements[element], token) {
    case (.words(let words, let optional), _):
      if case .word(let word)? = token, words.contains(word),
        let found = match(tokens, from: index + 1, element: element + 1, captured: captured)
      {
        return found
      }
      return optional ? match(tokens, from: index, element: element + 1, captured: captured) : nil
    case (.anyWord(let optional), _):
      if case .word(let word)? = token, !ConventionSentence.restrictors.contains(word),
        let found = match(tokens, from: index + 1, element: element + 1, captured: captured)
      {
        return found
      }
      return optional ? match(tokens, from: index, element: element + 1, captured: captured) : nil
    case (.mark(let mark, let optional), _):
      if case .mark(let found)? = token, found == mark,
        let result = match(tokens, from: index + 1, element: element + 1, captured: captured)
      {
        return result
      }
      return optional ? match(tokens, from: index, element: element + 1, captured: captured) : nil
    case (.code, .code(let code)?):
      next.codes.append(code)
    case (.number, .word(let word)?):
      guard let number = Self.number(word) else { return nil }
      next.numbers.append(number)
    default:
      return nil
    }
    return match(tokens, from: index + 1, element: element + 1, captured: next)
  }

  private static let numberWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen",
  ]

  /// `word` as a whole number: digits, or a number word up to sixteen.
  static func number(_ word: String) -> Int? {
    if let index = numberWords.firstIndex(of: word) { return index + 1 }
    guard word.count <= 6, word.allSatisfy(\.isASCII) else { return nil }
    return Int(word)
  }
}
