import CharterRules
import CharterSupport

/// One thing Charter can enforce: a check kind a fragment declares (`ban`, `indentation` …) or
/// a structural Swift check (`swift: ID`), with what a person or an agent needs to write a rule
/// with it.
///
/// ``CheckCatalog`` builds every entry from data that already exists — the structural checks'
/// metadata and examples, the kinds' declarations, the embedded packs — so `charter checks`,
/// SARIF help and the documentation cannot disagree.
public struct CatalogEntry: Hashable, Sendable {
  /// Whether the entry is a check kind or a structural Swift check.
  public enum Category: String, Hashable, Sendable {
    /// A kind a `checks:` entry declares with its key (`ban: …`).
    case kind
    /// A structural Swift check, declared with `swift: ID`.
    case structural
  }

  /// The kind's key (`ban`) or the structural check's id (`task-weak-self-guard`).
  public var id: String
  /// Kind or structural check.
  public var category: Category

  /// The kind the entry describes, for a ``Category/kind`` entry.
  public var kindName: CheckKind.Name? { category == .kind ? CheckKind.Name(rawValue: id) : nil }
  /// One sentence: what the check reports.
  public var summary: String
  /// Why it matters and what to do instead.
  public var rationale: String
  /// The keys the declaration takes besides `id`, `severity` and `message`, with defaults.
  public var options: [CatalogOption]
  /// How a fragment declares it, as YAML lines of a `checks:` entry.
  public var declaration: [String]
  /// Code the check reports, without markers; `nil` when there is no example.
  public var wrongExample: String?
  /// Code the check does not report.
  public var rightExample: String?
  /// Where it is documented.
  public var documentation: DocumentationLink
  /// The built-in packs' checks that use it.
  public var packUses: [PackUse]

  /// Creates an entry.
  public init(
    id: String, category: Category, summary: String, rationale: String, options: [CatalogOption],
    declaration: [String], wrongExample: String?, rightExample: String?, documentation: DocumentationLink,
    packUses: [PackUse] = []
  ) {
    self.id = id
    self.category = category
    self.summary = summary
    self.rationale = rationale
    self.options = options
    self.declaration = declaration
    self.wrongExample = wrongExample
    self.rightExample = rightExample
    self.documentation = documentation
    self.packUses = packUses
  }
}

/// An option of a catalogue entry: a key of the check's declaration.
public struct CatalogOption: Hashable, Sendable {
  /// The key.
  public var name: String
  /// What it controls.
  public var summary: String
  /// Its value when not written; empty when the key is required or has no default.
  public var defaultValue: [String]

  /// Creates an option.
  public init(name: String, summary: String, defaultValue: [String] = []) {
    self.name = name
    self.summary = summary
    self.defaultValue = defaultValue
  }
}

/// A built-in pack's check that uses a catalogue entry.
public struct PackUse: Hashable, Sendable {
  /// When the pack is in force without being listed in `packs:`.
  public enum State: String, Hashable, Sendable {
    /// In every repository that lists no packs.
    case onByDefault = "on-by-default"
    /// In repositories with Swift code that list no packs.
    case onForSwift = "on-for-swift"
    /// Only when `packs:` lists it.
    case optIn = "opt-in"
    /// Declared `enabled: false` (its measured precision is below the bar for a default): in
    /// force only where a rule file names it in `enable:`.
    case offByDefault = "off-by-default"
  }

  /// The pack's name (`swift-concurrency`).
  public var pack: String
  /// The id of the pack's check.
  public var checkID: String
  /// The severity it runs at.
  public var severity: Severity
  /// When it is in force.
  public var state: State
  /// The line of the pack that declares it.
  public var line: Int

  /// Creates a use.
  public init(pack: String, checkID: String, severity: Severity, state: State, line: Int) {
    self.pack = pack
    self.checkID = checkID
    self.severity = severity
    self.state = state
    self.line = line
  }
}
