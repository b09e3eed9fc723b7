import CharterAgentFormats
import CharterDocuments
import CharterSupport

/// `agent-files:`, which `init --from-existing` writes: the agents' files a fragment was
/// imported from, each rule file with its front matter as written (a memory file such as
/// `AGENTS.md` with `""`).
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
  /// The files, by path. Each must be a plain path to an agent's rule file or memory file (one
  /// per agent), and a rule file's front matter empty or whole: a `---` line, the keys, a
  /// closing `---` line.
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
        let (format, holdsRule) = self.format(of: path, at: pair.key.position),
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
      let hasFrontMatter = (format as? any RuleFileFormat.Type)?.hasFrontMatter(path) == true && holdsRule
      guard Self.isWholeFrontMatter(frontMatter), frontMatter.isEmpty || hasFrontMatter else {
        collector.error(
          "invalid-value",
          hasFrontMatter
            ? "the front matter of '\(path)' must be empty, or run from a '---' line to a closing '---' line"
            : "'\(path)' keeps no front matter here; its value must be \"\"",
          at: pair.value.position)
        continue
      }
      byTarget[format.target] = path
      files[path] = frontMatter
    }
    return files
  }

  /// The format whose rule file (`holdsRule`) or memory file `path` is; an error when it is
  /// none, or not a plain path.
  private mutating func format(
    of path: String, at position: SourcePosition
  ) -> (format: any AgentFormat.Type, holdsRule: Bool)? {
    if let refusal = Confinement.textualRefusal(of: path) {
      collector.error("invalid-value", "'\(path)' in 'agent-files': \(refusal.reason)", at: position)
      return nil
    }
    // A rule folder's file first: `.agents/rules/AGENTS.md` is an Antigravity rule, not a memory file.
    for format in AgentFormats.all {
      if let rules = format as? any RuleFileFormat.Type, rules.isRuleFile(path) { return (format, true) }
    }
    for format in AgentFormats.all {
      if let memory = format as? any MemoryFileFormat.Type, memory.isMemoryFile(path) { return (format, false) }
    }
    // Files always where compose writes them: recorded so the fragment is known to be an
    // agent's text (which gives text checks only with `extract: true`), with nothing to keep.
    if path == CopilotFormat.repositoryWide { return (CopilotFormat.self, false) }
    if let format = AgentFormats.all.first(where: { ($0 as? any SingleFileFormat.Type)?.path == path }) {
      return (format, false)
    }
    collector.error(
      "invalid-value",
      "'\(path)' in 'agent-files' is not an agent file Charter writes back: a rule file (Cursor, Windsurf, Cline, "
        + "Kiro, .claude/rules, a Copilot .instructions.md file …), an AGENTS.md, CLAUDE.md, GEMINI.md or QWEN.md, "
        + "or a project's one file (.github/copilot-instructions.md, .junie/guidelines.md, .rules …)",
      at: position)
    return nil
  }

  /// Whether `text` is empty, or a front matter and nothing else, ending with a newline.
  static func isWholeFrontMatter(_ text: String) -> Bool {
    if text.isEmpty { return true }
    // Bytes, not characters: "\r\n" is one character, which does not end with "\n".
    guard text.utf8.last == UInt8(ascii: "\n"), let split = try? FrontMatter.split(text, path: "") else { return false }
    return split.yaml != nil && split.body.isEmpty
  }
}
