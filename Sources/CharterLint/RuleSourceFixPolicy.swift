import CharterAgentFormats
import CharterSupport

/// Which findings `lint --fix` may correct in a file that is itself a rule source: a fragment
/// or config under `.charter/`, an agent's file (AGENTS.md, CLAUDE.md, Cursor rules …) or a
/// skill.
///
/// A check that applies everywhere also matches its own declaration (a `prefer` check's
/// `instead-of:` line is exactly what it looks for), so such files are fixed only by checks
/// whose fragment names them explicitly: a glob that matches the file and spells `.charter`,
/// the agent's folder or the file's own name (`.charter/**`, `**/AGENTS.md`). Findings are
/// still reported; only the rewrite is withheld.
enum RuleSourceFixPolicy {
  /// Every path Charter reads rules or skills from.
  static let ruleSources: GlobList = {
    var patterns = [
      "**/.charter/**", ".charter/**", "**/AGENTS.override.md", "AGENTS.override.md", "**/CLAUDE.local.md",
      "CLAUDE.local.md", "**/CLAUDE.md", ".claude/**", ".cursorrules", "**/.cursor/rules/**", ".cursor/rules/**",
      ".windsurfrules", ".clinerules", ".clinerules/**", ".github/instructions/**", "**/SKILL.md", "SKILL.md",
    ]
    for format in AgentFormats.all { patterns += format.ownedPaths }
    return (try? GlobList(patterns)) ?? GlobList(entries: [])
  }()

  /// Whether `path` (root-relative) is a rule source.
  static func isRuleSource(_ path: String) -> Bool {
    ruleSources.matches(path)
  }

  /// Whether one of `patterns` (a fragment's globs, relative to its folder `base`) names
  /// `path` explicitly.
  static func names(_ path: String, patterns: [String], base: String) -> Bool {
    let relative = base.isEmpty ? Substring(path) : path.hasPrefix(base + "/") ? path.dropFirst(base.count + 1) : nil
    guard let relative else { return false }
    let components = Set(relative.split(separator: "/"))
    let fileName = relative.split(separator: "/").last
    for pattern in patterns where !pattern.hasPrefix("!") {
      guard (try? GlobList([pattern]))?.matches(String(relative)) == true else { continue }
      let literal = pattern.split(separator: "/").filter { !$0.contains(where: { "*?[]{}".contains($0) }) }
      if literal.contains(where: { components.contains($0) && ($0.hasPrefix(".") || $0 == fileName) }) { return true }
    }
    return false
  }
}
