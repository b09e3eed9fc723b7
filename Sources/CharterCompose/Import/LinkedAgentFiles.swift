import CharterAgentFormats
import CharterSupport

/// An agent file that is a symbolic link to another agent file (`CLAUDE.md` → `AGENTS.md`,
/// `.cursorrules` → `AGENTS.md`, either direction, chains): the import reads the text once,
/// through the file, and keeps the link, so that what compose writes into the file is what
/// the link's agent reads.
public struct LinkedAgentFile: Hashable, Sendable {
  /// The link, relative to the root.
  public var link: String
  /// The agent whose file the link is (`claude` for `CLAUDE.md`).
  public var target: String
  /// The agent file it leads to, relative to the root: the one imported.
  public var file: String

  /// Groups `rules` by the file they were read from, links resolved by `resolve` (a
  /// root-relative path to its real absolute location, `nil` when it cannot be resolved), and
  /// keeps one rule per file: the one read through the file's own path, or, when every path
  /// to it is a link (`AGENTS.md` and `CLAUDE.md` both → `docs/AI.md`), the first one read.
  /// - Returns: the rules kept, in their order, and one entry per link dropped.
  static func deduplicated(
    _ rules: [AgentRule], root: String, resolve: (String) -> String?
  ) -> (rules: [AgentRule], links: [LinkedAgentFile]) {
    let locations = rules.map { resolve($0.path) }
    var readers: [String: [Int]] = [:]
    for (index, location) in locations.enumerated() {
      if let location { readers[location, default: []].append(index) }
    }
    var dropped: Set<Int> = []
    var links: [LinkedAgentFile] = []
    for (location, indices) in readers {
      let paths = Set(indices.map { rules[$0].path })
      guard paths.count > 1 else { continue }
      let own = indices.first { root + "/" + rules[$0].path == location } ?? indices[0]
      let file = rules[own].path
      for index in indices where rules[index].path != file {
        dropped.insert(index)
        let link = LinkedAgentFile(link: rules[index].path, target: rules[index].target, file: file)
        if !links.contains(link) { links.append(link) }
      }
    }
    let kept = rules.indices.filter { !dropped.contains($0) }.map { rules[$0] }
    return (kept, links.sorted { ($0.link, $0.file) < ($1.link, $1.file) })
  }
}
