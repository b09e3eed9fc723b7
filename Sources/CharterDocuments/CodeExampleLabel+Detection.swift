// MARK: - Label lines

extension CodeExampleLabel {
  /// Reads a *label line*: a short line that is mostly a label word, such as `**Wrong:**`,
  /// `❌ Bad`, `✅ Good example`, `Don't do this`, `Correct (uses an actor):`.
  ///
  /// Matching is case-insensitive and by whole words (`Goodness` is no label). Markup,
  /// punctuation and other emoji are ignored. The line is a label line when
  /// - the part before its first separator (`:`, `,`, `;`, `(`, `—`, ` - `, `. ` …), or else the
  ///   whole line, holds label words of one kind and otherwise only filler words (`example`,
  ///   `code`, `usage`, `way`, `this`, `instead`, `the`, numbers …): `Wrong — blocks the main
  ///   thread:`, `The right way`, `Example (bad)`;
  /// - or it starts with ❌ or ✅ and has no emoji of the other kind: `❌ Blocks the main thread`.
  ///
  /// `Do` counts only as the first word, so `Don't do this` is wrong. Prose that merely
  /// contains a label word is not a label line: `This is a bad idea, see below:` is `nil`, and
  /// so are lines with both kinds, such as `Bad vs good`.
  public init?(labelLine line: String) {
    let tokens = LabelLineTokens(line)
    if !tokens.head.isEmpty, let label = Self.classify(tokens.head) {
      self = label
    } else if let label = Self.classify(tokens.all) {
      self = label
    } else if let first = tokens.all.first, let label = Self.emoji[first],
      !tokens.all.contains(where: { Self.emoji[$0] == label.opposite })
    {
      self = label
    } else {
      return nil
    }
  }

  /// Reads a label from a one-line comment, such as `// WRONG`, `// ✅ RIGHT`, `# Bad`,
  /// `/* wrong */`, `-- good`, `<!-- bad -->`: the comment's text must be a label line
  /// (see ``init(labelLine:)``). Comments start with `//`, `/*`, `#`, `--`, `;`, `%`, `<!--`,
  /// `(*` or `{-`.
  public init?(commentLine line: String) {
    guard let body = Self.commentBody(line) else { return nil }
    self.init(labelLine: body)
  }

  /// The label of `tokens` if they hold label words of one kind and otherwise only fillers.
  private static func classify(_ tokens: [String]) -> CodeExampleLabel? {
    var found: CodeExampleLabel?
    for (index, token) in tokens.enumerated() {
      let label: CodeExampleLabel
      if let word = words[token] ?? emoji[token] {
        label = word
      } else if token == "do", index == 0 {
        label = .right
      } else if fillers.contains(token) || token.allSatisfy(\.isNumber) {
        continue
      } else {
        return nil
      }
      if let found, found != label { return nil }
      found = label
    }
    return found
  }

  /// The text of a one-line comment, without its delimiters; `nil` if `line` is no comment.
  private static func commentBody(_ line: String) -> String? {
    let trimmed = Substring(line).drop(while: \.isWhitespace)
    for (open, close) in commentDelimiters where trimmed.hasPrefix(open) {
      var body = trimmed.dropFirst(open.count)
      if let close, body.hasSuffix(close) { body = body.dropLast(close.count) }
      return String(body)
    }
    return nil
  }

  // MARK: - Vocabulary

  private static let words: [String: CodeExampleLabel] = [
    "wrong": .wrong, "bad": .wrong, "incorrect": .wrong, "don't": .wrong,
    "right": .right, "good": .right, "correct": .right,
  ]

  /// Emoji tokens, as ``LabelLineTokens`` spells them.
  static let emoji: [String: CodeExampleLabel] = ["❌": .wrong, "✅": .right]

  private static let fillers: Set<String> = [
    "example", "examples", "code", "usage", "use", "snippet", "sample", "version", "approach",
    "pattern", "practice", "way", "style", "implementation", "this", "that", "it", "here",
    "instead", "the", "a", "an", "do",
  ]

  private static let commentDelimiters: [(String, String?)] = [
    ("<!--", "-->"), ("/*", "*/"), ("(*", "*)"), ("{-", "-}"),
    ("//", nil), ("--", nil), ("#", nil), (";", nil), ("%", nil),
  ]
}
