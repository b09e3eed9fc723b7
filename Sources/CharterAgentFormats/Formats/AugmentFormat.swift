import CharterSupport

/// Augment's rules (the IDE extensions and the Auggie CLI): `.augment/rules/**/*.md`, and the
/// legacy `.augment-guidelines` file.
///
/// The front matter's `type` chooses when Augment applies a file: `always_apply` (also what a
/// file without `type` gets), `agent_requested` (when the request fits `description`) or
/// `manual` (only when @-mentioned). Augment cannot scope a rule by path, so a fragment scoped
/// by globs is written as `always_apply` with a line saying where it applies.
public enum AugmentFormat: RuleFileFormat {
  public static let target = "augment"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = [legacyFile, "\(folder)/**/*.md"]

  /// The folder of rule files.
  static let folder = ".augment/rules"
  /// The legacy workspace guidelines file, plain text that always applies.
  static let legacyFile = ".augment-guidelines"
  /// The keys Augment reads, all of which say when the rule applies.
  package static let scopeKeys = ["type", "description"]
  /// The values of `type`.
  static let types = ["always_apply", "agent_requested", "manual"]
  /// The agent, in messages.
  static let agent = "Augment"

  /// A `.md` file in `.augment/rules`, or `.augment-guidelines`.
  package static func isRuleFile(_ path: String) -> Bool {
    path == legacyFile || isInside(path, folder: folder, suffix: ".md")
  }

  /// Every file but `.augment-guidelines`, which is plain text.
  package static func hasFrontMatter(_ path: String) -> Bool { path != legacyFile }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    if path == legacyFile { return AgentRule(path: path, target: target, name: "augment-guidelines", body: body) }
    return rule(frontMatter: frontMatter, body: body, at: path, syntax: .lenient, agent: agent, read: rule(from:decoder:))
  }

  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var rules = AgentRuleFile.rules(
      at: repository.files(under: folder, endingIn: [".md"], diagnostics: &diagnostics), in: repository,
      syntax: .lenient, agent: agent, diagnostics: &diagnostics, rule: rule(from:decoder:))
    if let legacy = AgentRuleFile.legacyRule(
      legacyFile, name: "augment-guidelines", target: target, agent: agent, folder: folder, pattern: "*.md",
      in: repository, diagnostics: &diagnostics)
    {
      rules.append(legacy)
    }
    return (rules, diagnostics.sorted())
  }

  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    RuleFileWriter.outputs(for: fragments, format: self, folder: folder, suffix: ".md") { fragment, scope in
      var description = fragment.description
      var notes: [String] = []
      let type: String
      switch scope.mode {
      case .always: type = "always_apply"
      case .globs:
        type = "always_apply"
        notes = scope.sentence(for: fragment).map { [$0] } ?? []
      case .onRequest:
        type = "agent_requested"
        description = description ?? fragment.name
      case .manual: type = "manual"
      }
      var lines = ["type: " + type]
      if let description { lines.append("description: " + RuleFileWriter.quoted(description)) }
      return (lines, notes)
    }
  }

  // MARK: - Reading

  private static func rule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: scopeKeys)
    let description = decoder.string(file["description"])
    var activation = AgentActivation.always
    if let field = file["type"] {
      switch decoder.keyword(field, among: types) {
      case "agent_requested":
        activation = .onRequest
        if description == nil {
          decoder.collector.warning(
            "missing-key", "'type: agent_requested' needs a 'description' for Augment to decide when it applies",
            at: field.value.start)
        }
      case "manual": activation = .manual
      default: break
      }
    }
    return AgentRule(
      path: file.path, target: target, name: file.name(below: folder), description: description,
      activation: activation, body: file.body, bodyLineOffset: file.bodyLineOffset)
  }
}
