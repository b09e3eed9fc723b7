/// Qualifiers after a convention's shape: "Never use `useEffect` for data fetching" says where
/// the rule holds, which a text check cannot see, so such a bullet stays prose. Softeners that
/// only weaken the rule ("when possible", "unless necessary") and explanations ("because …",
/// "to avoid …", ", use `Logger` instead") do not stop extraction.
extension ConventionSentence {
  /// Words that start a qualifier limiting where the rule applies.
  private static let restrictors: Set<String> = [
    "for", "when", "whenever", "where", "wherever", "in", "inside", "within", "unless", "except", "outside",
    "if", "on", "with", "while", "during", "at", "from", "only", "across", "after", "before",
  ]
  /// Words that, after a restrictor, make the qualifier a mere softener.
  private static let softeners: Set<String> = [
    "possible", "feasible", "practical", "practicable", "necessary", "needed", "required", "absolutely", "you",
  ]

  /// The qualifier after the first `length` tokens that limits where the rule applies, such as
  /// `"for data fetching"`, or `nil` when there is none.
  func restrictingQualifier(after length: Int) -> String? {
    let rest = tokens.dropFirst(length).drop { $0 == .mark(",") }
    guard case .word(let first)? = rest.first, Self.restrictors.contains(first) else { return nil }
    let words = rest.compactMap { token -> String? in
      switch token {
      case .word(let word): word
      case .code(let index): "`\(codes[index])`"
      case .mark: nil
      }
    }
    if words.count > 1, Self.softeners.contains(words[1]) { return nil }
    return words.prefix(8).joined(separator: " ")
  }
}
