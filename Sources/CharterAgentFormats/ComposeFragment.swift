/// One `.charter/rules` fragment (or enabled pack) as compose writes it into agent files.
public struct ComposeFragment: Hashable, Sendable {
  /// A stable name: the fragment's `id`, else its file name without `.md`.
  public var name: String
  /// The fragment's path, for the generated header (`.charter/rules/swift-style.md`).
  public var sourcePath: String
  /// The folder the fragment governs, relative to the root (`""` for the whole repository).
  public var directory: String
  /// The fragment's `description`.
  public var description: String?
  /// When the agent should apply it: `.globs` for a fragment with `globs`, else `.always`.
  public var activation: AgentActivation
  /// The Markdown body agents read, without leading and trailing blank lines.
  public var body: String { didSet { text = ComposeText.text(body: body, enforced: enforced) } }
  /// One line per check CI enforces from this fragment (`` `indentation`: indent with 2
  /// spaces ``), rendered as a short list after the body; check declarations themselves are
  /// never pasted into agent files.
  public var enforced: [String] { didSet { text = ComposeText.text(body: body, enforced: enforced) } }
  /// The only targets that get the fragment (`targets:`), or `nil` for all.
  public var targets: Set<String>?
  /// Targets that do not get it (`exclude-targets:`).
  public var excludedTargets: Set<String> = []
  /// The agents' rule files the fragment was imported from (`agent-files:`), each with its
  /// front matter as written (`""` for none): compose writes the fragment back into them.
  public var agentFiles: [String: String] = [:]

  /// Whether target `name` writes this fragment.
  public func isComposed(into name: String) -> Bool {
    (targets?.contains(name) ?? true) && !excludedTargets.contains(name)
  }

  /// The body followed by the list of what CI enforces: what every target writes of the
  /// fragment, worked out once rather than once per target.
  public private(set) var text: String

  /// Creates a fragment.
  public init(
    name: String, sourcePath: String, directory: String = "", description: String? = nil,
    activation: AgentActivation = .always, body: String, enforced: [String] = []
  ) {
    self.name = name
    self.sourcePath = sourcePath
    self.directory = directory
    self.description = description
    self.activation = activation
    self.body = body
    self.enforced = enforced
    self.text = ComposeText.text(body: body, enforced: enforced)
  }
}

/// A file (or the managed part of one) that compose wants on disk.
public struct ComposedOutput: Hashable, Sendable {
  /// How Charter owns the file.
  public enum Ownership: Hashable, Sendable {
    /// Charter writes the whole file, starting (after any front matter) with a generated
    /// header, and records it with its hash in `.charter/generated.json`.
    case wholeFile
    /// Charter owns only the text between its marker comments; everything else in the file
    /// is the person's and is kept byte for byte. `content` is the text between the markers.
    case managedBlock
    /// Charter owns only some members, or some array elements, of a JSON file a person also
    /// edits (the servers of `.mcp.json`, the hook groups and permission rules of
    /// `.claude/settings.json`); every other byte is kept. `content` is the owned values as a
    /// pretty JSON object, each at its part's key path.
    case entries([OwnedPart])
  }

  /// The file, relative to the repository root.
  public var path: String
  /// The target that produced it.
  public var target: String
  /// How Charter owns it.
  public var ownership: Ownership
  /// The whole file's text, or the managed block's inner text.
  public var content: String

  /// Creates an output.
  public init(path: String, target: String, ownership: Ownership, content: String) {
    self.path = path
    self.target = target
    self.ownership = ownership
    self.content = content
  }
}
