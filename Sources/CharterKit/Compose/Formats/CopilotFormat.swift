/// GitHub Copilot's custom instructions.
///
/// **Read:** `.github/copilot-instructions.md` (repository-wide; Charter's managed block is
/// skipped) and `.github/instructions/**/*.instructions.md`, whose front matter `applyTo` (one
/// text of comma-separated globs relative to the root; `**` means every file) scopes the
/// file, `description` describes it, and `excludeAgent` (`code-review` or `coding-agent`) is
/// kept in ``AgentRule/extra``. A file without `applyTo` is applied only when chosen by hand
/// (or from its description, in VS Code). Front matter is read as leniently as VS Code reads it.
///
/// **Write:** fragments that apply everywhere go in a managed block in
/// `.github/copilot-instructions.md`; every scoped or nested fragment becomes
/// `.github/instructions/NAME.instructions.md` with `applyTo` relative to the root.
public enum CopilotFormat: AgentFormat {
  /// `copilot`.
  public static let target = "copilot"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = [repositoryWide, ".github/instructions/**/*\(suffix)"]
  /// The agent, in messages.
  static let agent = "GitHub Copilot"
  /// The repository-wide file.
  static let repositoryWide = ".github/copilot-instructions.md"
  /// The suffix of path-specific files.
  static let suffix = ".instructions.md"
  /// The front-matter keys of path-specific files.
  static let keys = ["applyTo", "description", "excludeAgent", "name"]
  /// The values `excludeAgent` takes.
  static let agents = ["code-review", "coding-agent"]

  /// The repository-wide instructions and every `.instructions.md` file.
  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var rules: [AgentRule] = []
    var diagnostics: [Diagnostic] = []
    if repository.exists(repositoryWide), !repository.isDirectory(repositoryWide),
      let text = AgentRuleFile.text(repositoryWide, in: repository, diagnostics: &diagnostics)
    {
      if AgentRuleFile.isBlank(text) {
        diagnostics.append(AgentRuleFile.emptyFileWarning(repositoryWide))
      } else if let body = AgentRuleFile.personText(text) {
        rules.append(AgentRule(path: repositoryWide, target: target, name: target, body: body))
      }
    }
    rules += AgentRuleFile.rules(
      at: repository.files(under: ".github/instructions", suffix: suffix), in: repository,
      syntax: .lenientWithWarning(agent: agent),
      agent: agent, warnsIfEmpty: false, dropsRulesWithErrors: true, diagnostics: &diagnostics, rule: rule)
    return (rules, diagnostics)
  }

  /// The rule a `*.instructions.md` file states.
  private static func rule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: keys, namingKnown: true)
    if AgentRuleFile.isBlank(file.body) {
      decoder.collector.append(contentsOf: [AgentRuleFile.emptyFileWarning(file.path, line: file.bodyLineOffset + 1)])
      return nil
    }
    let description = decoder.string(file["description"])
    let extra = self.extra(file, decoder: &decoder)
    let globs = decoder.globs(file["applyTo"], commaSeparated: true)
    let activation: AgentActivation
    if !globs.isEmpty {
      activation = AgentFieldDecoder.selectsEverything(globs) ? .always : .globs(globs)
    } else {
      if !decoder.collector.hasErrors {
        decoder.collector.warning(
          "missing-apply-to",
          "the file has no 'applyTo'; Copilot applies it only when it is chosen by hand"
            + " (add applyTo: \"**\" to apply it everywhere)",
          at: SourcePosition(line: 1, column: 1))
      }
      activation = description == nil ? .manual : .onRequest
    }
    let name = String(AgentRuleFile.fileName(file.path).dropLast(suffix.count))
    return AgentRule(
      path: file.path, target: target, name: name, description: description, activation: activation,
      body: file.body, bodyLineOffset: file.bodyLineOffset, extra: extra)
  }

  /// The keys kept for a faithful round trip: `excludeAgent` (checked) and `name`.
  private static func extra(_ file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> [String: String] {
    var extra: [String: String] = [:]
    for key in ["excludeAgent", "name"] {
      guard let field = file[key], let value = decoder.string(field) else { continue }
      if key == "excludeAgent", !agents.contains(value) {
        decoder.collector.warning(
          "invalid-value", "unknown agent '\(value)' in 'excludeAgent'; expected code-review or coding-agent",
          at: field.value.position)
      }
      extra[key] = value
    }
    return extra
  }

  /// A managed block in `.github/copilot-instructions.md` and one `.instructions.md` file per scoped or nested fragment.
  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    let sorted = FolderLayout.sorted(fragments)
    let wide = sorted.filter { $0.directory.isEmpty && $0.activation == .always }
    let files = sorted.filter { !($0.directory.isEmpty && $0.activation == .always) }
    var outputs: [ComposedOutput] = []
    if !wide.isEmpty {
      outputs.append(
        ComposedOutput(
          path: repositoryWide, target: target, ownership: .managedBlock,
          content: ComposeText.block(of: wide, scopeNote: false)))
    }
    for (fragment, name) in zip(files, RuleFileWriter.fileNames(for: files)) {
      let globs = FragmentScope.rootGlobs(of: fragment)
      var positive = globs.filter { !$0.hasPrefix("!") }
      if positive.isEmpty, case .globs = fragment.activation { positive = ["**"] }
      var frontMatter: [String] = []
      if !positive.isEmpty {
        frontMatter.append("applyTo: " + RuleFileWriter.quoted(positive.joined(separator: ",")))
      }
      if let description = fragment.description {
        frontMatter.append("description: " + RuleFileWriter.quoted(description))
      }
      let exact = positive == globs && !positive.isEmpty
      let note = exact ? nil : ComposeText.scopeDescription(fragment)
      outputs.append(
        ComposedOutput(
          path: ".github/instructions/\(name)\(suffix)", target: target, ownership: .wholeFile,
          content: RuleFileWriter.file(
            frontMatter: frontMatter, source: fragment.sourcePath,
            body: RuleFileWriter.body(of: fragment, notes: note.map { [$0] } ?? []), fencesWhenEmpty: true)))
    }
    return outputs.sorted { $0.path < $1.path }
  }
}
