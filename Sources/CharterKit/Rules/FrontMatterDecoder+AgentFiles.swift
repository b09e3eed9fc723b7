/// `agent-files:`, which `init --from-existing` writes: the agents' rule files a fragment was
/// imported from, each with its front matter as written.
///
/// ```yaml
/// agent-files:
///   ".cursor/rules/swift.mdc": |
///     ---
///     globs: *.swift
///     ---
///   ".github/instructions/review.instructions.md": ""
/// ```
extension FrontMatterDecoder {
  /// The files, by path. Each must be a plain path to one agent's rule file (one per agent),
  /// and its front matter empty or whole: a `---` line, the keys, a closing `---` line.
  mutating func agentFiles(_ value: YAMLNode) -> [String: String] {
    if value.isNull { return [:] }
    guard let pairs = value.mapping else {
      collector.error(
        "invalid-value", "'agent-files' must map each file's path to its front matter, not \(value.kindDescription)",
        at: value.position)
      return [:]
    }
    var files: [String: String] = [:]
    var byTarget: [String: String] = [:]
    for pair in pairs {
      guard let path = string(pair.key, what: "a path in 'agent-files'"),
        let format = ruleFileFormat(of: path, at: pair.key.position),
        let frontMatter = string(pair.value, what: "the front matter of '\(path)'")
      else { continue }
      if let first = byTarget[format.target] {
        collector.error(
          "duplicate-agent-file",
          "'\(path)' is a second \(format.target) rule file; a fragment is written back into one file per agent "
            + "(the first is '\(first)')",
          at: pair.key.position)
        continue
      }
      guard Self.isWholeFrontMatter(frontMatter), frontMatter.isEmpty || format.hasFrontMatter(path) else {
        collector.error(
          "invalid-value",
          format.hasFrontMatter(path)
            ? "the front matter of '\(path)' must be empty, or run from a '---' line to a closing '---' line"
            : "'\(path)' is plain text and has no front matter; its value must be \"\"",
          at: pair.value.position)
        continue
      }
      byTarget[format.target] = path
      files[path] = frontMatter
    }
    return files
  }

  /// The format whose rule file `path` is; an error when it is none, or not a plain path.
  private mutating func ruleFileFormat(of path: String, at position: SourcePosition) -> (any RuleFileFormat.Type)? {
    if let refusal = Confinement.textualRefusal(of: path) {
      collector.error("invalid-value", "'\(path)' in 'agent-files': \(refusal.reason)", at: position)
      return nil
    }
    let formats = AgentFormats.all.compactMap { $0 as? any RuleFileFormat.Type }
    guard let format = formats.first(where: { $0.isRuleFile(path) }) else {
      collector.error(
        "invalid-value",
        "'\(path)' in 'agent-files' is not an agent rule file that holds one rule (a Cursor, Windsurf, Cline or "
          + "Kiro rule, a Claude Code rule in .claude/rules, a Copilot .instructions.md file)",
        at: position)
      return nil
    }
    return format
  }

  /// Whether `text` is empty, or a front matter and nothing else, ending with a newline.
  static func isWholeFrontMatter(_ text: String) -> Bool {
    if text.isEmpty { return true }
    guard text.hasSuffix("\n"), let split = try? FrontMatter.split(text, path: "") else { return false }
    return split.yaml != nil && split.body.isEmpty
  }
}
