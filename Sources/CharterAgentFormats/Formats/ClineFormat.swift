import CharterSupport

/// Cline's workspace rules: `.clinerules`, either one file or a folder of `.md` and `.txt` files.
///
/// A rule without front matter always applies. A front matter with `paths:` (a list of globs,
/// matched from the repository root with picomatch) makes the rule conditional: Cline applies
/// it when a file in context matches, and never when the list is empty. The front matter is
/// YAML; a syntax error is an error here (Cline itself would then show the rule with its front
/// matter as text).
///
/// Compose writes the folder form, one `.clinerules/NAME.md` per fragment, with `paths:` for a
/// scoped fragment and no front matter otherwise. Cline has no on-request or manual rules, so
/// such a fragment always applies and says in its text when to use it. The writer cannot know
/// whether the repository has a `.clinerules` file where the folder must go; compose must
/// refuse in that case rather than replace a file it does not own.
public enum ClineFormat: RuleFileFormat {
  public static let target = "cline"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = [location, "\(location)/**/*.md", "**/\(location)/**/*.md"]

  /// The rule file, or folder of rule files.
  static let location = ".clinerules"
  /// The keys Cline reads.
  static let knownKeys = ["paths"]
  /// The keys that say when the rule applies: all of them.
  package static let scopeKeys = knownKeys

  /// `.clinerules` as one file, or a `.md` or `.txt` file in the `.clinerules` folder.
  package static func isRuleFile(_ path: String) -> Bool {
    path == location || isInside(path, folder: location, suffix: ".md")
      || isInside(path, folder: location, suffix: ".txt")
  }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    rule(frontMatter: frontMatter, body: body, at: path, syntax: .yaml, agent: "Cline", read: rule(from:decoder:))
  }

  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let paths =
      repository.isDirectory(location)
      ? repository.files(under: location, endingIn: [".md", ".txt"], diagnostics: &diagnostics)
      : [location]
    let rules = AgentRuleFile.rules(
      at: paths, in: repository, syntax: .yaml, agent: "Cline", diagnostics: &diagnostics, rule: rule)
    return (rules, diagnostics.sorted())
  }

  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    RuleFileWriter.outputs(for: fragments, format: self, folder: location, suffix: ".md") { fragment, scope in
      var frontMatter: [String] = []
      var notes: [String] = []
      switch scope.mode {
      case .always: break
      case .globs(let globs): frontMatter = ["paths:"] + globs.map { "  - " + RuleFileWriter.quoted($0) }
      case .onRequest, .manual: notes = ComposeText.scopeDescription(fragment).map { [$0] } ?? []
      }
      return (frontMatter, notes)
    }
  }

  // MARK: - Reading

  private static func rule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: knownKeys)
    var activation = AgentActivation.always
    if let field = file["paths"] {
      let globs = decoder.globs(field, commaSeparated: false)
      if !globs.isEmpty {
        activation = .globs(globs)
      } else if case .list(let items) = field.value.content, items.isEmpty {
        activation = .manual
        decoder.collector.warning(
          "rule-never-applies", "'paths' is an empty list, so Cline never applies this rule",
          at: field.value.start)
      }
    }
    let name = file.path == location ? "clinerules" : file.name(below: location)
    return AgentRule(
      path: file.path, target: target, name: name, activation: activation, body: file.body,
      bodyLineOffset: file.bodyLineOffset)
  }
}
