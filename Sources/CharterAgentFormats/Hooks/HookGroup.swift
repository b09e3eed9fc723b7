import CharterSupport

/// One matcher group of `.charter/hooks.json`, as Claude Code writes it in
/// `.claude/settings.json`: the hooks (handlers) that run on an event, for the tools its
/// `matcher` names.
public struct HookGroup: Hashable, Sendable {
  /// The event, by Claude Code's name (`PostToolUse`).
  public var event: String
  /// The tools it runs for (a regular expression over tool names), `nil` for every tool.
  public var matcher: String?
  /// The group as Claude Code reads it: `matcher`, `hooks`, and any other key, without
  /// Charter's `targets` and `exclude-targets`.
  public var value: JSONValue
  /// The handlers (`{"type": "command", "command": …}`), in order.
  public var handlers: [JSONValue]
  /// The targets it is written for (`nil`: every target with a hooks file).
  public var targets: [String]?
  /// Targets it is not written for.
  public var excludeTargets: [String] = []
  /// Where it starts in `.charter/hooks.json`.
  public var position = SourcePosition(line: 1, column: 1)

  /// A group running `handlers` on `event` for the tools `matcher` names.
  public init(event: String, matcher: String?, handlers: [JSONValue], extra: [String: JSONValue] = [:]) {
    self.event = event
    self.matcher = matcher
    self.handlers = handlers
    var members = extra
    if let matcher { members["matcher"] = .string(matcher) }
    members["hooks"] = .array(handlers)
    value = .object(members)
  }

  /// Whether compose writes it for the target `name`.
  public func isWritten(for name: String) -> Bool {
    (targets?.contains(name) ?? true) && !excludeTargets.contains(name)
  }

  /// Whether its `targets` name `name` itself: a matcher written for that agent that does not
  /// read as Claude Code's tool names holds that agent's.
  public func names(_ name: String) -> Bool { targets?.contains(name) == true }

  /// The events Claude Code documents (https://code.claude.com/docs/en/hooks), the names
  /// `.charter/hooks.json` uses.
  public static let claudeEvents = [
    "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "PermissionRequest", "PermissionDenied",
    "UserPromptSubmit", "UserPromptExpansion", "Notification", "Stop", "StopFailure", "SubagentStart", "SubagentStop",
    "PreCompact", "PostCompact", "SessionStart", "SessionEnd", "Setup", "InstructionsLoaded", "ConfigChange",
    "CwdChanged", "FileChanged", "WorktreeCreate", "WorktreeRemove", "TaskCreated", "TaskCompleted", "TeammateIdle",
    "Elicitation", "ElicitationResult",
  ]
}
