import CharterAgentFormats
import CharterSupport

/// A parsed rule source: a Charter fragment, an AGENTS.md, a built-in pack or a user rule.
///
/// Holds what the file declares, not what applies to a given path; ``RuleResolver`` decides
/// that.
public struct RuleFile: Hashable, Sendable {
  /// The file's path as Charter prints it: relative to the repository root, `charter:rules/…`
  /// for a built-in pack, absolute for the user-global layer.
  public var path: String
  /// What kind of source this is, which decides its layer.
  public var origin: RuleOrigin
  /// The folder the file governs, relative to the repository root (`""` for the root).
  /// Globs are matched against paths relative to it.
  public var baseDirectory: String
  /// The fragment's `id`, if it declares one.
  public var id: String?
  /// The fragment's `description`.
  public var description: String?
  /// Paths the file applies to below its base folder; empty means everything.
  public var globs: GlobList
  /// Where `globs` is written, for provenance.
  public var globsPosition: SourcePosition?
  /// The default severity for the file's checks.
  public var defaultSeverity: Severity?
  /// `apply: on-request` or `apply: manual`: when agents should read the file's prose, for
  /// targets that can say so (Cursor, Windsurf, Kiro). `nil`: always, or by `globs`.
  public var agentActivation: AgentActivation?
  /// Inherited checks (or fragment ids) this file turns off.
  public var disabled: [Located<String>]
  /// Inherited checks (or fragment ids) declared off by default (`enabled: false`) that this
  /// file turns on.
  public var enabled: [Located<String>] = []
  /// Built-in checks a bullet or sentence of the body names ("Never use `ObservableObject`"
  /// turns on `observable-object`), each at its sentence, added by ``ConventionExtractor``.
  public var enabledByProse: [Located<String>] = []
  /// Inherited checks whose severity this file changes.
  public var severityOverrides: [Located<SeverityOverride>]
  /// The checks the file declares, in order, then those its bullets state
  /// (``CheckDeclaration/isExtracted``), added by ``ConventionExtractor``.
  public var checks: [CheckDeclaration]
  /// `extract:` in the front matter, if written: whether the file's bullets may become checks.
  public var extractionSetting: Located<Bool>?
  /// Every bullet of the body that reads like a convention, with the check it became or why
  /// it did not become one, in source order.
  public var extraction: [ConventionBullet]
  /// `targets:`: the only compose targets whose files get this fragment's text; `nil` for
  /// every configured target.
  public var targets: [Located<String>]?
  /// `exclude-targets:`: compose targets whose files do not get this fragment's text.
  public var excludedTargets: [Located<String>] = []
  /// `agent-files:`, written by `init --from-existing`: the agents' rule files the fragment
  /// was imported from, by path, each with its front matter as written (`""` for none).
  /// Compose writes the fragment back into them.
  public var agentFiles: [String: String] = [:]
  /// For a document an agent file links to or imports (`docs/SWIFT.md`), where it is named:
  /// `AGENTS.md:3` for a Markdown link, `CLAUDE.md` for an `@` import. The document governs
  /// what that file governs and layers with it (same ``origin``); `nil` for every other source.
  public var linkedFrom: String?
  /// The Markdown body, which is what agents read.
  public var body: String
  /// How many lines of the file come before the body.
  public var bodyLineOffset: Int

  /// Creates a rule file with nothing declared.
  public init(path: String, origin: RuleOrigin, baseDirectory: String) {
    self.path = path
    self.origin = origin
    self.baseDirectory = baseDirectory
    self.globs = .everything
    self.disabled = []
    self.severityOverrides = []
    self.checks = []
    self.extraction = []
    self.body = ""
    self.bodyLineOffset = 0
  }

  /// Whether the file limits itself to some paths with `globs`.
  public var isPathScoped: Bool { !globs.entries.isEmpty }
}

/// A check id and the severity a higher layer gives it.
public struct SeverityOverride: Hashable, Sendable {
  /// The check id.
  public var checkID: String
  /// The new severity.
  public var severity: Severity
}

/// A value with the position it was written at.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where it was written.
  public var position: SourcePosition

  /// Creates a located value.
  public init(_ value: Value, at position: SourcePosition) {
    self.value = value
    self.position = position
  }
}

/// Where a rule file comes from, which decides its layer.
public enum RuleOrigin: String, Hashable, Sendable, Codable {
  /// A built-in pack embedded in Charter.
  case pack
  /// The user-global layer (`~/.config/charter/rules`).
  case user
  /// An `AGENTS.md` in the repository.
  case agents
  /// Another agent's native rule file (CLAUDE.md, a Cursor rule, Copilot instructions …),
  /// read as prose.
  case agentFile = "agent-file"
  /// A `.charter/rules/**/*.md` fragment in the repository.
  case fragment
  /// An `AGENTS.override.md`, which replaces the `AGENTS.md` of its folder.
  case agentsOverride

  /// Precedence among sources of the same folder and scope: higher wins.
  var rankInFolder: Int {
    switch self {
    case .pack, .user: 0
    case .agents, .agentFile: 1
    case .fragment: 2
    case .agentsOverride: 3
    }
  }
}
