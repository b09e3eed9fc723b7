/// The globs of a `paths` or `applyTo` value: a list, or one text of comma-separated globs
/// (commas inside `{…}` belong to the glob), each checked with ``GlobList``.
enum NativeGlobs {
  /// The globs of `value`, reporting each invalid one at its position and a value of the
  /// wrong kind under `key`; invalid globs are left out.
  static func read(_ value: FrontMatterValue, key: String, collector: inout DiagnosticCollector) -> [String] {
    var texts: [(text: String, position: SourcePosition)] = []
    switch value.content {
    case .null: return []
    case .list(let items):
      for item in items {
        guard case .scalar(let text, _) = item.content else {
          collector.error(
            "invalid-value", "'\(key)' must be a glob, a comma-separated list of globs or a list of globs, not a list holding \(item.kindDescription)",
            at: item.position)
          return []
        }
        texts.append((text, item.position))
      }
    case .scalar(let text, _):
      texts = split(Substring(text)).map { piece in
        let offset = text.unicodeScalars[text.startIndex..<piece.startIndex].count
        return (String(piece), SourcePosition(line: value.position.line, column: value.position.column + offset))
      }
    case .mapping:
      collector.error(
        "invalid-value", "'\(key)' must be a glob, a comma-separated list of globs or a list of globs, not a mapping",
        at: value.position)
      return []
    }
    var globs: [String] = []
    for text in texts where !text.text.isEmpty {
      do {
        _ = try GlobList([text.text])
        globs.append(text.text)
      } catch {
        collector.error(
          "invalid-glob", "invalid glob '\(text.text)': \(error.message)",
          at: SourcePosition(line: text.position.line, column: text.position.column + error.offset))
      }
    }
    return globs
  }

  /// Splits `text` at commas outside braces, trimming spaces around each piece; empty pieces
  /// are dropped. The pieces are slices of `text`, so their indices locate them in it.
  static func split(_ text: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var depth = 0
    var start = text.startIndex
    var index = text.startIndex
    while index <= text.endIndex {
      let atEnd = index == text.endIndex
      if atEnd || (text[index] == "," && depth == 0) {
        let piece = trimmed(text[start..<index])
        if !piece.isEmpty { pieces.append(piece) }
        if atEnd { break }
        start = text.index(after: index)
      } else if text[index] == "{" {
        depth += 1
      } else if text[index] == "}" {
        depth = max(0, depth - 1)
      }
      index = text.index(after: index)
    }
    return pieces
  }

  /// Whether `globs` select every file (`**`, `*` or `**/*`), which agents read as "always".
  static func selectsEverything(_ globs: [String]) -> Bool {
    globs.contains { ["**", "*", "**/*", "/**"].contains($0) } && !globs.contains { $0.hasPrefix("!") }
  }

  private static func trimmed(_ text: Substring) -> Substring {
    var text = text
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
      text = text.dropFirst().dropLast()
    }
    return text
  }
}
