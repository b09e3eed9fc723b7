import CharterSupport

/// The rule-file format Windsurf introduced and its successors kept: one Markdown file per rule
/// in a folder, a front matter whose `trigger` chooses when the rule applies — `always_on`,
/// `glob` (with `globs`), `model_decision` (the agent decides from `description`) or `manual`
/// (only when @-mentioned). Windsurf (`.windsurf/rules`), Devin Desktop (`.devin/rules`) and
/// Google Antigravity (`.agents/rules`) read it.
///
/// The front matter is read leniently (``LenientFrontMatter``): these editors write `globs`
/// unquoted and comma-separated. Compose writes `trigger`, `globs` for a scoped fragment (as a
/// comma-separated text, or a YAML list where the agent needs one) and a quoted `description`
/// when the fragment has one.
package protocol TriggerRuleFormat: RuleFileFormat {
  /// The folder of rule files (`.windsurf/rules`).
  static var folder: String { get }
  /// The agent's legacy single rule file, plain text that always applies (`.windsurfrules`).
  static var legacyFile: String? { get }
  /// The agent, in messages.
  static var agent: String { get }
  /// Whether compose writes `globs` as a YAML list (Devin's CLI refuses a text).
  static var writesGlobsAsList: Bool { get }
  /// Whether a rule without `trigger` applies by what it has (`globs`, else `description`,
  /// else only when mentioned), as Devin reads it, rather than only when mentioned, with a
  /// warning, as Windsurf did.
  static var infersTrigger: Bool { get }
  /// The most characters the agent reads from one rule file, if it stops somewhere.
  static var characterLimit: Int? { get }
}

extension TriggerRuleFormat {
  public static var ownedPaths: [String] {
    (legacyFile.map { [$0] } ?? []) + ["\(folder)/**/*.md", "**/\(folder)/**/*.md"]
  }
  package static var legacyFile: String? { nil }
  package static var writesGlobsAsList: Bool { false }
  package static var infersTrigger: Bool { false }
  package static var characterLimit: Int? { nil }

  /// The keys the agent reads, all of which say when the rule applies.
  package static var scopeKeys: [String] { ["trigger", "globs", "description"] }
  /// The values of `trigger`; newer releases also document `agent`, read like `model_decision`.
  static var triggers: [String] { ["always_on", "glob", "model_decision", "manual", "agent"] }

  /// A `.md` file in the folder, or the legacy file.
  package static func isRuleFile(_ path: String) -> Bool {
    path == legacyFile || isInside(path, folder: folder, suffix: ".md")
  }

  /// Every file but the legacy one, which is plain text.
  package static func hasFrontMatter(_ path: String) -> Bool { path != legacyFile }

  /// The legacy file's rule name: its name without the dot.
  static var legacyName: String { legacyFile.map { String($0.drop { $0 == "." }) } ?? "" }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    if path == legacyFile {
      return AgentRule(path: path, target: target, name: legacyName, body: frontMatter + body)
    }
    return rule(
      frontMatter: frontMatter, body: body, at: path, syntax: .lenient, agent: agent, read: triggerRule(from:decoder:))
  }

  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var rules = AgentRuleFile.rules(
      at: repository.files(under: folder, endingIn: [".md"], diagnostics: &diagnostics), in: repository,
      syntax: .lenient, agent: agent, diagnostics: &diagnostics, rule: triggerRule(from:decoder:))
    if let legacyFile,
      let legacy = AgentRuleFile.legacyRule(
        legacyFile, name: legacyName, target: target, agent: agent, folder: folder, pattern: "*.md",
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
        let expanded = FragmentScope.expandingBraces(globs)
        let value =
          writesGlobsAsList
          ? "[" + expanded.map(RuleFileWriter.quoted).joined(separator: ", ") + "]" : expanded.joined(separator: ",")
        frontMatter = ["trigger: glob", "globs: " + value]
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

  static func triggerRule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: scopeKeys)
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
            "missing-key", "'trigger: glob' needs 'globs'; without them \(agent) never applies the rule",
            at: field.value.start)
        }
      case "glob": activation = .globs(globs)
      default: break
      }
    } else if infersTrigger {
      activation = !globs.isEmpty ? .globs(globs) : description != nil ? .onRequest : .manual
    } else {
      decoder.collector.warning(
        "missing-key", "no 'trigger' in front matter; \(agent) applies the rule only when it is @-mentioned",
        at: file.fields.first?.keyPosition ?? SourcePosition(line: 1, column: 1))
    }
    if let characterLimit, file.length > characterLimit {
      decoder.collector.warning(
        "rule-too-long",
        "the file has \(file.length) characters; \(agent) reads at most \(characterLimit) of a rule file",
        at: SourcePosition(line: 1, column: 1))
    }
    return AgentRule(
      path: file.path, target: target, name: file.name(below: folder), description: description,
      activation: activation, body: file.body, bodyLineOffset: file.bodyLineOffset)
  }
}
