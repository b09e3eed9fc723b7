import CharterProject

extension Project {
  /// Every rule file in the repository, plus the packs and the user-global layer. Other
  /// agents' native files are included, with their diagnostics, and so are the problems in
  /// skills.
  public func allRuleFiles(includingAgentFiles: Bool = true) -> RuleFileSet {
    var set = repositoryRuleFiles(includingAgentFiles: includingAgentFiles)
    guard includingAgentFiles else { return set }
    // Problems in skills are problems in what agents are told, so `charter rules` shows them —
    // as warnings when the skill is the repository's own (vendored, installed by an agent):
    // agents load such skills, and one long description is no reason to refuse the
    // repository. Skills under `.charter/` are Charter's to compose and stay errors;
    // `charter skills validate` stays strict for every skill.
    let skills = SkillDiscovery.diagnostics(in: self).map { diagnostic in
      var diagnostic = diagnostic
      if diagnostic.severity == .error, !Self.isCharters(diagnostic.path) { diagnostic.severity = .warning }
      return diagnostic
    }
    set.diagnostics = (set.diagnostics + skills).sorted()
    return set
  }

  /// Whether `path` (root-relative) is Charter's own configuration: under a `.charter` folder.
  static func isCharters(_ path: String) -> Bool {
    path.hasPrefix(".charter/") || path.contains("/.charter/")
  }
}
