/// The pattern an extracted `ban` or `prefer` looks for.
extension TextPattern {
  /// The code span's text matched literally, as a whole word at its edges: a pattern that
  /// starts (or ends) with a letter, digit or `_` does not match inside a longer word, so
  /// "Never use `print(`" does not flag `blueprint(`, and "Avoid `any`" does not flag `company`.
  /// That takes a regular expression of the escaped text; without word edges it stays literal.
  ///
  /// A call written the way documentation names it, with empty parentheses or argument labels
  /// (`foregroundColor()`, `Task.sleep(nanoseconds:)`, `replacingOccurrences(of:with:)`),
  /// matches the call as code writes it: up to the parenthesis and the first label
  /// (`foregroundColor(`, `Task.sleep(nanoseconds:`, `replacingOccurrences(of:`).
  package static func extracted(_ written: String) -> TextPattern {
    let literal = callPrefix(of: written) ?? written
    let startsWord = literal.first.map(isWordCharacter) ?? false
    let endsWord = literal.last.map(isWordCharacter) ?? false
    guard startsWord || endsWord else { return TextPattern(literal) }
    var source = startsWord ? "\\b" : ""
    for character in literal {
      if metacharacters.contains(character) { source.append("\\") }
      source.append(character)
    }
    if endsWord { source += "\\b" }
    return TextPattern(source, isRegex: true)
  }

  /// The start of the call `text` names by its signature (`name()`, `name(label:other:)`,
  /// `name(_:)`), or `nil` when it is not written that way.
  static func callPrefix(of text: String) -> String? {
    guard text.hasSuffix(")"), let open = text.firstIndex(of: "("), open > text.startIndex,
      isWordCharacter(text[text.index(before: open)])
    else { return nil }
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let labels = inside.split(separator: ":", omittingEmptySubsequences: false)
    guard inside.isEmpty || (inside.hasSuffix(":") && labels.dropLast().allSatisfy({ !$0.isEmpty && $0.allSatisfy(isWordCharacter) }))
    else { return nil }
    let name = String(text[...open])
    guard let first = labels.first, !first.isEmpty, first != "_" else { return name }
    return name + first + ":"
  }

  private static let metacharacters: Set<Character> = ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}"]

  private static func isWordCharacter(_ character: Character) -> Bool {
    character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
  }
}
