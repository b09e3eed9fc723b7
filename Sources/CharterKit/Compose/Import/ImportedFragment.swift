/// A `.charter/rules` fragment made from rules found in agents' native files.
public struct ImportedFragment: Hashable, Sendable {
  /// Where the fragment goes, relative to the root (`D/.charter/rules/NAME.md`).
  public var path: String
  /// Its text: front matter with `id`, `description`, `globs` or `apply`, then the body.
  public var text: String
  /// The native files it was made from (more than one when several said the same thing).
  public var sources: [String]

  /// Makes the fragment for `rule`, named `name`.
  init(_ rule: AgentRule, name: String, sources: [String]) {
    let folder = rule.directory.isEmpty ? "" : rule.directory + "/"
    path = folder + ".charter/rules/\(name).md"
    self.sources = sources
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
    let body = rule.body.trimmingBlankLines()
    text = "---\n" + front.joined(separator: "\n") + "\n---\n" + (body.isEmpty ? "" : body + "\n")
  }

  /// A YAML double-quoted string, as the format writers quote.
  static func quoted(_ text: String) -> String { RuleFileWriter.quoted(text) }
}
