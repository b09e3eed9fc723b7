import CharterSupport

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
public enum CopilotFormat: RuleFileFormat {
  /// `copilot`.
  public static let target = "copilot"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = [repositoryWide, ".github/instructions/**/*\(suffix)"]
  /// The agent, in messages.
  static let agent = "GitHub Copilot"
  /// The repository-wide file.
  package static let repositoryWide = ".github/copilot-instructions.md"
  /// The suffix of path-specific files.
  static let suffix = ".instructions.md"
  /// The front-matter keys of path-specific files.
  static let keys = ["applyTo", "description", "excludeAgent", "name"]
  /// The keys that say when the file applies and what it is about.
  package static let scopeKeys = ["applyTo", "description"]

  /// A `.instructions.md` file in `.github/instructions`.
  package static func isRuleFile(_ path: String) -> Bool {
    isInside(path, folder: ".github/instructions", suffix: suffix)
  }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    rule(
      frontMatter: frontMatter, body: body, at: path, syntax: .lenientWithWarning(agent: agent), agent: agent,
      read: rule(from:decoder:))
  }

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
      at: repository.files(under: ".github/instructions", endingIn: [suffix], diagnostics: &diagnostics),
      in: repository,
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

  /// A managed block in `.github/copilot-instructions.md` and one `.instructions.md` file per
  /// scoped or nested fragment, or per fragment imported from such a file (``RecordedRuleFile``).
  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    let sorted = FolderLayout.sorted(fragments)
    let records = sorted.map { RecordedRuleFile.record(of: $0, in: self) }
    let placed = zip(sorted, records).filter { $0.1 == nil }.map(\.0)
    let wide = placed.filter { $0.directory.isEmpty && $0.activation == .always }
    let files = placed.filter { !($0.directory.isEmpty && $0.activation == .always) }
    var outputs: [ComposedOutput] = []
    if !wide.isEmpty {
      outputs.append(
        ComposedOutput(
          path: repositoryWide, target: target, ownership: .managedBlock,
          content: ComposeText.block(of: wide, scopeNote: false)))
    }
    for case (let fragment, let record?) in zip(sorted, records) {
      let content = RuleFileWriter.recorded(
        fragment, record, scopeKeys: scopeKeys, fencesWhenEmpty: true, generate: frontMatter)
      outputs.append(ComposedOutput(path: record.path, target: target, ownership: .wholeFile, content: content))
    }
    let taken = RuleFileWriter.taken(records, folder: ".github/instructions", suffix: suffix)
    for (fragment, name) in zip(files, RuleFileWriter.fileNames(for: files, taken: taken)) {
      let (lines, notes) = frontMatter(fragment)
      outputs.append(
        ComposedOutput(
          path: ".github/instructions/\(name)\(suffix)", target: target, ownership: .wholeFile,
          content: RuleFileWriter.file(
            frontMatter: lines, source: fragment.sourcePath, body: RuleFileWriter.body(of: fragment, notes: notes),
            fencesWhenEmpty: true)))
    }
    return outputs.sorted { $0.path < $1.path }
  }

  /// The front matter of a `.instructions.md` file for `fragment` (`applyTo` and
  /// `description`), and the scope note its body needs when `applyTo` cannot say it all.
  private static func frontMatter(_ fragment: ComposeFragment) -> (lines: [String], notes: [String]) {
    let globs = FragmentScope.rootGlobs(of: fragment)
    var positive = globs.filter { !$0.hasPrefix("!") }
    // Every file: a fragment that applies always (in a file of its own), or excludes only.
    if positive.isEmpty, fragment.activation != .onRequest, fragment.activation != .manual { positive = ["**"] }
    var lines: [String] = []
    if !positive.isEmpty {
      lines.append("applyTo: " + RuleFileWriter.quoted(positive.joined(separator: ",")))
    }
    if let description = fragment.description {
      lines.append("description: " + RuleFileWriter.quoted(description))
    }
    let exact = positive == globs && !positive.isEmpty
    return (lines, exact ? [] : ComposeText.scopeDescription(fragment).map { [$0] } ?? [])
  }
}
