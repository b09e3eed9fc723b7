import CharterSupport

/// One rule of `.charter/permissions.json`, as Claude Code writes it: a tool, and what of its
/// input the rule covers (`Bash(npm run test:*)`, `Read(./.env)`, `WebFetch(domain:swift.org)`,
/// `mcp__github__create_issue`).
public struct PermissionRule: Hashable, Sendable {
  /// The rule as written.
  public var text: String
  /// Where it is in `.charter/permissions.json`.
  public var position = SourcePosition(line: 1, column: 1)
  /// The targets it is written for (`nil`: every target with a permissions file), from the
  /// object form `{"rule": RULE, "targets": [NAME]}`.
  public var targets: [String]?
  /// Targets it is not written for.
  public var excludeTargets: [String] = []

  /// Whether compose writes it for the target `name`.
  public func isWritten(for name: String) -> Bool {
    (targets?.contains(name) ?? true) && !excludeTargets.contains(name)
  }

  /// The rule `text`.
  public init(_ text: String) { self.text = text }

  /// The tool (`Bash`), and what the parentheses hold (`nil` when there are none).
  public var parts: (tool: String, specifier: String?)? {
    guard let open = text.firstIndex(of: "(") else { return Self.isToolName(text) ? (text, nil) : nil }
    let tool = String(text[..<open])
    // Something stands between the parentheses: `Bash()` covers nothing.
    guard Self.isToolName(tool), text.hasSuffix(")"), text.index(after: open) < text.index(before: text.endIndex)
    else { return nil }
    return (tool, String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
  }

  /// Whether `name` can name a tool: letters, digits, `_`, `-` and `*` (Claude Code's
  /// `mcp__server__*`), starting with a letter.
  static func isToolName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-*".unicodeScalars.contains($0))
    }
  }
}

/// The three lists of `.charter/permissions.json`, by Claude Code's names.
public enum PermissionList: String, CaseIterable, Sendable {
  /// Used without asking.
  case allow
  /// Asked for every time.
  case ask
  /// Never used.
  case deny
}
