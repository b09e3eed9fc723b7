import CharterSupport

/// JetBrains AI Assistant's project rules: `.aiassistant/rules/**/*.md`.
///
/// The IDE keeps when a rule applies in the file's front matter: `apply: always`,
/// `apply: by file patterns` with `patterns` (comma-separated, unquoted, or a list),
/// `apply: by model decision` with `instructions` (what the model decides on), or
/// `apply: manually`. A file without front matter applies always. The front matter is read
/// leniently, as the IDE writes `patterns: src/**/*.tsx, *.ts`.
///
/// Compose writes one `.aiassistant/rules/NAME.md` per fragment with `apply` and, for its
/// kind, `patterns` or a quoted `instructions`.
public enum JetBrainsFormat: RuleFileFormat {
  public static let target = "jetbrains"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = ["\(folder)/**/*.md"]

  /// The folder of rule files.
  static let folder = ".aiassistant/rules"
  /// The keys the IDE writes, all of which say when the rule applies.
  package static let scopeKeys = ["apply", "patterns", "instructions"]
  /// The values of `apply`.
  static let kinds = ["always", "by file patterns", "by model decision", "manually", "off"]
  /// The agent, in messages.
  static let agent = "JetBrains AI Assistant"

  /// A `.md` file in `.aiassistant/rules`.
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
      switch scope.mode {
      case .always: (["apply: always"], [])
      case .globs(let globs):
        (["apply: by file patterns", "patterns: " + FragmentScope.expandingBraces(globs).joined(separator: ", ")], [])
      case .onRequest:
        (
          ["apply: by model decision", "instructions: " + RuleFileWriter.quoted(fragment.description ?? fragment.name)],
          []
        )
      case .manual: (["apply: manually"], [])
      }
    }
  }

  // MARK: - Reading

  private static func rule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    let instructions = decoder.string(file["instructions"])
    let patterns = decoder.globs(file["patterns"], commaSeparated: true)
    var activation = AgentActivation.always
    if let field = file["apply"] {
      switch decoder.keyword(field, among: kinds) {
      case "by file patterns" where patterns.isEmpty:
        activation = .manual
        decoder.collector.error(
          "missing-key", "'apply: by file patterns' needs 'patterns'; without them the rule never applies",
          at: field.value.start)
      case "by file patterns": activation = .globs(patterns)
      case "by model decision": activation = .onRequest
      case "manually", "off": activation = .manual
      default: break
      }
    }
    return AgentRule(
      path: file.path, target: target, name: file.name(below: folder), description: instructions,
      activation: activation, body: file.body, bodyLineOffset: file.bodyLineOffset)
  }
}
