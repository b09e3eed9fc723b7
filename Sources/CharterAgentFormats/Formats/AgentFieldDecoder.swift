import CharterSupport

/// Turns the front-matter fields of an agent's rule file into typed values, collecting a
/// diagnostic for each key the agent does not know and each value of the wrong kind.
struct AgentFieldDecoder {
  /// The agent's name for messages ("Cursor").
  let agent: String
  /// What has been found wrong so far.
  var collector: DiagnosticCollector

  /// A decoder for the file at `path`, read by `agent`.
  init(path: String, agent: String) {
    self.agent = agent
    collector = DiagnosticCollector(path: path)
  }

  /// Warns about every key not in `known`, with a suggestion when it is close to one. The
  /// message says the agent ignores the key, or with `namingKnown` which keys it reads.
  mutating func warnAboutUnknownKeys(_ fields: [FrontMatterField], known: [String], namingKnown: Bool = false) {
    let consequence =
      namingKnown ? "\(agent) reads only \(Self.list(known, quoted: false, conjunction: "and"))" : "\(agent) ignores it"
    for field in fields where !known.contains(field.key) {
      collector.warning(
        "unknown-key",
        "unknown key '\(field.key)' in front matter; \(consequence)" + Suggestion.didYouMean(field.key, among: known),
        at: field.keyPosition)
    }
  }

  /// The field's text; `nil` when it has no value, and an error when it is a list or mapping.
  mutating func string(_ field: FrontMatterField?) -> String? {
    guard let field else { return nil }
    switch field.value.content {
    case .null: return nil
    case .scalar(let text, _): return text.isEmpty ? nil : text
    case .list, .mapping:
      collector.error(
        "invalid-value", "'\(field.key)' must be a string, not \(field.value.kindDescription)",
        at: field.value.start)
      return nil
    }
  }

  /// The field's value when it is one of `allowed`; an error naming them otherwise.
  mutating func keyword(_ field: FrontMatterField, among allowed: [String]) -> String? {
    guard let text = string(field) else {
      if case .null = field.value.content {
        collector.error(
          "invalid-value", "'\(field.key)' needs a value: \(Self.list(allowed))", at: field.value.start)
      }
      return nil
    }
    if allowed.contains(text) { return text }
    collector.error(
      "unknown-value",
      "unknown \(field.key) '\(text)'; \(agent) knows \(Self.list(allowed))"
        + Suggestion.didYouMean(text, among: allowed),
      at: field.value.start)
    return nil
  }

  /// `words` for a message: `'a', 'b' or 'c'`; unquoted and with another conjunction,
  /// `a, b and c`.
  static func list(_ words: [String], quoted: Bool = true, conjunction: String = "or") -> String {
    let written = quoted ? words.map { "'\($0)'" } : words
    guard written.count > 1 else { return written.joined() }
    return written.dropLast().joined(separator: ", ") + " \(conjunction) " + written[written.count - 1]
  }
}
