import CharterSupport

/// Continue's rules: `.continue/rules/**/*.md`.
///
/// The front matter names the rule (`name`) and says when it applies: `alwaysApply: true`
/// (always); `globs` (a glob or a list: when matching files are in context); `description` with
/// `alwaysApply: false` (when the agent judges it relevant); `alwaysApply: false` alone (only
/// when invoked). A file with neither `globs` nor `alwaysApply` applies always. `regex` (rules
/// that apply when file contents match) is kept as written and read as "when relevant".
///
/// Compose writes `name`, a quoted `description` when the fragment has one, `globs` as a list
/// of quoted globs, and `alwaysApply`.
public enum ContinueFormat: RuleFileFormat {
  public static let target = "continue"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = ["\(folder)/**/*.md"]

  /// The folder of rule files.
  static let folder = ".continue/rules"
  /// The keys Continue reads.
  static let knownKeys = ["name", "description", "globs", "regex", "alwaysApply", "version", "schema"]
  /// The keys that say what the rule is and when it applies.
  package static let scopeKeys = ["name", "description", "globs", "alwaysApply"]
  /// The agent, in messages.
  static let agent = "Continue"

  /// A `.md` file in `.continue/rules`.
  package static func isRuleFile(_ path: String) -> Bool { isInside(path, folder: folder, suffix: ".md") }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    rule(frontMatter: frontMatter, body: body, at: path, syntax: .lenient, agent: agent, read: rule(from:decoder:))
  }

  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let rules = AgentRuleFile.rules(
      at: repository.files(under: folder, endingIn: [".md"], diagnostics: &diagnostics), in: repository,
      syntax: .lenient, agent: agent, diagnostics: &diagnostics, rule: rule(from:decoder:))
    return (rules, diagnostics.sorted())
  }

  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    RuleFileWriter.outputs(for: fragments, format: self, folder: folder, suffix: ".md") { fragment, scope in
      var description = fragment.description
      var lines = ["name: " + RuleFileWriter.quoted(fragment.name)]
      var tail: [String]
      switch scope.mode {
      case .always: tail = ["alwaysApply: true"]
      case .globs(let globs):
        tail = ["globs: [" + globs.map(RuleFileWriter.quoted).joined(separator: ", ") + "]", "alwaysApply: false"]
      case .onRequest:
        description = description ?? fragment.name
        tail = ["alwaysApply: false"]
      case .manual:
        description = nil  // a description would let the agent apply it on its own
        tail = ["alwaysApply: false"]
      }
      if let description { lines.append("description: " + RuleFileWriter.quoted(description)) }
      return (lines + tail, [])
    }
  }

  // MARK: - Reading

  private static func rule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: knownKeys)
    let description = decoder.string(file["description"])
    let globs = decoder.globs(file["globs"], commaSeparated: false)
    let always: Bool? = file["alwaysApply"].flatMap { field in
      if case .null = field.value.content { return nil }
      if let value = field.value.bool { return value }
      decoder.collector.error(
        "invalid-value", "'alwaysApply' must be true or false, not \(field.value.kindDescription)",
        at: field.value.start)
      return nil
    }
    let activation: AgentActivation
    if always == true {
      activation = .always
    } else if !globs.isEmpty {
      activation = .globs(globs)
    } else if always == nil, file["regex"] == nil {
      activation = .always
    } else if description != nil || file["regex"] != nil {
      activation = .onRequest
    } else {
      activation = .manual
    }
    let displayName = decoder.string(file["name"])
    return AgentRule(
      path: file.path, target: target, name: file.name(below: folder), description: description,
      activation: activation, body: file.body, bodyLineOffset: file.bodyLineOffset,
      extra: displayName.map { ["name": $0] } ?? [:])
  }
}
