import CharterAgentFormats
import Foundation

/// A `.charter/rules` fragment made from rules found in agents' native files.
public struct ImportedFragment: Hashable, Sendable {
  /// Where the fragment goes, relative to the root (`D/.charter/rules/NAME.md`).
  public var path: String
  /// The native files it was made from (more than one when several said the same thing).
  public var sources: [String]
  /// The targets whose files it came from: compose writes it into those only (`targets:`), so
  /// one agent's rules do not spill into another's file until a person widens them.
  public var targets: [String]
  /// The agents' rule files it came from, by path, with their front matter as written
  /// (`agent-files:`), so that compose writes it back into them unchanged.
  public var agentFiles: [String: String]
  /// Front-matter lines other than `targets` and `agent-files`.
  private var front: [String]
  /// The body, without surrounding blank lines.
  private var body: String

  /// Its text: front matter with `id`, `description`, `globs` or `apply`, `targets` and
  /// `agent-files`, then the body.
  public var text: String {
    var lines = front + ["targets: [" + targets.joined(separator: ", ") + "]"]
    if !agentFiles.isEmpty {
      lines.append("agent-files:")
      for (path, frontMatter) in agentFiles.sorted(by: { $0.key < $1.key }) {
        lines.append("  " + Self.quoted(path) + ": " + YAMLText.scalar(frontMatter, indent: 4))
      }
    }
    return "---\n" + lines.joined(separator: "\n") + "\n---\n" + (body.isEmpty ? "" : body + "\n")
  }

  /// Makes the fragment for `rule`, named `name`.
  init(_ rule: AgentRule, name: String, sources: [String]) {
    let folder = rule.directory.isEmpty ? "" : rule.directory + "/"
    // A rule in a subfolder of its agent's rules folder keeps that place: the fragment goes in
    // the same subfolder of `.charter/rules`, and compose writes it back where it was.
    if let (subfolder, stem) = Self.placeInRulesFolder(of: rule) {
      path = folder + ".charter/rules/\(subfolder)/\(stem).md"
    } else {
      path = folder + ".charter/rules/\(name).md"
    }
    self.sources = sources
    targets = [rule.target]
    agentFiles = Self.record(of: rule).map { [rule.path: $0] } ?? [:]
    var front = ["id: \(name)"]
    if let description = rule.description, !description.isEmpty {
      front.append("description: \(Self.quoted(description))")
    }
    switch rule.activation {
    case .always: break
    case .globs(let globs): front.append("globs: [" + globs.map(Self.quoted).joined(separator: ", ") + "]")
    case .onRequest: front.append("apply: on-request")
    case .manual: front.append("apply: manual")
    }
    self.front = front
    body = rule.body.trimmingBlankLines()
  }

  /// Records that `rule` (of another file, maybe another agent) says the same thing.
  mutating func add(_ rule: AgentRule) {
    sources.append(rule.path)
    if let record = Self.record(of: rule) { agentFiles[rule.path] = record }
    if !targets.contains(rule.target) {
      targets.append(rule.target)
      targets.sort { (AgentFormats.names.firstIndex(of: $0) ?? 0) < (AgentFormats.names.firstIndex(of: $1) ?? 0) }
    }
  }

  /// What `agent-files` records for the file `rule` came from: a rule file's front matter as
  /// written (`""` for none), `""` for a memory file (`AGENTS.md`, `CLAUDE.md`, `GEMINI.md`) and
  /// for the files always where compose writes (`.github/copilot-instructions.md`, Junie's, Zed's …), so
  /// that every imported fragment is known to be an agent's text: ``ConventionExtractor`` reads
  /// text checks from it only with `extract: true`, as from the file it came from.
  static func record(of rule: AgentRule) -> String? {
    if let frontMatter = rule.frontMatter { return frontMatter }
    if rule.path == CopilotFormat.repositoryWide { return "" }
    if (AgentFormats.named(rule.target) as? any SingleFileFormat.Type)?.path == rule.path { return "" }
    guard let format = AgentFormats.named(rule.target) as? any MemoryFileFormat.Type, format.isMemoryFile(rule.path)
    else { return nil }
    return ""
  }

  /// The agents' rules folders, as they appear in a rule's path.
  static let rulesFolders = [
    ".cursor/rules/", ".windsurf/rules/", ".kiro/steering/", ".clinerules/", ".claude/rules/", ".devin/rules/",
    ".agents/rules/", ".augment/rules/", ".continue/rules/", ".roo/rules/", ".aiassistant/rules/", ".amazonq/rules/",
  ]

  /// The subfolder and file stem of a rule kept below its agent's rules folder
  /// (`swift` and `style` for `.cursor/rules/swift/style.mdc`); `nil` for a rule directly in it
  /// or elsewhere.
  static func placeInRulesFolder(of rule: AgentRule) -> (String, String)? {
    for folder in rulesFolders {
      guard let range = rule.path.range(of: folder) else { continue }
      let inside = rule.path[range.upperBound...]
      guard let slash = inside.lastIndex(of: "/") else { return nil }
      let subfolder = inside[..<slash].split(separator: "/").map { RuleFileWriter.safe(String($0)) }.joined(separator: "/")
      var stem = String(inside[inside.index(after: slash)...])
      if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = String(stem[..<dot]) }
      return (subfolder, RuleFileWriter.safe(stem))
    }
    return nil
  }

  /// A YAML double-quoted string, as the format writers quote.
  static func quoted(_ text: String) -> String { RuleFileWriter.quoted(text) }
}
