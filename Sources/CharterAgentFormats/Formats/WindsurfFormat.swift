import CharterSupport

/// Windsurf's workspace rules: `.windsurf/rules/*.md`, and the legacy `.windsurfrules` file.
///
/// A rule's front matter chooses its activation with `trigger`: `always_on`, `glob` (with
/// `globs`), `model_decision` (the agent decides from `description`) or `manual` (only when
/// @-mentioned), which is also what a rule without `trigger` gets. Windsurf writes `globs`
/// like Cursor, unquoted and comma-separated, so the front matter is read leniently
/// (``LenientFrontMatter``). `.windsurfrules` is plain text that always applies.
///
/// Compose writes one `.windsurf/rules/NAME.md` per fragment with `trigger`, `globs` for a
/// scoped fragment and a quoted `description` when the fragment has one. Windsurf reads at most
/// ``characterLimit`` characters of a rule file; compose reports the budget and never truncates.
public enum WindsurfFormat: RuleFileFormat {
  public static let target = "windsurf"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = [legacyFile, "\(folder)/**/*.md", "**/\(folder)/**/*.md"]

  /// The most characters Windsurf reads from one workspace rule file (12,000).
  public static let characterLimit = 12_000

  /// The folder of workspace rules.
  static let folder = ".windsurf/rules"
  /// The legacy single rule file.
  static let legacyFile = ".windsurfrules"
  /// The keys Windsurf reads.
  static let knownKeys = ["trigger", "globs", "description"]
  /// The keys that say when the rule applies: all of them.
  package static let scopeKeys = knownKeys

  /// A `.md` file in `.windsurf/rules`, or `.windsurfrules`.
  package static func isRuleFile(_ path: String) -> Bool {
    path == legacyFile || isInside(path, folder: folder, suffix: ".md")
  }

  /// Every file but `.windsurfrules`, which is plain text.
  package static func hasFrontMatter(_ path: String) -> Bool { path != legacyFile }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    if path == legacyFile {
      return AgentRule(path: path, target: target, name: "windsurfrules", body: frontMatter + body)
    }
    return rule(
      frontMatter: frontMatter, body: body, at: path, syntax: .lenient, agent: "Windsurf", read: rule(from:decoder:))
  }
  /// The values of `trigger`; newer releases also document `agent`, read like `model_decision`.
  static let triggers = ["always_on", "glob", "model_decision", "manual", "agent"]

  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var rules = AgentRuleFile.rules(
      at: repository.files(under: folder, endingIn: [".md"], diagnostics: &diagnostics), in: repository,
      syntax: .lenient, agent: "Windsurf",
      diagnostics: &diagnostics, rule: rule)
    if let legacy = AgentRuleFile.legacyRule(
      legacyFile, name: "windsurfrules", target: target, agent: "Windsurf", folder: folder, pattern: "*.md",
      in: repository, diagnostics: &diagnostics)
    {
      rules.append(legacy)
    }
    return (rules, diagnostics.sorted())
  }

  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    RuleFileWriter.outputs(for: fragments, format: self, folder: folder, suffix: ".md") { fragment, scope in
      var description = fragment.description
      var frontMatter: [String]
      switch scope.mode {
      case .always: frontMatter = ["trigger: always_on"]
      case .globs(let globs):
        frontMatter = ["trigger: glob", "globs: " + FragmentScope.expandingBraces(globs).joined(separator: ",")]
      case .onRequest:
        frontMatter = ["trigger: model_decision"]
        description = description ?? fragment.name
      case .manual: frontMatter = ["trigger: manual"]
      }
      if let description { frontMatter.append("description: " + RuleFileWriter.quoted(description)) }
      return (frontMatter, [])
    }
  }

  // MARK: - Reading

  private static func rule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: knownKeys)
    let description = decoder.string(file["description"])
    let globs = decoder.globs(file["globs"], commaSeparated: true)
    var activation = AgentActivation.manual
    if let field = file["trigger"] {
      switch decoder.keyword(field, among: triggers) {
      case "always_on": activation = .always
      case "model_decision", "agent": activation = .onRequest
      case "glob" where globs.isEmpty:
        if !file.hasValue("globs") {
          decoder.collector.error(
            "missing-key", "'trigger: glob' needs 'globs'; without them Windsurf never applies the rule",
            at: field.value.start)
        }
      case "glob": activation = .globs(globs)
      default: break
      }
    } else {
      decoder.collector.warning(
        "missing-key", "no 'trigger' in front matter; Windsurf applies the rule only when it is @-mentioned",
        at: file.fields.first?.keyPosition ?? SourcePosition(line: 1, column: 1))
    }
    if file.length > characterLimit {
      decoder.collector.warning(
        "rule-too-long",
        "the file has \(file.length) characters; Windsurf reads at most \(characterLimit) of a rule file",
        at: SourcePosition(line: 1, column: 1))
    }
    return AgentRule(
      path: file.path, target: target, name: file.name(below: folder), description: description,
      activation: activation, body: file.body, bodyLineOffset: file.bodyLineOffset)
  }
}
