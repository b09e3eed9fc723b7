/// A rule as an agent's own file states it: its text, and where and when it applies.
///
/// Readers produce these from the files a repository already has (for `charter init
/// --from-existing` and so that `lint` and `explain` take rules from them); the same shape
/// describes what a writer must be able to express.
public struct AgentRule: Hashable, Sendable {
  /// The file the rule was read from, relative to the repository root.
  public var path: String
  /// The target that reads this file: `agents`, `claude`, `cursor` … (``AgentFormat/target``).
  public var target: String
  /// A short name, from the file name for formats with one rule per file (`swift-style` for
  /// `.cursor/rules/swift-style.mdc`), else the target's name.
  public var name: String
  /// The folder the rule governs, relative to the root (`""` for the whole repository): the
  /// folder of a nested `AGENTS.md`, say.
  public var directory: String
  /// A one-line description, for formats that have one (Cursor, Windsurf, Kiro, Copilot).
  public var description: String?
  /// When the agent applies the rule.
  public var activation: AgentActivation
  /// The Markdown body as written (imports are not inlined; see ``imports``).
  public var body: String
  /// How many lines of the file come before the body, so positions count in the whole file.
  public var bodyLineOffset: Int
  /// Files this one imports (`@path` in CLAUDE.md and GEMINI.md), resolved and relative to
  /// the root, in order.
  public var imports: [String]
  /// Front-matter keys of the format that Charter keeps for a faithful round trip
  /// (`excludeAgent` for Copilot, say), as written.
  public var extra: [String: String]
  /// For a format with one rule per file (a Cursor rule, a Copilot instructions file …): the
  /// file's front matter exactly as written, `---` lines included (`""` when it has none), so
  /// that compose can write it back unchanged. `nil` for files that hold more than the rule
  /// (memory files, `AGENTS.md`) and for legacy single files.
  public var frontMatter: String?

  /// Creates a rule.
  public init(
    path: String, target: String, name: String, directory: String = "",
    description: String? = nil, activation: AgentActivation = .always, body: String,
    bodyLineOffset: Int = 0, imports: [String] = [], extra: [String: String] = [:], frontMatter: String? = nil
  ) {
    self.path = path
    self.target = target
    self.name = name
    self.directory = directory
    self.description = description
    self.activation = activation
    self.body = body
    self.bodyLineOffset = bodyLineOffset
    self.imports = imports
    self.extra = extra
    self.frontMatter = frontMatter
  }
}

/// When an agent applies a rule.
public enum AgentActivation: Hashable, Sendable {
  /// Always, for every file in the rule's folder.
  case always
  /// When the files being worked on match these globs (relative to the rule's folder).
  case globs([String])
  /// When the agent judges it relevant from the rule's description.
  case onRequest
  /// Only when a person asks for it by name.
  case manual
}
