import CharterProject
import CharterSkills
import CharterSupport

/// The skills an agent can ask for by name: the repository's own (every `SKILL.md` that
/// `charter skills list` finds) and the built-in ones. What `charter mcp`'s `list_skills` and
/// `read_skill` tools answer from.
public struct SkillShelf: Sendable {
  /// The repository's skills, valid or not.
  public var skills: SkillSet

  /// The skills of `project`, found as `charter skills list` finds them.
  public init(project: Project) {
    skills = SkillDiscovery.configured(for: project).discovery.skills()
  }

  /// `{"skills": [{"name", "description", "path", "status"}], "builtin": [name], "version": 1}`:
  /// `charter skills list --format json`, plus the built-in skills `read_skill` also reads.
  public func listJSON() -> JSONValue {
    guard case .object(var members) = skills.listJSON else { return skills.listJSON }
    members["builtin"] = .array(BuiltinSkills.names.map(JSONValue.string))
    return .object(members)
  }

  /// The `SKILL.md` of the skill `name` and where it is: a repository skill first, else a
  /// built-in one (`charter:skills/NAME/SKILL.md`).
  /// - Throws: ``AgentRequestError/unknownSkill(name:known:)``.
  public func skill(named name: String) throws(AgentRequestError) -> (path: String, text: String) {
    if let skill = skills.skills.first(where: { $0.name == name }) { return (skill.path, skill.text) }
    if let file = BuiltinSkills.files(of: name).first(where: { $0.path == SkillSpec.fileName }) {
      return ("charter:skills/\(name)/\(SkillSpec.fileName)", file.text)
    }
    let known = Set(skills.skills.compactMap(\.name)).union(BuiltinSkills.names).sorted()
    throw .unknownSkill(name: name, known: known)
  }
}
