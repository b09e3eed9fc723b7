/// How an agent spells permission rules: which lists it has, and a rule of Claude Code's in
/// its syntax.
public enum PermissionDialect: String, Hashable, Sendable, CaseIterable {
  /// Claude Code: `.charter/permissions.json`'s own syntax.
  case claude
  /// Qwen Code: Claude Code's lists and syntax.
  case qwen
  /// Cursor CLI (`.cursor/cli.json`): `Shell(commandBase)`, `Read(glob)`, `Write(glob)`,
  /// `WebFetch(domain)`, `Mcp(server:tool)`; `allow` and `deny`, no `ask`.
  case cursor

  /// The lists the agent reads.
  public var lists: [PermissionList] {
    switch self {
    case .claude, .qwen: PermissionList.allCases
    case .cursor: [.allow, .deny]
    }
  }

  /// `rule` in the agent's syntax, covering exactly what it covers for Claude Code; `nil` when
  /// the agent cannot say it (a rule is never widened or narrowed to fit).
  public func spelled(_ rule: PermissionRule) -> String? {
    switch self {
    case .claude, .qwen: return rule.text
    case .cursor: return Self.cursorRule(rule)
    }
  }

  /// Cursor CLI's spelling: `Shell(git)` covers every command starting with `git`, so only
  /// `Bash(git:*)` and `Bash(git *)` — one word, then anything — say the same.
  private static func cursorRule(_ rule: PermissionRule) -> String? {
    guard let (tool, specifier) = rule.parts else { return nil }
    if tool.hasPrefix("mcp__"), specifier == nil {
      let names = tool.dropFirst(5).components(separatedBy: "__")
      guard let server = names.first, !server.isEmpty, names.count <= 2 else { return nil }
      return "Mcp(\(server):\(names.count == 2 ? names[1] : "*"))"
    }
    switch tool {
    case "Read": return specifier.map { "Read(\($0))" } ?? "Read"
    case "Edit", "Write": return specifier.map { "Write(\($0))" } ?? "Write"
    case "WebFetch":
      guard let specifier else { return "WebFetch" }
      guard specifier.hasPrefix("domain:") else { return nil }
      return "WebFetch(\(specifier.dropFirst(7)))"
    case "Bash":
      guard let specifier else { return "Shell" }
      for suffix in [":*", " *"] where specifier.hasSuffix(suffix) {
        let base = specifier.dropLast(suffix.count)
        if !base.isEmpty, !base.contains(where: { $0.isWhitespace || "*?[(){}|&;<>$`'\"\\".contains($0) }) {
          return "Shell(\(base))"
        }
      }
      return nil
    default: return nil
    }
  }
}

/// Where an agent reads a repository's permission rules.
public struct PermissionsFile: Hashable, Sendable {
  /// The file, relative to the repository root (`.claude/settings.json`).
  public let path: String
  /// The keys leading to the object of lists (`["permissions"]`).
  public let keyPath: [String]
  /// How rules are spelled there.
  public let dialect: PermissionDialect

  /// A permissions file at `path` holding the lists under `keyPath`, spelled as `dialect`.
  public init(_ path: String, keyPath: [String] = ["permissions"], dialect: PermissionDialect) {
    self.path = path
    self.keyPath = keyPath
    self.dialect = dialect
  }
}
