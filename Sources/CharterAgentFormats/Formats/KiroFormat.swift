import CharterSupport

/// Kiro's steering files: `.kiro/steering/*.md`.
///
/// The front matter's `inclusion` chooses when Kiro reads a file: `always` (also the default,
/// and what a file without front matter gets), `fileMatch` (when a file in context matches
/// `fileMatchPattern`, one glob or a list of globs), `auto` (when the request fits the file's
/// `description`; `name` names it) or `manual` (only when referenced with `#name`). The front
/// matter is YAML: an unquoted `fileMatchPattern: **/*.ts` is a syntax error for Kiro too.
///
/// Compose writes one `.kiro/steering/NAME.md` per fragment: `inclusion: always`, or
/// `inclusion: fileMatch` with a quoted `fileMatchPattern` (a string for one glob, a list for
/// several), `auto` with `name` and `description`, or `manual`.
public enum KiroFormat: RuleFileFormat {
  public static let target = "kiro"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = ["\(folder)/**/*.md", "**/\(folder)/**/*.md"]

  /// The folder of steering files.
  static let folder = ".kiro/steering"
  /// The keys Kiro reads.
  static let knownKeys = ["inclusion", "fileMatchPattern", "name", "description"]
  /// The keys that say when the file is read and what it is about.
  package static let scopeKeys = ["inclusion", "fileMatchPattern", "description"]

  /// A `.md` file in `.kiro/steering`.
  package static func isRuleFile(_ path: String) -> Bool { isInside(path, folder: folder, suffix: ".md") }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    rule(frontMatter: frontMatter, body: body, at: path, syntax: .yaml, agent: "Kiro", read: rule(from:decoder:))
  }
  /// The values of `inclusion`.
  static let inclusions = ["always", "fileMatch", "auto", "manual"]

  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let rules = AgentRuleFile.rules(
      at: repository.files(under: folder, endingIn: [".md"], diagnostics: &diagnostics), in: repository,
      syntax: .yaml, agent: "Kiro",
      diagnostics: &diagnostics, rule: rule)
    return (rules, diagnostics.sorted())
  }

  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    RuleFileWriter.outputs(for: fragments, format: self, folder: folder, suffix: ".md") { fragment, scope in
      var description = fragment.description
      var frontMatter: [String]
      switch scope.mode {
      case .always: frontMatter = ["inclusion: always"]
      case .globs(let globs):
        let quoted = globs.map(RuleFileWriter.quoted)
        let pattern = quoted.count == 1 ? quoted[0] : "[" + quoted.joined(separator: ", ") + "]"
        frontMatter = ["inclusion: fileMatch", "fileMatchPattern: " + pattern]
      case .onRequest:
        frontMatter = ["inclusion: auto", "name: " + RuleFileWriter.quoted(fragment.name)]
        description = description ?? fragment.name
      case .manual: frontMatter = ["inclusion: manual"]
      }
      if let description { frontMatter.append("description: " + RuleFileWriter.quoted(description)) }
      return (frontMatter, [])
    }
  }

  // MARK: - Reading

  private static func rule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: knownKeys)
    let description = decoder.string(file["description"])
    let displayName = decoder.string(file["name"])
    let patterns = decoder.globs(file["fileMatchPattern"], commaSeparated: false)
    var activation = AgentActivation.always
    if let field = file["inclusion"] {
      switch decoder.keyword(field, among: inclusions) {
      case "fileMatch" where patterns.isEmpty:
        activation = .manual
        if !file.hasValue("fileMatchPattern") {
          decoder.collector.error(
            "missing-key", "'inclusion: fileMatch' needs 'fileMatchPattern'; without it Kiro never reads the file",
            at: field.value.start)
        }
      case "fileMatch": activation = .globs(patterns)
      case "auto":
        activation = .onRequest
        if description == nil {
          decoder.collector.warning(
            "missing-key", "'inclusion: auto' needs a 'description' for Kiro to decide when the file is relevant",
            at: field.value.start)
        }
      case "manual": activation = .manual
      default: break
      }
    }
    return AgentRule(
      path: file.path, target: target, name: file.name(below: folder), description: description,
      activation: activation, body: file.body, bodyLineOffset: file.bodyLineOffset,
      extra: displayName.map { ["name": $0] } ?? [:])
  }
}
