/// Every agent format Charter reads and composes, by target name: one per set of files.
/// Agents that read another agent's files (Codex reads `AGENTS.md`) are ``AgentTargets``
/// whose format is that one.
public enum AgentFormats {
  /// The formats.
  public static let all: [any AgentFormat.Type] = [
    AgentsFormat.self, ClaudeFormat.self, CursorFormat.self, CopilotFormat.self, GeminiFormat.self,
    WindsurfFormat.self, ClineFormat.self, KiroFormat.self, JunieFormat.self, DevinFormat.self,
    AntigravityFormat.self, AugmentFormat.self, ContinueFormat.self, QwenFormat.self, GooseFormat.self,
    ZedFormat.self, AiderFormat.self, CrushFormat.self, ReplitFormat.self, FirebaseStudioFormat.self,
    TraeFormat.self, RooFormat.self, JetBrainsFormat.self, AmazonQFormat.self,
  ]

  /// The target names.
  public static var names: [String] { all.map { $0.target } }

  /// The format for `target`.
  public static func named(_ target: String) -> (any AgentFormat.Type)? {
    all.first { $0.target == target }
  }
}
