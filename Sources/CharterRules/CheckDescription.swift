import CharterSupport

extension CheckKind {
  /// A one-line human summary of what the check enforces, for `explain` and `rules`.
  public var summary: String {
    switch self {
    case .indentation(let style):
      style.character == .tabs ? "indent with tabs" : "indent with \(style.width) spaces"
    case .ban(let pattern): "ban \(pattern.summary)"
    case .prefer(let preferred, let insteadOf, _):
      "prefer `\(DiagnosticRenderer.cut(Substring(preferred), around: 0, width: TextPattern.shownLength).text)` instead of "
        + "\(insteadOf.summary)"
    case .maxLineLength(let limit): "lines at most \(limit) characters"
    case .trailingWhitespace: "no trailing whitespace"
    case .finalNewline: "end with one newline"
    case .swift(let name): "Swift structural check '\(name)'"
    case .agentFile(let id): "agent-file check '\(id.rawValue)'"
    }
  }
}

extension TextPattern {
  /// `` `text` `` for a literal, `/regex/` for a regular expression; a pattern longer than
  /// ``shownLength`` characters is cut with `…`, so a listing never echoes a huge line.
  var summary: String {
    let shown = DiagnosticRenderer.cut(Substring(source), around: 0, width: Self.shownLength).text
    return isRegex ? "/\(shown)/" : "`\(shown)`"
  }

  /// The most characters of a pattern a summary quotes.
  static let shownLength = 200
}

extension CheckDeclaration {
  /// The kind's summary, with the file condition when there is one:
  /// ``prefer `#expect(…)` instead of /XCTAssert…/, only in files containing `import Testing` ``.
  public var summary: String {
    var summary = fileCondition.isEmpty ? kind.summary : kind.summary + ", " + fileCondition.summary
    for note in options[Self.noteOption] ?? [] { summary += "; " + note }
    return summary
  }

  /// The option whose values ``summary`` appends: what settings added to a check, in words.
  public static let noteOption = "note"
}
