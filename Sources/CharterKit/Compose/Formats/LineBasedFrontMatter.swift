/// Reads front matter that is not valid YAML line by line, as agents with their own simple
/// parsers do: `key: value`, `key: [a, b]`, or `key:` followed by `- item` lines.
///
/// Quotes around a value are removed; anything else is taken as written, so
/// `paths: **/*.ts` and `applyTo: {src,lib}/**` keep their globs.
enum LineBasedFrontMatter {
  /// The fields of `yaml`, of which `lineOffset` lines of the file come before.
  static func fields(_ yaml: String, lineOffset: Int) -> [NativeFrontMatter.Field] {
    var fields: [NativeFrontMatter.Field] = []
    for (index, rawLine) in yaml.lines.enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let lineNumber = lineOffset + index + 1
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if trimmed.hasPrefix("-"), line.first == " " || line.first == "\t" || line.first == "-",
        let last = fields.last, case .list(var items) = last.value
      {
        let item = trimmed.dropFirst().drop { $0 == " " }
        items.append(text(item, line: lineNumber, in: line))
        fields[fields.count - 1].value = .list(items)
        continue
      }
      guard let colon = trimmed.firstIndex(of: ":") else { continue }
      var key = trimmed[..<colon]
      while let last = key.last, last == " " || last == "\t" { key = key.dropLast() }
      guard !key.isEmpty else { continue }
      let rest = trimmed[trimmed.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
      let value: NativeFrontMatter.Value
      if rest.isEmpty {
        value = .list([])
      } else if rest.hasPrefix("["), rest.hasSuffix("]") {
        let inner = rest.dropFirst().dropLast()
        value = .list(
          NativeGlobs.split(inner).map { piece in
            text(piece, line: lineNumber, in: line)
          })
      } else {
        value = .text(text(rest, line: lineNumber, in: line))
      }
      fields.append(
        NativeFrontMatter.Field(
          key: String(key),
          keyPosition: SourcePosition(line: lineNumber, column: column(of: trimmed.startIndex, in: line)),
          value: value))
    }
    return fields
  }

  /// `value` (a slice of `line`) without trailing spaces or surrounding quotes, with the
  /// position of its first character.
  private static func text(_ value: Substring, line lineNumber: Int, in line: Substring) -> NativeFrontMatter.Text {
    var value = value
    while let last = value.last, last == " " || last == "\t" { value = value.dropLast() }
    if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
      value = value.dropFirst().dropLast()
    }
    return NativeFrontMatter.Text(
      text: String(value), position: SourcePosition(line: lineNumber, column: column(of: value.startIndex, in: line)))
  }

  /// The 1-based column, in Unicode scalars, of `index` in `line`.
  private static func column(of index: Substring.Index, in line: Substring) -> Int {
    line.unicodeScalars[line.startIndex..<index].count + 1
  }
}
