/// An agent whose own hooks can run `charter lint` on each file it writes and hand the
/// findings back to it. `Documentation/AgentLoop.md` says where each agent documents its
/// hooks, and which agents are not covered and why.
public enum HookAgent: String, CaseIterable, Sendable {
  /// Claude Code: a `PostToolUse` hook in `.claude/settings.json`. Exit code 2 shows standard
  /// error to the agent.
  case claude
  /// Gemini CLI: an `AfterTool` hook in `.gemini/settings.json`. Exit code 2 shows standard
  /// error to the agent.
  case gemini

  /// The settings file the hook goes in, relative to the repository root.
  public var settingsPath: String {
    switch self {
    case .claude: ".claude/settings.json"
    case .gemini: ".gemini/settings.json"
    }
  }

  /// The hook event that follows a tool call.
  var event: String {
    switch self {
    case .claude: "PostToolUse"
    case .gemini: "AfterTool"
    }
  }

  /// The agent's tools that write files, as the hook's `matcher` (a regular expression).
  var matcher: String {
    switch self {
    case .claude: "Edit|Write|MultiEdit"
    case .gemini: "write_file|replace"
    }
  }

  /// The command the hook runs: `charter` from `PATH`, so the settings file can be committed.
  public var command: String { "charter lint --agent-hook \(rawValue)" }

  /// The hook handler Charter adds.
  var handler: SettingsJSON {
    var members: [(key: String, value: SettingsJSON)] = []
    if self == .gemini { members.append(("name", .string("charter-lint"))) }
    members += [("type", .string("command")), ("command", .string(command))]
    return .object(members)
  }
}
