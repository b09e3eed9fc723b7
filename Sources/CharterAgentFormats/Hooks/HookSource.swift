import CharterSupport

/// `.charter/hooks.json`: the hooks compose writes into every target's hooks file
/// (`.claude/settings.json`, `.gemini/settings.json`, `.cursor/hooks.json` …).
///
/// The shape is Claude Code's — `{"hooks": {EVENT: [{"matcher": M, "hooks": [HANDLER]}]}}`,
/// what teams already have in `.claude/settings.json` and what Codex CLI, Qwen Code, Factory
/// Droid and Gemini CLI copied — with `targets` and `exclude-targets` per group; the schema is
/// Documentation/schemas/hooks.schema.json.
public enum HookSource {
  /// The file's path relative to the repository root.
  public static let path = ".charter/hooks.json"

  /// The groups (`nil` when the repository has no `.charter/hooks.json`) and a diagnostic for
  /// everything in the file that is not a group as the schema describes it.
  public static func read(_ repository: RepositoryFiles, file: String = path) -> (
    groups: [HookGroup]?, diagnostics: [Diagnostic]
  ) {
    SourceReader.read(repository, file: file) { parse($0, path: $1) }
  }

  /// The groups `text` declares, event by event in the order written, and its diagnostics.
  public static func parse(_ text: String, path: String = path) -> (groups: [HookGroup]?, diagnostics: [Diagnostic]) {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: text, path: path)
    } catch {
      return (nil, error.diagnostics)
    }
    var reader = SourceReader(text: text, path: path, code: "invalid-hooks")
    var groups: [HookGroup] = []
    guard let events = reader.topObject(document.root, key: "hooks", what: "hooks by event") else {
      return (nil, reader.diagnostics)
    }
    for event in events {
      guard HookGroup.claudeEvents.contains(event.key) else {
        reader.error(
          at: event.keyRange,
          "unknown hook event '\(PrintableText.line(event.key))'; the events are Claude Code's"
            + Suggestion.didYouMean(event.key, among: HookGroup.claudeEvents), code: "unknown-key")
        continue
      }
      guard case .array(let items) = event.node.value else {
        reader.error(at: event.node, "\"\(event.key)\" must be an array of matcher groups")
        continue
      }
      for item in items { if let group = group(item, event: event.key, reader: &reader) { groups.append(group) } }
    }
    return (reader.diagnostics.contains { $0.severity == .error } ? nil : groups, reader.diagnostics)
  }

  private static func group(_ node: JSONDocument.Node, event: String, reader: inout SourceReader) -> HookGroup? {
    guard case .object(let fields) = node.value else {
      reader.error(at: node, "a matcher group must be an object with \"hooks\"")
      return nil
    }
    let errorsBefore = reader.diagnostics.count
    var extra: [String: JSONValue] = [:]
    var matcher: String?
    var handlers: [JSONValue]?
    var targets: [String]?
    var excluded: [String] = []
    for field in fields {
      switch field.key {
      case "matcher":
        guard case .string(let value) = field.node.value else {
          reader.error(at: field.node, "\"matcher\" must be a string")
          continue
        }
        matcher = value
      case "hooks":
        handlers = Self.handlers(field.node, reader: &reader)
      case "targets": targets = reader.targetNames(field, surface: "hooks", has: { $0.hooksFile != nil })
      case "exclude-targets":
        excluded = reader.targetNames(field, surface: "hooks", has: { $0.hooksFile != nil }) ?? []
      default:
        // Claude Code reads other group keys; the ones other agents read (`sequential`,
        // `commandRegex`) pass to those agents.
        extra[field.key] = field.node.plain
      }
    }
    guard let handlers else {
      reader.error(at: node, "a matcher group needs \"hooks\", the array of what runs")
      return nil
    }
    guard reader.diagnostics.count == errorsBefore else { return nil }
    var group = HookGroup(event: event, matcher: matcher, handlers: handlers, extra: extra)
    group.targets = targets
    group.excludeTargets = excluded
    group.position = JSONDocument.position(of: node.range.lowerBound, in: reader.text)
    return group
  }

  private static func handlers(_ node: JSONDocument.Node, reader: inout SourceReader) -> [JSONValue]? {
    guard case .array(let items) = node.value, !items.isEmpty else {
      reader.error(at: node, "\"hooks\" must be a non-empty array of hooks")
      return nil
    }
    for item in items {
      guard case .object(let fields) = item.value, let type = fields.last(where: { $0.key == "type" }) else {
        reader.error(at: item, "a hook must be an object with \"type\" (\"command\", \"prompt\", \"http\" …)")
        continue
      }
      guard case .string(let kind) = type.node.value, !kind.isEmpty else {
        reader.error(at: type.node, "\"type\" must be a non-empty string")
        continue
      }
      if let timeout = fields.last(where: { $0.key == "timeout" }) {
        var seconds: Double?
        if case .number(let text) = timeout.node.value { seconds = Double(text) }
        if seconds.map({ !($0 > 0 && $0 <= 86_400) }) ?? true {
          reader.error(at: timeout.node, "\"timeout\" is a number of seconds above 0 and at most 86400")
        }
      }
      if let timeout = fields.last(where: { $0.key == "timeout" }) {
        var seconds: Double?
        if case .number(let text) = timeout.node.value { seconds = Double(text) }
        if seconds.map({ !($0 > 0 && $0 <= 86_400) }) ?? true {
          reader.error(at: timeout.node, "\"timeout\" is a number of seconds above 0 and at most 86400")
        }
      }
      if let timeout = fields.last(where: { $0.key == "timeout" }) {
        var seconds: Double?
        if case .number(let text) = timeout.node.value { seconds = Double(text) }
        if seconds.map({ !($0 > 0 && $0 <= 86_400) }) ?? true {
          reader.error(at: timeout.node, "\"timeout\" is a number of seconds above 0 and at most 86400")
        }
      }
      if kind == "command" {
        let command = fields.last { $0.key == "command" }
        guard case .string(let text)? = command?.node.value, !text.isEmpty else {
          reader.error(at: command?.node ?? item, "a hook of type \"command\" needs \"command\", a non-empty string")
          continue
        }
        // A command is one line: a line break in it would reach a shell in a file of another
        // format (Cursor's, Copilot's) as two commands.
        if text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\0" }) {
          reader.error(at: command!.node, "\"command\" must be one line (no line break or NUL)")
        }
      }
    }
    return items.map(\.plain)
  }
}
