import CharterAgentFormats
import CharterRules
import CharterSupport
import Foundation

extension Composer {
  /// A warning for each folder where compose writes `AGENTS.md` for Claude Code
  /// (`use-agents-md: [claude]`) while a `CLAUDE.md` there, which Claude Code reads instead,
  /// does not import it (`@AGENTS.md`): Claude Code would not see those rules.
  func agentsMDShadowedByClaude(_ outputs: [ComposedOutput], usesAgentsMD: Set<String>) -> [Diagnostic] {
    guard usesAgentsMD.contains(ClaudeFormat.target) else { return [] }
    var warnings: [Diagnostic] = []
    for output in outputs where output.target == AgentsFormat.target && output.path.hasSuffix("AGENTS.md") {
      let folder = String(output.path.dropLast("AGENTS.md".count))
      let agentsLocation = try? project.files.location(of: output.path, doing: "read")
      for name in ["CLAUDE.md", ".claude/CLAUDE.md"] {
        let path = folder + name
        // A link to the AGENTS.md is that file; a file holding nothing but compose's old block
        // is emptied by this compose.
        guard let text = try? project.files.text(path), !Self.importsAgentsMD(text),
          (try? project.files.location(of: path, doing: "read")) != agentsLocation,
          !GeneratedMarkers.withoutManagedBlock(text).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { continue }
        warnings.append(
          Diagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "agents-md-shadowed",
            message: "Claude Code reads this file instead of '\(output.path)', so the rules compose writes there for "
              + "'claude' (use-agents-md) do not reach it; add a line '@AGENTS.md' here, or remove the file"))
      }
    }
    return warnings
  }

  /// Whether a memory file imports the `AGENTS.md` beside it: `@AGENTS.md` (or
  /// `@./AGENTS.md`) anywhere in a line, as Claude Code reads imports.
  static func importsAgentsMD(_ text: String) -> Bool {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).contains { word in
      let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:)"))
      return trimmed == "@AGENTS.md" || trimmed == "@./AGENTS.md"
    }
  }
}

extension Composer {
  /// A warning at each name in a fragment's `targets:` or `exclude-targets:` that stands for a
  /// file other selected agents read too: `targets: [codex]` puts the rule in `AGENTS.md`,
  /// which Amp reads as well; `exclude-targets: [amp]` keeps it out of `AGENTS.md`, so Codex
  /// loses it too. Files hold what every agent reading them gets; the warning says who else.
  func sharedFileWarnings(_ files: [RuleFile], selected names: [String], usesAgentsMD: Set<String>) -> [Diagnostic] {
    func format(_ name: String) -> String { AgentTargets.format(of: name, usesAgentsMD: usesAgentsMD)?.target ?? name }
    var warnings: [Diagnostic] = []
    for rule in files where rule.origin == .fragment {
      let named = (rule.targets ?? []).map { ($0, true) } + rule.excludedTargets.map { ($0, false) }
      for (name, including) in named {
        let shared = format(name.value)
        guard shared != name.value else { continue }
        let others = names.filter { $0 != name.value && format($0) == shared }
        guard !others.isEmpty else { continue }
        let sharedFile = AgentFormats.named(shared)?.ownedPaths.first ?? shared
        let list = others.map { "'\($0)'" }.joined(separator: ", ")
        warnings.append(
          Diagnostic(
            path: rule.path, position: name.position, severity: .warning, code: "shared-agent-file",
            message: including
              ? "'\(name.value)' takes its rules from \(sharedFile), which \(list) read too: they get this rule as well"
              : "'\(name.value)' takes its rules from \(sharedFile), which \(list) read too: excluding it keeps the "
                + "rule from them as well"))
      }
    }
    return warnings
  }
}
