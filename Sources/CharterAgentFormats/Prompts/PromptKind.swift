/// What a prompt document is: a command or a subagent, with where each lives.
public enum PromptKind: String, Hashable, Sendable, CaseIterable {
  /// A command a person runs (`/review`): slash commands, prompt files, workflows.
  case command
  /// A subagent the agent hands work to (Claude Code's `.claude/agents`).
  case subagent

  /// The source folder.
  public var folder: String {
    switch self {
    case .command: ".charter/commands"
    case .subagent: ".charter/agents"
    }
  }

  /// What a person calls one, in messages.
  public var noun: String {
    switch self {
    case .command: "command"
    case .subagent: "subagent"
    }
  }

  /// The folder `target` reads this kind from, if any.
  public func folder(of target: AgentTarget) -> PromptFolder? {
    switch self {
    case .command: target.commandFile
    case .subagent: target.subagentFile
    }
  }

  /// Keys every source file of this kind must have (agents refuse a subagent without them).
  public var requiredKeys: [String] {
    switch self {
    case .command: []
    case .subagent: ["name", "description"]
    }
  }
}
