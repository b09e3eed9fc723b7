/// The limits and front-matter keys of the Agent Skills specification
/// (<https://agentskills.io/specification>), and the extension keys of the clients Charter
/// knows.
public enum SkillSpec {
  /// The file every skill folder holds.
  public static let fileName = "SKILL.md"
  /// The longest `name`, in characters.
  public static let maxNameLength = 64
  /// The longest `description`, in characters.
  public static let maxDescriptionLength = 1024
  /// The longest `compatibility`, in characters.
  public static let maxCompatibilityLength = 500
  /// The body length above which a warning says to move detail into `references/`.
  public static let maxBodyLines = 500
  /// The estimated body size, in tokens, above which a warning is given. Tokens are
  /// estimated as characters ÷ 4, the usual rule of thumb for English prose and code.
  public static let maxBodyTokens = 5000
  /// The front-matter keys the specification defines.
  public static let standardKeys = [
    "name", "description", "license", "compatibility", "metadata", "allowed-tools",
  ]
  /// Folders never searched for skills, besides ignored ones.
  static let skippedFolders: Set<String> = [".git", ".build", "node_modules"]
}

/// An agent that reads skills and documents front-matter keys of its own.
public enum SkillClient: String, CaseIterable, Sendable {
  /// Claude Code: <https://code.claude.com/docs/en/skills>.
  case claude

  /// The extension keys the client documents for SKILL.md front matter.
  public var extensionKeys: [String] {
    switch self {
    case .claude:
      [
        "argument-hint", "disable-model-invocation", "user-invocable", "model", "context",
        "agent", "hooks",
      ]
    }
  }

  /// Whether the client accepts `allowed-tools` written as a YAML list as well as a string.
  var acceptsToolList: Bool {
    switch self {
    case .claude: true
    }
  }

  /// The clients named `names`, and the names that are not clients.
  public static func parse(_ names: [String]) -> (clients: [SkillClient], unknown: [String]) {
    var clients: [SkillClient] = []
    var unknown: [String] = []
    for name in names {
      if let client = SkillClient(rawValue: name) { clients.append(client) } else { unknown.append(name) }
    }
    return (clients, unknown)
  }
}
