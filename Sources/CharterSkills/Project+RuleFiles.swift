import CharterProject

extension Project {
  /// Every rule file in the repository, plus the packs and the user-global layer. Other
  /// agents' native files are included, with their diagnostics, and so are the problems in
  /// skills.
  public func allRuleFiles(includingAgentFiles: Bool = true) -> RuleFileSet {
    var set = repositoryRuleFiles(includingAgentFiles: includingAgentFiles)
    guard includingAgentFiles else { return set }
    // Problems in skills are problems in what agents are told, so `charter rules` shows them.
    set.diagnostics = (set.diagnostics + SkillDiscovery.diagnostics(in: self)).sorted()
    return set
  }
}
