/// Every agent format Charter composes, by target name, in the order `config.yml`'s
/// documentation lists them.
public enum AgentFormats {
  /// The formats.
  public static let all: [any AgentFormat.Type] = [
    AgentsFormat.self, ClaudeFormat.self, CursorFormat.self, CopilotFormat.self, GeminiFormat.self,
    WindsurfFormat.self, ClineFormat.self, KiroFormat.self, JunieFormat.self,
  ]

  /// The target names.
  public static var names: [String] { all.map { $0.target } }

  /// The format for `target`.
  public static func named(_ target: String) -> (any AgentFormat.Type)? {
    all.first { $0.target == target }
  }
}
