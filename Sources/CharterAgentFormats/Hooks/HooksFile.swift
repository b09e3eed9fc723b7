import CharterSupport

/// Where an agent reads a repository's hooks, and in which shape.
public struct HooksFile: Hashable, Sendable {
  /// The file, relative to the repository root (`.claude/settings.json`).
  public let path: String
  /// The keys leading to the object of events (`["hooks"]`; empty for Factory Droid's bare
  /// map).
  public let keyPath: [String]
  /// How hooks are spelled there.
  public let dialect: HookDialect

  /// A hooks file at `path` holding events under `keyPath`, spelled as `dialect` spells them.
  public init(_ path: String, keyPath: [String] = ["hooks"], dialect: HookDialect) {
    self.path = path
    self.keyPath = keyPath
    self.dialect = dialect
  }

  /// Whether compose owns the whole file (GitHub Copilot reads every `.github/hooks/*.json`,
  /// so compose writes one of its own) rather than its groups among a person's.
  public var isWhole: Bool { dialect == .copilot }

  /// The members a file compose creates starts with besides its hooks (`"version": 1`, which
  /// Cursor and Copilot require).
  public var preamble: [String: JSONValue] {
    switch dialect {
    case .cursor, .copilot: ["version": .int(1)]
    default: [:]
    }
  }
}
