import CharterSupport

/// How an agent spells hooks: its event names, the tool names its matchers use, the handler
/// and group keys it reads, and whether a group nests its handlers (Claude Code's shape) or
/// each handler stands alone (Cursor, GitHub Copilot).
public enum HookDialect: String, Hashable, Sendable, CaseIterable {
  /// Claude Code: `.charter/hooks.json`'s own shape.
  case claude
  /// Qwen Code: Claude Code's events and nesting, its own tool names.
  case qwen
  /// Codex CLI: Claude Code's events (no `Notification`), command handlers only.
  case codex
  /// Factory Droid: Claude Code's nine first events, tools named `Execute`, `Edit`, `Create`,
  /// `Read`, command handlers only.
  case factory
  /// Gemini CLI: Claude Code's nesting, its own event and tool names, timeouts in
  /// milliseconds.
  case gemini
  /// Cursor: each event a list of handlers, each with its own `matcher`; `version` 1.
  case cursor
  /// GitHub Copilot (cloud agent, VS Code): each event a list of handlers with the command in
  /// `bash` or `powershell`, no matcher; `version` 1.
  case copilot

  /// What happens to a group for an agent.
  public enum Translation: Equatable, Sendable {
    /// It is written on `event` as `elements` (one group, or one element per handler).
    case written(event: String, elements: [JSONValue])
    /// It is left out, for `reason` (a sentence that says what to do).
    case leftOut(reason: String)
  }

  /// The agent's name for the Claude Code event `event`; `nil` when it has none.
  public func event(_ event: String) -> String? {
    switch self {
    case .claude: return event
    case .qwen:
      return Self.qwenEvents.contains(event) ? event : nil
    case .codex:
      return Self.codexEvents.contains(event) ? event : nil
    case .factory:
      return Self.factoryEvents.contains(event) ? event : nil
    case .gemini:
      return [
        "PreToolUse": "BeforeTool", "PostToolUse": "AfterTool", "UserPromptSubmit": "BeforeAgent", "Stop": "AfterAgent",
        "PreCompact": "PreCompress", "SessionStart": "SessionStart", "SessionEnd": "SessionEnd",
        "Notification": "Notification",
      ][event]
    case .cursor:
      return [
        "PreToolUse": "preToolUse", "PostToolUse": "postToolUse", "PostToolUseFailure": "postToolUseFailure",
        "UserPromptSubmit": "beforeSubmitPrompt", "Stop": "stop", "SubagentStart": "subagentStart",
        "SubagentStop": "subagentStop", "PreCompact": "preCompact", "SessionStart": "sessionStart",
        "SessionEnd": "sessionEnd",
      ][event]
    case .copilot:
      return [
        "PreToolUse": "preToolUse", "PostToolUse": "postToolUse", "PostToolUseFailure": "postToolUseFailure",
        "UserPromptSubmit": "userPromptSubmitted", "Stop": "agentStop", "SubagentStart": "subagentStart",
        "SubagentStop": "subagentStop", "PreCompact": "preCompact", "SessionStart": "sessionStart",
        "SessionEnd": "sessionEnd",
      ][event]
    }
  }

  /// The Claude Code event the agent's event `name` is (``event(_:)`` read backwards).
  public func claudeEvent(_ name: String) -> String? {
    HookGroup.claudeEvents.first { event($0) == name }
  }

  /// The agent's names for Claude Code's tools, where a matcher of Claude Code's names can be
  /// written in the agent's; `nil` when the agent uses Claude Code's names as they are
  /// (Claude Code) or its names are not known well enough to translate (a group whose matcher
  /// names tools reaches it only when the group's `targets` name it).
  public var toolNames: [String: String]? {
    switch self {
    case .claude, .qwen, .cursor, .copilot: nil
    // Codex CLI calls its shell tool Bash and takes Edit and Write for apply_patch.
    case .codex: ["Bash": "Bash", "Edit": "Edit", "Write": "Write"]
    case .factory: ["Bash": "Execute", "Edit": "Edit", "MultiEdit": "Edit", "Write": "Create", "Read": "Read"]
    case .gemini:
      [
        "Bash": "run_shell_command", "Edit": "replace", "MultiEdit": "replace", "Write": "write_file",
        "Read": "read_file", "WebFetch": "web_fetch",
      ]
    }
  }

  /// The handler types the agent runs (`nil`: every type Claude Code has).
  var handlerTypes: Set<String>? {
    switch self {
    case .claude: nil
    case .qwen: ["command", "http", "prompt"]
    case .cursor: ["command", "prompt"]
    case .codex, .factory, .gemini, .copilot: ["command"]
    }
  }

  /// The handler keys the agent reads (`nil`: Claude Code's, every one).
  var handlerKeys: Set<String>? {
    switch self {
    case .claude: nil
    case .qwen:
      [
        "type", "command", "url", "timeout", "name", "description", "statusMessage", "async", "env", "shell", "headers",
        "allowedEnvVars", "once", "prompt", "model",
      ]
    case .codex:
      [
        "type", "command", "timeout", "name", "description", "statusMessage", "async", "commandWindows",
        "additionalContextLimit",
      ]
    case .factory: ["type", "command", "timeout"]
    case .gemini: ["type", "command", "timeout", "name", "description"]
    case .cursor: ["type", "command", "prompt", "timeout", "loop_limit", "failClosed"]
    case .copilot: ["type", "command", "timeout", "shell", "env", "cwd"]
    }
  }

  /// The group keys besides `matcher` and `hooks` the agent reads (`nil`: every one).
  var groupKeys: Set<String>? {
    switch self {
    case .claude: nil
    case .qwen, .gemini: ["sequential"]
    case .factory: ["commandRegex"]
    case .codex, .cursor, .copilot: []
    }
  }

  private static let factoryEvents: Set = [
    "PreToolUse", "PostToolUse", "UserPromptSubmit", "Notification", "Stop", "SubagentStop", "PreCompact",
    "SessionStart", "SessionEnd",
  ]
  private static let codexEvents: Set = [
    "SessionStart", "SessionEnd", "PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop", "PermissionRequest",
    "SubagentStart", "SubagentStop", "PreCompact", "PostCompact",
  ]
  private static let qwenEvents: Set = factoryEvents.union([
    "PostToolUseFailure", "PostToolBatch", "UserPromptExpansion", "StopFailure", "SubagentStart", "PostCompact",
    "PermissionRequest", "PermissionDenied", "InstructionsLoaded",
  ])
}
