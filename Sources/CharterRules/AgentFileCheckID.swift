/// The checks `agent-file: ID` declares: checks of the rule sources themselves (agent files,
/// fragments, skills and the documents agent files link to) against the repository they
/// describe.
public enum AgentFileCheckID: String, CaseIterable, Hashable, Sendable, Encodable {
  /// A path, link or command that names something the repository does not have.
  case deadReference = "dead-reference"
  /// A credential in the text: a token format secret scanners know, a private key.
  case secret
  /// Text a person reading the file does not see and the agent does: invisible and
  /// bidirectional-override characters.
  case hiddenContent = "hidden-content"
  /// In an agent's settings file: a hook that downloads and runs code, a permission that allows
  /// every command, an MCP server started from an unpinned package.
  case unsafeSettings = "unsafe-settings"
  /// A sentence that states a deployment target, Swift language mode, Swift version,
  /// indentation or line length the project's build and settings files contradict.
  case contradictsProject = "contradicts-project"
  /// A statement about the project another agent file governing the same code states
  /// otherwise.
  case contradictsAgentFile = "contradicts-agent-file"
  /// An instruction another agent file governing the same code already gives.
  case duplicateInstruction = "duplicate-instruction"

  /// Whether the check compares a file with the rest of the repository (its build files,
  /// settings, other agent files), so that no single example file can show it: its fixtures
  /// are repositories (`ContradictsProjectTests`, `CrossAgentFileTests`).
  public var readsTheRepository: Bool {
    switch self {
    case .contradictsProject, .contradictsAgentFile, .duplicateInstruction: true
    case .deadReference, .secret, .hiddenContent, .unsafeSettings: false
    }
  }

  /// Every id, in the order documentation lists them.
  public static var ids: [String] { allCases.map(\.rawValue) }
}
