import CharterSupport

/// JetBrains Junie's guidelines: `.junie/guidelines.md`.
///
/// **Read:** `.junie/guidelines.md`, one file for the whole project (Junie can be pointed at
/// another file, or at `AGENTS.md`, which the `agents` target reads). Charter's managed block
/// is skipped.
///
/// **Write:** a managed block in `.junie/guidelines.md` holding every fragment as a section;
/// Junie cannot scope rules, so each section that does not apply everywhere says where it
/// applies.
public enum JunieFormat: AgentFormat {
  /// `junie`.
  public static let target = "junie"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = [path]
  /// The one file Junie reads by default.
  package static let path = ".junie/guidelines.md"

  /// `.junie/guidelines.md`, as one rule.
  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    guard repository.exists(path), !repository.isDirectory(path),
      let text = AgentRuleFile.text(path, in: repository, diagnostics: &diagnostics)
    else { return ([], diagnostics) }
    if AgentRuleFile.isBlank(text) { return ([], diagnostics + [AgentRuleFile.emptyFileWarning(path)]) }
    guard let body = AgentRuleFile.personText(text) else { return ([], diagnostics) }
    return ([AgentRule(path: path, target: target, name: target, body: body)], diagnostics)
  }

  /// One managed block holding every fragment.
  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    guard !fragments.isEmpty else { return [] }
    return [
      ComposedOutput(
        path: path, target: target, ownership: .managedBlock,
        content: ComposeText.block(of: FolderLayout.sorted(fragments), scopeNote: true))
    ]
  }
}
