import CharterSupport

/// A format whose agent reads one Markdown file in a fixed place for the whole project, which a
/// person also edits: Junie's `.junie/guidelines.md`, Zed's `.rules`, Aider's `CONVENTIONS.md` ….
///
/// **Read:** the file, as one rule that always applies; Charter's managed block is skipped.
///
/// **Write:** a managed block in the file holding every fragment as a section. The agent
/// cannot scope a section, so each one that does not apply everywhere says where it applies.
package protocol SingleFileFormat: AgentFormat {
  /// The file, relative to the repository root.
  static var path: String { get }
}

extension SingleFileFormat {
  /// The one file.
  public static var ownedPaths: [String] { [path] }

  /// The file, as one rule named after the target.
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
