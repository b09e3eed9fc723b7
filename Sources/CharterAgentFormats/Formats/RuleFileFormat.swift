import CharterSupport

/// A format that keeps one rule per file, with a front matter saying when it applies: Cursor,
/// Copilot's instructions files, Claude Code's rules, Windsurf, Cline and Kiro.
///
/// `init --from-existing` records each such file in its fragment (`agent-files:`), with its
/// front matter as written, and compose writes the fragment back there
/// (``RecordedRuleFile``). These requirements are what that needs of a format: which paths are
/// its rule files, what folder one governs, and how it reads a front matter.
package protocol RuleFileFormat: AgentFormat {
  /// The front-matter keys that say what the rule is about and when it applies, which compose
  /// writes from the fragment. Every other key of a person's front matter is theirs and kept.
  static var scopeKeys: [String] { get }

  /// Whether `path` (relative to the root) is one of the format's rule files, one rule per file.
  static func isRuleFile(_ path: String) -> Bool

  /// The folder the rule file at `path` governs (`Sub` for `Sub/.cursor/rules/x.mdc`).
  static func folder(governedBy path: String) -> String

  /// Whether the file at `path` can have a front matter (a legacy `.cursorrules` cannot).
  static func hasFrontMatter(_ path: String) -> Bool

  /// The rule of a file at `path` holding `frontMatter` (its `---` lines included, or `""`)
  /// and `body`, read as the format reads its files; `nil` when the format would not use it.
  static func rule(frontMatter: String, body: String, at path: String) -> AgentRule?
}

extension RuleFileFormat {
  package static func folder(governedBy path: String) -> String { "" }
  package static func hasFrontMatter(_ path: String) -> Bool { true }

  /// Reads `frontMatter` and `body` with `syntax` and hands the file to `read`, as the
  /// format's reader does with a file on disk.
  static func rule(
    frontMatter: String, body: String, at path: String, syntax: AgentRuleFile.Syntax, agent: String,
    read: (AgentRuleFile, inout AgentFieldDecoder) -> AgentRule?
  ) -> AgentRule? {
    var collector = DiagnosticCollector(path: path)
    guard
      let file = try? AgentRuleFile.parse(
        frontMatter + body, path: path, syntax: syntax, warnsIfEmpty: false, collector: &collector)
    else { return nil }
    var decoder = AgentFieldDecoder(path: path, agent: agent)
    return read(file, &decoder)
  }

  /// Whether `path` is `folder/**/*suffix` at the root (or, with `nested`, below any folder).
  static func isInside(_ path: String, folder: String, suffix: String, nested: Bool = false) -> Bool {
    guard path.hasSuffix(suffix) else { return false }
    return path.hasPrefix(folder + "/") || (nested && path.contains("/" + folder + "/"))
  }
}
