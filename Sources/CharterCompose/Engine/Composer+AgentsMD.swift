import CharterAgentFormats
import CharterSupport

extension Composer {
  /// A warning for each folder where compose writes `AGENTS.md` for Claude Code
  /// (`use-agents-md: [claude]`) while a `CLAUDE.md` there, which Claude Code reads instead,
  /// does not import it (`@AGENTS.md`): Claude Code would not see those rules.
  func agentsMDShadowedByClaude(_ outputs: [ComposedOutput], usesAgentsMD: Set<String>) -> [Diagnostic] {
    guard usesAgentsMD.contains(ClaudeFormat.target) else { return [] }
    var warnings: [Diagnostic] = []
    for output in outputs where output.target == AgentsFormat.target && output.path.hasSuffix("AGENTS.md") {
      let folder = String(output.path.dropLast("AGENTS.md".count))
      for name in ["CLAUDE.md", ".claude/CLAUDE.md"] {
        let path = folder + name
        guard let text = try? project.files.text(path), !Self.importsAgentsMD(text) else { continue }
        warnings.append(
          Diagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "agents-md-shadowed",
            message: "Claude Code reads this file instead of '\(output.path)', so the rules compose writes there for "
              + "'claude' (use-agents-md) do not reach it; add a line '@AGENTS.md' here, or remove the file"))
      }
    }
    return warnings
  }

  /// Whether a memory file imports the `AGENTS.md` beside it.
  static func importsAgentsMD(_ text: String) -> Bool {
    text.split(whereSeparator: \.isNewline).contains { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed == "@AGENTS.md" || trimmed == "@./AGENTS.md"
    }
  }
}
