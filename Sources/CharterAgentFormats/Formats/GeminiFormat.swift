import CharterSupport

/// Gemini CLI's context files: `GEMINI.md`.
///
/// **Read:** `GEMINI.md` in the root and in any folder (each governs its folder), with its
/// `@path` imports followed (see ``ImportResolver``) and listed in ``AgentRule/imports``.
/// Gemini CLI can be set to read other file names (`context.fileName`); Charter reads the
/// default.
///
/// **Write:** a managed block in `GEMINI.md`, placed by folder as for `AGENTS.md` (a fragment
/// that applies always in `DIR`, or to `DIR/**`, goes in `DIR/GEMINI.md`). Gemini CLI cannot
/// scope by glob and loads the `GEMINI.md` files below the folder it starts in, so every
/// section that does not apply everywhere says where it applies.
public enum GeminiFormat: MemoryFileFormat {
  /// `gemini`.
  public static let target = "gemini"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = ["GEMINI.md", "**/GEMINI.md"]

  /// `GEMINI.md` in any folder.
  package static func isMemoryFile(_ path: String) -> Bool { isNamed(path, ["GEMINI.md"]) }

  /// The file's folder.
  package static func folder(governedBy path: String) -> String { AgentRuleFile.directory(of: path) }
  /// The agent, in messages.
  static let agent = "Gemini CLI"

  /// Every `GEMINI.md`, with its imports followed, one rule per folder.
  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var rules: [AgentRule] = []
    var diagnostics: [Diagnostic] = []
    for (directory, path) in AgentRuleFile.inEveryFolder(["GEMINI.md"], of: repository) {
      let read = MemoryFile.read(path, directory: directory, in: repository, target: target, agent: agent)
      rules += read.rule.map { [$0] } ?? []
      diagnostics += read.diagnostics
    }
    return (rules, diagnostics)
  }

  /// A managed block per folder that gets fragments.
  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    FolderLayout.folderOutputs(fragments, fileName: "GEMINI.md", format: self, alwaysNote: true)
  }
}
