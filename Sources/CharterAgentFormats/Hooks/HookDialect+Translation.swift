import CharterSupport

extension HookDialect {
  /// `group` as the agent of target `target` reads it, or why it is left out: the agent has
  /// no such event, its matcher names tools the agent names otherwise (and cannot be
  /// translated), a handler is of a type or has a key the agent does not read. Nothing is
  /// dropped from a group in silence: a group is written whole or not at all.
  public func translate(_ group: HookGroup, for target: String, agent: String) -> Translation {
    guard let event = event(group.event) else {
      return .leftOut(reason: "\(agent) has no hook event for \(group.event)")
    }
    var matcher: String?
    if let written = group.matcher, !written.isEmpty, written != "*" {
      if self == .claude {
        matcher = written
      } else if self == .copilot {
        return .leftOut(reason: "the hooks of \(agent) run for every tool, so a group with a matcher cannot go there")
      } else if let translated = translatedMatcher(written) {
        matcher = translated
      } else if group.names(target) {
        // A group written for this agent by name holds its tool names.
        matcher = written
      } else {
        return .leftOut(
          reason: "its matcher '\(PrintableText.line(written))' names tools by Claude Code's names, which compose "
            + "cannot write in \(agent)'s; give \(agent) a group of its own with \"targets\": [\"\(target)\"] and its "
            + "tool names")
      }
    }
    guard case .object(var members) = group.value else { return .leftOut(reason: "it is not an object") }
    members["matcher"] = nil
    members["hooks"] = nil
    if let known = groupKeys, let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
      return .leftOut(reason: "\(agent) does not read the group key '\(unknown)'")
    }
    var handlers: [[String: JSONValue]] = []
    for handler in group.handlers {
      guard case .object(let fields) = handler, case .string(let type)? = fields["type"] else {
        return .leftOut(reason: "a hook has no \"type\"")
      }
      if let types = handlerTypes, !types.contains(type) {
        return .leftOut(reason: "\(agent) does not run hooks of type '\(PrintableText.line(type))'")
      }
      if let keys = handlerKeys, let unknown = fields.keys.sorted().first(where: { !keys.contains($0) }) {
        return .leftOut(reason: "\(agent) does not read the hook key '\(PrintableText.line(unknown))'")
      }
      handlers.append(spelled(fields))
    }
    switch self {
    case .claude:
      return .written(event: event, elements: [group.value])
    case .cursor:
      return .written(
        event: event,
        elements: handlers.map { handler in
          var handler = handler
          // Cursor runs a command when no type is given, and its own files leave it out.
          if handler["type"] == .string("command") { handler["type"] = nil }
          if let matcher { handler["matcher"] = .string(matcher) }
          return .object(handler)
        })
    case .copilot:
      return .written(event: event, elements: handlers.map(JSONValue.object))
    default:
      if let matcher { members["matcher"] = .string(matcher) }
      members["hooks"] = .array(handlers.map(JSONValue.object))
      return .written(event: event, elements: [.object(members)])
    }
  }

  /// A handler's keys as the agent spells them: Gemini CLI's timeout in milliseconds,
  /// Copilot's command under its shell and its timeout in `timeoutSec`.
  private func spelled(_ fields: [String: JSONValue]) -> [String: JSONValue] {
    var fields = fields
    switch self {
    case .gemini:
      // Seconds, as `.charter/hooks.json` bounds them (at most a day): no product overflows.
      switch fields["timeout"] {
      case .int(let seconds)? where abs(seconds) <= 86_400: fields["timeout"] = .int(seconds * 1000)
      case .number(let text)?:
        if let seconds = Double(text), abs(seconds) <= 86_400 {
          fields["timeout"] = .int(Int((seconds * 1000).rounded()))
        }
      default: break
      }
    case .copilot:
      let shell = fields.removeValue(forKey: "shell")
      if let command = fields.removeValue(forKey: "command") {
        fields[shell == .string("powershell") ? "powershell" : "bash"] = command
      }
      if let timeout = fields.removeValue(forKey: "timeout") { fields["timeoutSec"] = timeout }
    default: break
    }
    return fields
  }

  /// `matcher` (Claude Code's tool names joined by `|`) in the agent's tool names; `nil` when
  /// it is a regular expression beyond a list of names, or names a tool the agent has no name
  /// for.
  func translatedMatcher(_ matcher: String) -> String? {
    guard let names = toolNames else { return nil }
    var translated: [String] = []
    for tool in matcher.split(separator: "|", omittingEmptySubsequences: false) {
      guard let name = names[String(tool)] else { return nil }
      if !translated.contains(name) { translated.append(name) }
    }
    return translated.joined(separator: "|")
  }
}
