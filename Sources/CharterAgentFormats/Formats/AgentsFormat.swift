import CharterDocuments
import CharterSupport

/// `AGENTS.md`, the open format Codex, Copilot's coding agent, Junie and others read.
///
/// **Read:** `AGENTS.md` in the root and in any folder; each governs its folder. An
/// `AGENTS.override.md` replaces the `AGENTS.md` beside it, as Codex reads them (unless the
/// override is empty, in which case Codex falls back to `AGENTS.md`). A front matter (which
/// Charter allows for checks) is not part of the body. Charter's managed block is skipped.
///
/// **Write:** a managed block in the `AGENTS.md` of each folder that gets fragments: a
/// fragment that applies always goes in its own folder's file; one scoped to `DIR/**` in
/// `DIR`'s; any other glob-scoped fragment in its own folder's file, as a section saying
/// where it applies.
public enum AgentsFormat: MemoryFileFormat {
  /// `agents`.
  public static let target = "agents"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = ["AGENTS.md", "**/AGENTS.md", "AGENTS.override.md", "**/AGENTS.override.md"]

  /// `AGENTS.md` or `AGENTS.override.md` in any folder.
  package static func isMemoryFile(_ path: String) -> Bool { isNamed(path, ["AGENTS.md", "AGENTS.override.md"]) }

  /// The file's folder.
  package static func folder(governedBy path: String) -> String { AgentRuleFile.directory(of: path) }

  /// Every `AGENTS.md` (or the override that replaces it), one rule per folder.
  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var rules: [AgentRule] = []
    var diagnostics: [Diagnostic] = []
    for directory in repository.directories() {
      let candidates = ["AGENTS.override.md", "AGENTS.md"].compactMap {
        AgentRuleFile.file(named: $0, in: directory, of: repository)
      }
      for path in candidates {
        guard let text = AgentRuleFile.text(path, in: repository, diagnostics: &diagnostics) else { break }
        if AgentRuleFile.isBlank(text) {
          diagnostics.append(AgentRuleFile.emptyFileWarning(path))
          continue  // Codex skips an empty file and reads the next candidate.
        }
        if let rule = rule(path, directory: directory, text: text, diagnostics: &diagnostics) { rules.append(rule) }
        break
      }
    }
    return (rules, diagnostics)
  }

  /// The rule a non-empty AGENTS file states, without its front matter and managed block.
  private static func rule(
    _ path: String, directory: String, text: String, diagnostics: inout [Diagnostic]
  ) -> AgentRule? {
    let split: FrontMatter
    do {
      split = try FrontMatter.split(text, path: path)
    } catch {
      diagnostics += error.diagnostics
      return nil
    }
    guard let body = AgentRuleFile.personText(split.body) else { return nil }
    if AgentRuleFile.isBlank(body) {
      diagnostics.append(AgentRuleFile.emptyFileWarning(path, line: split.bodyLineOffset + 1))
      return nil
    }
    return AgentRule(
      path: path, target: target, name: target, directory: directory, body: body,
      bodyLineOffset: split.bodyLineOffset)
  }

  /// A managed block per folder that gets fragments.
  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    FolderLayout.folderOutputs(fragments, fileName: "AGENTS.md", format: self)
  }
}
