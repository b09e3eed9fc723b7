/// The pattern an extracted `ban` or `prefer` looks for.
extension TextPattern {
  /// The code span's text matched literally, as a whole word at its edges: a pattern that
  /// starts (or ends) with a letter, digit or `_` does not match inside a longer word, so
  /// "Never use `print(`" does not flag `blueprint(`, and "Avoid `any`" does not flag `company`.
  /// That takes a regular expression of the escaped text; without word edges it stays literal.
  package static func extracted(_ literal: String) -> TextPattern {
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

  private static let metacharacters: Set<Character> = ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}"]

  private static func isWordCharacter(_ character: Character) -> Bool {
    character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
  }
}
