import CharterSupport

extension AgentFieldDecoder {
  /// The globs of a `globs`-like field: a list of strings, or one string that is split at
  /// commas outside quotes and braces when `commaSeparated` (Cursor's `globs: *.ts, *.tsx`,
  /// Claude Code's `paths`, Copilot's `applyTo`). Each glob is checked with ``GlobList``; an
  /// invalid one is an error at its position and is left out.
  mutating func globs(_ field: FrontMatterField?, commaSeparated: Bool) -> [String] {
    guard let field else { return [] }
    var items: [(text: Substring, position: SourcePosition)] = []
    switch field.value.content {
    case .null: return []
    case .scalar(let text, _):
      items = commaSeparated ? pieces(of: text, at: field.value.position) : [(text[...], field.value.position)]
    case .list(let values):
      for value in values {
        guard case .scalar(let text, _) = value.content else {
          if case .null = value.content { continue }
          collector.error(
            "invalid-value", "each of '\(field.key)' must be a glob string, not \(value.kindDescription)",
            at: value.start)
          continue
        }
        items.append((text[...], value.position))
      }
    case .mapping:
      let kinds = commaSeparated ? "a glob, a comma-separated list of globs" : "a glob"
      collector.error(
        "invalid-value", "'\(field.key)' must be \(kinds) or a list of globs, not a mapping", at: field.value.start)
    }
    return items.compactMap { item in validGlob(String(item.text), at: item.position) }
  }

  private func pieces(of text: String, at position: SourcePosition) -> [(text: Substring, position: SourcePosition)] {
    LenientFrontMatter.commaSeparated(text[...], column: position.column).map { piece in
      let glob = LenientFrontMatter.unquote(piece.text).map { Substring($0) } ?? piece.text
      let column = piece.column + (glob.count == piece.text.count ? 0 : 1)
      return (glob, SourcePosition(line: position.line, column: column))
    }
  }

  private mutating func validGlob(_ pattern: String, at position: SourcePosition) -> String? {
    do {
      _ = try GlobList([pattern])
      return pattern
    } catch {
      collector.error(
        "invalid-glob", "invalid glob '\(pattern)': \(error.message)",
        at: SourcePosition(line: position.line, column: position.column + error.offset))
      return nil
    }
  }

  /// Whether `globs` select every file (`**`, `*` or `**/*`), which agents read as "always".
  static func selectsEverything(_ globs: [String]) -> Bool {
    globs.contains { ["**", "*", "**/*", "/**"].contains($0) } && !globs.contains { $0.hasPrefix("!") }
  }
}
