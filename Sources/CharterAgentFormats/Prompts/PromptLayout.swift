import CharterDocuments
import CharterSupport

/// Compose gives each agent a subset of a command's or subagent's front-matter lines
/// (``PromptText``), so every key must stand where a line-by-line reading finds it: at the
/// start of its own line, unquoted, with a value that reads the same on its own — no flow
/// mapping, no quoted or indented keys, no anchors or aliases, no value running into the next
/// key's line. This checks that the lines and the YAML agree.
enum PromptLayout {
  /// The first place where the fields of `parts` and the YAML `pairs` of the same front
  /// matter disagree, as an error; `nil` when they agree.
  static func problem(_ parts: PromptText, pairs: [YAMLPair], path: String) -> Diagnostic? {
    let fields = parts.fields
    func error(_ line: Int, _ column: Int = 1) -> Diagnostic {
      Diagnostic(
        path: path, position: SourcePosition(line: line, column: column), code: "front-matter-layout",
        message: "compose gives each agent some of these lines, so write each key at the start of its own line, "
          + "unquoted, with its value on that line or indented below it (no flow mapping, anchors or aliases)")
    }
    for (index, pair) in pairs.enumerated() {
      guard index < fields.count, let key = pair.key.scalar, case .scalar(_, .plain) = pair.key.content,
        pair.key.position.column == 1, fields[index].key == key, fields[index].line == pair.key.position.line
      else {
        return error(pair.key.position.line, pair.key.position.column)
      }
      // The field's lines alone must say what they say in the whole front matter.
      let alone = try? YAMLParser.parse(fields[index].text, path: path)
      guard case .mapping(let own)? = alone?.content, own.count == 1, own[0].key.scalar == key,
        shape(own[0].value) == shape(pair.value)
      else {
        return error(fields[index].line)
      }
    }
    if fields.count > pairs.count { return error(fields[pairs.count].line) }
    return nil
  }

  /// A node's content without its positions.
  static func shape(_ node: YAMLNode) -> String {
    switch node.content {
    case .scalar(let text, let style): "s\(style == .plain ? "p" : "q")\(text.utf8.count):\(text)"
    case .sequence(let items): "[" + items.map(shape).joined(separator: ",") + "]"
    case .mapping(let pairs): "{" + pairs.map { shape($0.key) + "=" + shape($0.value) }.joined(separator: ",") + "}"
    }
  }
}
