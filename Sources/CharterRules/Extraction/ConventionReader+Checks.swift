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
      // SwiftLint configs and agent files write 10000 to mean "no limit".
      guard limit <= 500 else { return .skipped(.outOfRange("a line length over 500 sets no limit")) }
      return .checks([.init(kind: .maxLineLength(limit), id: "line-length", paths: paths)])
    case .builtin(let id):
      return .checks([.init(kind: .ban(TextPattern(id)), id: id, paths: paths, builtin: id)])
    case .prefer, .ban, .replace:
      var patterns = match.codes.map { sentence.codes[$0] }
      if found.form == .replace { patterns.reverse() }
      // "Avoid `A`, `B` and `C`": one check per pattern of the list.
      let listed = listedPatterns(after: found.end)
      if !listed.isEmpty, listIsCombination(after: found.end) { return .skipped(.severalPatterns) }
      let forbidden = [patterns[found.form == .ban ? 0 : 1]] + listed
      let preferred = found.form == .ban ? nil : patterns[0]
      // "Never use `ObservableObject`", "Avoid `@StateObject`, `@ObservedObject`": texts that
      // name built-in checks turn those on, whatever the preferred form is written as.
      // A qualifier the built-in check cannot keep ("outside tests", "in Go") keeps the text check.
      let builtins = forbidden.compactMap(BuiltinCheckNames.check(forbidding:))
      if builtins.count == forbidden.count, paths.tests == .included, paths.languages?.contains("swift") ?? true {
        return .checks(
          zip(forbidden, builtins).map { pattern, id in
            .init(kind: .ban(.extracted(pattern)), id: id, literal: pattern, paths: paths, builtin: id)
          })
      }
      for pattern in forbidden {
        if let objection = ConventionPatternPolicy.objection(to: pattern) { return .skipped(objection) }
        // "Prefer `Double` over `CGFloat`": frameworks take the other type, so it holds only
        // where no API asks for it.
        if ConventionPatternPolicy.interchangeableTypes.contains(pattern) {
          return .skipped(.conditional("where no API takes `\(pattern)`"))
        }
      }
      // The preferred form is only named in the message, but a placeholder there says the
      // bullet is about a kind of code, not a text ("Use `X | None` instead of `Optional[X]`").
      if let preferred, case .placeholder(let text)? = ConventionPatternPolicy.objection(to: preferred) {
        return .skipped(.placeholder(text))
      }
      if forbidden.contains(where: { $0 == preferred }) { return .skipped(.samePattern) }
      // "`.circle` instead of `Circle()`": an implicit member where a value of the type is
      // expected; the type's initializer has other uses (a `Circle()` view).
      if let preferred, preferred.hasPrefix("."), let type = forbidden.first(where: Self.isInitializer) {
        return .skipped(.conditional("where `\(preferred)` can stand for `\(type)`"))
      }
      var id = sentence.slug(from: found.start, count: found.match.length)
      if id.isEmpty { id = (found.form == .ban ? CheckKind.Name.ban : .prefer).rawValue }
      let checks = forbidden.enumerated().map { index, pattern in
        let kind: CheckKind =
          if let preferred { .prefer(preferred: preferred, insteadOf: .extracted(pattern), fix: nil) } else {
            .ban(.extracted(pattern))
          }
        let name = index == 0 ? id : id + "-" + ConventionSentence.kebab(pattern)
        return ConventionReading.Check(kind: kind, id: name, literal: pattern, paths: paths)
      }
      return .checks(checks)
    }
  }

  /// The code spans listed right after position `end`, joined by `,`, `/`, `and`, `or`; a code
  /// span that starts the next convention ("`A` over `B`, `C` over `D`") ends the list.
  private func listedPatterns(after end: Int) -> [String] {
    var listed: [String] = []
    let tokens = sentence.tokens
    for position in tokens.indices.dropFirst(end) {
      guard ConventionReader.isListToken(tokens[position]) else { break }
      guard case .code(let index) = tokens[position] else { continue }
      if case .word(let next)? = tokens.dropFirst(position + 1).first, Self.pairWords.contains(next) { break }
      listed.append(sentence.codes[index])
    }
    return listed
  }

  /// Whether `pattern` is a type's initializer call: `Circle()`, `Color(red: 1, green: 0, blue: 0)`.
  static func isInitializer(_ pattern: String) -> Bool {
    guard let open = pattern.firstIndex(of: "("), pattern.hasSuffix(")"), let first = pattern.first, first.isUppercase
    else { return false }
    return pattern[..<open].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Words that follow the first form of a "prefer" pair: "`A` over `B`", "`A` instead of `B`".
  private static let pairWords: Set<String> = ["over", "instead", "rather", "to", "not", "vs"]

  /// Whether the patterns listed after `end` are meant together ("`A` and `B` together"),
  /// which a ban of each would not say.
  func listIsCombination(after end: Int) -> Bool {
    var index = end
    while index < sentence.tokens.count, ConventionReader.isListToken(sentence.tokens[index]) { index += 1 }
    guard case .word(let word)? = sentence.tokens.dropFirst(index).first else { return false }
    return ["together", "both", "combined", "simultaneously"].contains(word)
  }

  private static let banVerbs: Set<String> = ["never", "don't", "dont", "do", "avoid"]
  private static let lineWords: Set<String> = ["line", "lines"]
  /// Words that start a convention Charter lists even when it cannot read it.
  private static let leads: Set<String> = [
    "use", "prefer", "never", "don't", "dont", "avoid", "indent", "indentation", "line", "lines",
  ]

  /// Whether the clause from `start` starts like a convention, so `charter rules` lists it.
  func looksLikeConvention(at start: Int) -> Bool {
    let clause = sentence.tokens[start..<sentence.clauseEnd(from: start)]
    let words = clause.prefix(3).compactMap { if case .word(let word) = $0 { word } else { nil } }
    guard case .word(let first)? = clause.first else { return false }
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
    let tokens = Array(sentence.tokens[start..<sentence.clauseEnd(from: start)])
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
