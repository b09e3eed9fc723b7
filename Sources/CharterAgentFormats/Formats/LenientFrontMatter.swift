import CharterSupport

/// Reads front matter that is not valid YAML the way agents with their own simple parsers do
/// (Cursor, Windsurf, Claude Code, Copilot): one `key: value` per line.
///
/// Their own files are full of `globs: **/*` and `globs: *.ts, *.tsx`, which libyaml refuses
/// (`*` starts an alias), so a reader that insisted on YAML would reject most real rules. Here a
/// value is taken as written to the end of its line; matching quotes around it are removed,
/// `[a, b]` is a list, indented `- item` lines after an empty value are a list, and (with
/// `joinsIndentedLines`, as Cursor and Windsurf read them) other indented lines continue the
/// value before them. A line that fits none of these is a warning.
enum LenientFrontMatter {
  /// The fields of `yaml`, whose first line is line `lineOffset + 1` of the file.
  static func fields(
    _ yaml: String, lineOffset: Int, joinsIndentedLines: Bool = true, collector: inout DiagnosticCollector
  ) -> [FrontMatterField] {
    var fields: [FrontMatterField] = []
    var joiner = " "
    for (index, rawLine) in yaml.lines.enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let content = line.drop { $0 == " " || $0 == "\t" }
      if content.isEmpty || content.hasPrefix("#") { continue }
      let indent = line.unicodeScalars.count - content.unicodeScalars.count
      let position = SourcePosition(line: lineOffset + index + 1, column: indent + 1)
      let isItem = content == "-" || content.hasPrefix("- ")
      if isItem || (indent > 0 && joinsIndentedLines),
        continueField(&fields, with: content, at: position, joiner: joiner)
      {
        continue
      }
      guard indent == 0, !isItem, let colon = content.firstIndex(of: ":"),
        let key = Optional(content[..<colon].trimmingSpaces), !key.isEmpty, !key.contains(" ")
      else {
        collector.warning(
          "front-matter-line", "cannot read this front-matter line; expected 'key: value'", at: position)
        continue
      }
      let rest = content[content.index(after: colon)...]
      let valueColumn = position.column + content[...colon].unicodeScalars.count
      var value = scalarOrList(rest, line: position.line, column: valueColumn)
      joiner = " "
      if case .scalar(let text, quoted: false) = value.content, ["|", "|-", "|+", ">", ">-", ">+"].contains(text) {
        value = FrontMatterValue(.scalar("", quoted: true), at: value.position)
        joiner = text.hasPrefix("|") ? "\n" : " "
      }
      if fields.contains(where: { $0.key == key }) {
        collector.warning(
          "duplicate-key", "'\(key)' is already set above; this line is ignored", at: position)
        continue
      }
      fields.append(FrontMatterField(key: String(key), keyPosition: position, value: value))
    }
    return fields
  }

  /// Adds an indented line (or a `- item` line) to the last field; false when it cannot.
  private static func continueField(
    _ fields: inout [FrontMatterField], with content: Substring, at position: SourcePosition, joiner: String
  ) -> Bool {
    guard var field = fields.last else { return false }
    if content == "-" || content.hasPrefix("- ") {
      let item = scalarOrList(content.dropFirst(), line: position.line, column: position.column + 1)
      switch field.value.content {
      case .null: field.value = FrontMatterValue(.list([item]), at: position)
      case .list(let items): field.value.content = .list(items + [item])
      default: return false
      }
    } else {
      switch field.value.content {
      case .null: field.value = scalarOrList(content, line: position.line, column: position.column)
      case .scalar(let text, let quoted):
        field.value.content = .scalar(text.isEmpty ? String(content) : text + joiner + content, quoted: quoted)
      default: return false
      }
    }
    fields[fields.count - 1] = field
    return true
  }

  /// The value written as `raw`, which starts at `column`: null, a quoted or plain scalar, or
  /// a `[…]` list.
  static func scalarOrList(_ raw: Substring, line: Int, column: Int) -> FrontMatterValue {
    let leading = raw.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
    let text = raw.trimmingSpaces
    let position = SourcePosition(line: line, column: column + leading)
    if text.isEmpty || text == "~" || text == "null" { return FrontMatterValue(.null, at: position) }
    if let unquoted = unquote(text) {
      return FrontMatterValue(
        .scalar(unquoted, quoted: true), at: SourcePosition(line: line, column: position.column + 1))
    }
    if text.hasPrefix("["), text.hasSuffix("]"), text.count >= 2 {
      let items = commaSeparated(text.dropFirst().dropLast(), column: position.column + 1).map {
        scalarOrList($0.text, line: line, column: $0.column)
      }
      return FrontMatterValue(.list(items), at: position)
    }
    return FrontMatterValue(.scalar(String(text), quoted: false), at: position)
  }
}
