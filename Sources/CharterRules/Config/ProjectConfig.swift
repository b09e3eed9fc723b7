import CharterSupport

/// The project configuration, `.charter/config.yml` at the repository root.
///
/// Every key is optional. Unknown keys are warnings.
public struct ProjectConfig: Hashable, Sendable {
  /// Agent files `charter compose` writes.
  public var targets: [Located<String>] = []
  /// Targets whose agents read `AGENTS.md` and take their rules from there (`use-agents-md:`):
  /// compose writes no files of their own (no `CLAUDE.md` for `claude`), and `AGENTS.md` for them.
  public var usesAgentsMD: [Located<String>] = []
  /// Built-in packs to enable; `nil` when the key is absent, so the default applies.
  public var packs: [Located<String>]?
  /// Packs of rule files from a git repository or a folder (`packs:` entries that are mappings).
  public var sharedPacks: [SharedPack] = []
  /// Paths never linted.
  public var exclude: GlobList = GlobList(entries: [])
  /// Folders `charter compose` installs skills into.
  public var skillInstallDirectories: [String] = []
  /// Clients (`claude` …) whose SKILL.md extension keys skill validation accepts.
  public var skillClients: [Located<String>] = []
  /// Whether prose bullets become checks.
  public var extract: Bool = true
  /// Whether the repository's agent files (and the documents they link to, and fragments
  /// imported from them) give text checks too — bans, prefers, indentation, line length — and
  /// not only the built-in checks their sentences name. Off unless `extract: true` is written:
  /// on real agent files nobody tuned on, such checks were right 67–81% of the time.
  public var extractsAgentFileText = false
  /// Which enabled packs `charter compose` writes into agent files: all of them (`true`, the
  /// default), none (`compose-packs: false`), or those listed. Lint enforces every enabled
  /// pack either way.
  public var composedPacks: ComposedPacks = .all

  /// `compose-packs:`: which enabled packs' prose compose writes.
  public enum ComposedPacks: Hashable, Sendable {
    case all
    case none
    case only(Set<String>)

    /// Whether compose writes the pack `name`.
    public func includes(_ name: String) -> Bool {
      switch self {
      case .all: true
      case .none: false
      case .only(let names): names.contains(name)
      }
    }
  }
  /// Whether lint checks generated and vendored code (``GeneratedCode``): `generated: include`.
  public var lintsGeneratedCode: Bool = false

  /// Limits compose enforces, raised from their defaults.
  public var budgets = Budgets()

  /// `budgets:`: what compose may write past the agents' default limits.
  public struct Budgets: Hashable, Sendable {
    /// `agents-chain`: bytes of the AGENTS.md files from the root to a folder.
    public var agentsChain: Int?
    /// `windsurf-rule`: characters of one Windsurf, Devin or Antigravity rule file (all three
    /// read at most 12,000).
    public var windsurfRule: Int?
  }

  /// The keys the file may use.
  public static let knownKeys = [
    "targets", "use-agents-md", "packs", "compose-packs", "exclude", "skills", "extract", "budgets", "generated",
  ]

  /// The config's path relative to the repository root.
  public static let path = ".charter/config.yml"

  /// An empty config: what a repository without the file gets.
  public init() {}
}
