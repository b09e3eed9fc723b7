/// The front matter of an agent's native rule file (`.claude/rules/*.md`,
/// `*.instructions.md` …), read as leniently as the agent reads it.
///
/// The YAML is parsed with libyaml. Agents that read front matter line by line accept values
/// YAML refuses (`paths: **/*.ts`, where `*` opens an alias): for those (`agent` given) text
/// that is not YAML is read the same way, with a warning; otherwise it is an error and the
/// file is not used. Keys the format does not know are warnings.
struct NativeFrontMatter {
  /// One key and its value.
  struct Field {
    /// The key as written.
    var key: String
    /// Where the key is written.
    var keyPosition: SourcePosition
    /// The value.
    var value: Value
  }

  /// A value: text, a list of texts, or something else the format does not take.
  enum Value {
    /// A single text value.
    case text(Text)
    /// A list of text values.
    case list([Text])
    /// A mapping or a nested list: named for messages. (A null is an empty list.)
    case other(kind: String, at: SourcePosition)
  }

  /// A text value and the position of its first character (after any quote).
  struct Text {
    /// The text, quotes removed.
    var text: String
    /// Where its first character is written.
    var position: SourcePosition
  }

  /// The fields in the order written.
  var fields: [Field]
  /// The Markdown body after the front matter (the whole file without one).
  var body: String
  /// How many lines of the file come before the body.
  var bodyLineOffset: Int

  /// The field named `key`.
  subscript(key: String) -> Field? { fields.first { $0.key == key } }

  /// Reads the front matter of `text`, the file at `path`. `agent` names the agent for the
  /// lenient fallback ("Claude Code"), `nil` for strict YAML; `knownKeys` are the keys the
  /// format reads. Returns `nil` when the file cannot be used (an unclosed front matter, or
  /// invalid YAML in strict mode).
  static func read(
    _ text: String, path: String, agent: String?, knownKeys: [String], collector: inout DiagnosticCollector
  ) -> NativeFrontMatter? {
    let split: FrontMatter
    do {
      split = try FrontMatter.split(text, path: path)
    } catch {
      collector.append(contentsOf: (error as? DiagnosticsError)?.diagnostics ?? [])
      return nil
    }
    var fields: [Field] = []
    if let yaml = split.yaml {
      guard let parsed = parse(yaml, split: split, path: path, agent: agent, collector: &collector) else { return nil }
      fields = parsed
    }
    for field in fields where !knownKeys.contains(field.key) {
      let owner = agent.map { "\($0) reads" } ?? "the format reads"
      collector.warning(
        "unknown-key",
        "unknown key '\(field.key)' in front matter; \(owner) only \(list(knownKeys))"
          + Suggestion.didYouMean(field.key, among: knownKeys),
        at: field.keyPosition)
    }
    return NativeFrontMatter(fields: fields, body: split.body, bodyLineOffset: split.bodyLineOffset)
  }

  private static func parse(
    _ yaml: String, split: FrontMatter, path: String, agent: String?, collector: inout DiagnosticCollector
  ) -> [Field]? {
    do {
      guard let root = try YAMLParser.parse(yaml, path: path, lineOffset: split.yamlLineOffset) else { return [] }
      guard let pairs = root.mapping else {
        collector.error(
          "front-matter-not-mapping",
          "the front matter must be a mapping of keys to values, not \(root.kindDescription)",
          at: root.position)
        return nil
      }
      return pairs.compactMap(field)
    } catch {
      let problems = (error as? DiagnosticsError)?.diagnostics ?? []
      guard let agent, let first = problems.first else {
        collector.append(contentsOf: problems)
        return nil
      }
      collector.warning(
        "front-matter-not-yaml",
        "the front matter is not valid YAML (\(first.message)); it is read line by line, as \(agent) reads it"
          + " (quote values that start with '*', '{' or '[')",
        at: first.position)
      return LineBasedFrontMatter.fields(yaml, lineOffset: split.yamlLineOffset)
    }
  }

  private static func field(_ pair: YAMLPair) -> Field? {
    guard let key = pair.key.scalar else { return nil }
    return Field(key: key, keyPosition: pair.key.position, value: value(pair.value))
  }

  private static func value(_ node: YAMLNode) -> Value {
    if node.isNull { return .list([]) }
    if let items = node.sequence {
      var texts: [Text] = []
      for item in items {
        guard let text = text(item) else {
          return .other(kind: "a list holding \(item.kindDescription)", at: item.position)
        }
        texts.append(text)
      }
      return .list(texts)
    }
    return text(node).map(Value.text) ?? .other(kind: node.kindDescription, at: node.position)
  }

  private static func text(_ node: YAMLNode) -> Text? {
    guard case .scalar(let text, let style) = node.content, !node.isNull else { return nil }
    let position = SourcePosition(line: node.position.line, column: node.position.column + (style == .quoted ? 1 : 0))
    return Text(text: text, position: position)
  }

  /// "a, b and c".
  static func list(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
  }
}

extension NativeFrontMatter {
  /// The `description` text, if any; a value that is not text is an error.
  func description(_ collector: inout DiagnosticCollector) -> String? {
    guard let field = self["description"] else { return nil }
    switch field.value {
    case .text(let text): return text.text
    case .list(let items) where items.isEmpty: return nil
    case .list(let items):
      collector.error("invalid-value", "'description' must be text, not a list", at: items[0].position)
    case .other(let kind, let position):
      collector.error("invalid-value", "'description' must be text, not \(kind)", at: position)
    }
    return nil
  }
}
