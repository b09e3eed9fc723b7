import CharterProject
import CharterRules
import CharterSupport
import Foundation

extension SkillDiscovery {
  /// A discovery for `project`: its root, its `exclude` globs, and the clients named in its
  /// config (`skills: {client: claude}`) plus `clients`. A client name Charter does not know
  /// in the config yields an `unknown-client` diagnostic.
  public static func configured(
    for project: Project, clients: [SkillClient] = []
  ) -> (discovery: SkillDiscovery, diagnostics: [Diagnostic]) {
    var all = clients
    var diagnostics: [Diagnostic] = []
    for name in project.config.skillClients {
      if let client = SkillClient(rawValue: name.value) {
        if !all.contains(client) { all.append(client) }
      } else {
        diagnostics.append(
          Diagnostic(
            path: ProjectConfig.path, position: name.position, code: "unknown-client",
            message: "unknown skills client '\(name.value)'; Charter knows "
              + SkillClient.allCases.map(\.rawValue).joined(separator: ", ")))
      }
    }
    let discovery = SkillDiscovery(root: project.root, clients: all, exclude: project.config.exclude)
    return (discovery, diagnostics)
  }

  /// Every problem in every skill of `project`, and in its skills config: what
  /// `charter rules` reports.
  public static func diagnostics(in project: Project) -> [Diagnostic] {
    let (discovery, problems) = configured(for: project)
    let set = discovery.skills()
    return (problems + set.diagnostics + set.skills.flatMap(\.diagnostics)).sorted()
  }
}
