/// Adding Charter's hook to an agent's settings and taking it out again, as edits of the
/// settings text: every other key stays, in its order and spelling.
///
/// Settings hold `{"hooks": {EVENT: [{"matcher": M, "hooks": [{"type": "command", "command":
/// C}]}]}}` (Claude Code and Gemini CLI share the shape). Installing appends one group with
/// Charter's matcher and handler, creating `hooks` and the event's list when missing; a
/// handler that already runs Charter's command makes it a no-op. Uninstalling removes every
/// handler running Charter's command, then a group left with no handlers, the event's list
/// and `hooks` when left empty — what installing created.
enum AgentHookSettings {
  /// What an edit does.
  enum Edit: Equatable {
    /// Nothing to change.
    case unchanged
    /// The new text of the settings file.
    case write(String)
    /// The file holds nothing any more: delete it.
    case delete
  }

  /// Why the settings cannot be edited.
  enum Failure: Error, Equatable {
    case syntax(SettingsJSON.SyntaxError)
    /// The document, or the member at the given key path, is not what the agent documents.
    case shape(String)
  }

  /// The edit that adds `agent`'s hook to the settings `text` (`nil`: no file yet).
  static func installing(_ agent: HookAgent, into text: String?) throws(Failure) -> Edit {
    let document = try parse(text)
    if handlers(in: document, agent).contains(where: { $0.command == agent.command }) { return .unchanged }
    let hooks = document["hooks"] ?? .object([])
    guard case .object = hooks else { throw .shape("'hooks' is not an object") }
    let groups = hooks[agent.event] ?? .array([])
    guard case .array(var list) = groups else { throw .shape("'hooks.\(agent.event)' is not a list") }
    list.append(.object([("matcher", .string(agent.matcher)), ("hooks", .array([agent.handler]))]))
    let updated = document.setting("hooks", to: hooks.setting(agent.event, to: .array(list)))
    return .write(updated.written(indent: text.map(SettingsJSON.indentation) ?? "  "))
  }

  /// The edit that removes `agent`'s hook from the settings `text`.
  static func removing(_ agent: HookAgent, from text: String?) throws(Failure) -> Edit {
    guard let text else { return .unchanged }
    let document = try parse(text)
    guard handlers(in: document, agent).contains(where: { $0.command == agent.command }),
      let hooks = document["hooks"], case .array(let list)? = hooks[agent.event]
    else { return .unchanged }
    var kept: [SettingsJSON] = []
    for group in list {
      guard case .array(let handlers)? = group["hooks"] else {
        kept.append(group)
        continue
      }
      let others = handlers.filter { $0["command"]?.stringValue != agent.command }
      if others.count == handlers.count {
        kept.append(group)
      } else if !others.isEmpty {
        kept.append(group.setting("hooks", to: .array(others)))
      }
    }
    let updatedHooks = hooks.setting(agent.event, to: kept.isEmpty ? nil : .array(kept))
    let updated = document.setting("hooks", to: updatedHooks == .object([]) ? nil : updatedHooks)
    if case .object(let members) = updated, members.isEmpty { return .delete }
    return .write(updated.written(indent: SettingsJSON.indentation(of: text)))
  }

  private static func parse(_ text: String?) throws(Failure) -> SettingsJSON {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return .object([]) }
    let document: SettingsJSON
    do {
      document = try SettingsJSON(parsing: text)
    } catch {
      throw .syntax(error)
    }
    guard case .object = document else { throw .shape("the settings are not a JSON object") }
    return document
  }

  /// Every hook handler of `agent`'s event, with its command.
  private static func handlers(in document: SettingsJSON, _ agent: HookAgent) -> [(command: String?, value: SettingsJSON)] {
    guard case .array(let groups)? = document["hooks"]?[agent.event] else { return [] }
    return groups.flatMap { group -> [(command: String?, value: SettingsJSON)] in
      guard case .array(let handlers)? = group["hooks"] else { return [] }
      return handlers.map { ($0["command"]?.stringValue, $0) }
    }
  }
}
