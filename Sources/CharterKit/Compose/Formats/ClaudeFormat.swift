/// Claude Code's memory: `CLAUDE.md` files and `.claude/rules`.
///
/// **Read:** `CLAUDE.md` and `CLAUDE.local.md` in the root and in any folder (each governs its
/// folder), `.claude/CLAUDE.md`, and `.claude/rules/**/*.md`, whose front matter `paths` (a
/// list of globs, or one text of comma-separated globs, relative to the root) scopes the rule;
/// a rule without `paths` applies always. `@path` imports in memory files are followed (see
/// ``ImportResolver``) and listed in ``AgentRule/imports``. Front matter is read as leniently
/// as Claude Code reads it: `paths: **/*.ts` is accepted with a warning.
///
/// **Write:** fragments that apply everywhere go in a managed block in the root `CLAUDE.md`;
/// every scoped or nested fragment becomes `.claude/rules/NAME.md` with `paths` relative to
/// the root.
public enum ClaudeFormat: AgentFormat {
  /// `claude`.
  public static let target = "claude"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = ["CLAUDE.md", "**/CLAUDE.md", ".claude/rules/**/*.md", "**/.claude/rules/**/*.md"]
  /// The agent, in messages.
  static let agent = "Claude Code"
  /// The front-matter keys of `.claude/rules` files.
  static let ruleKeys = ["paths", "description"]

  /// Every memory file (imports followed) and every `.claude/rules` file.
  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var rules: [AgentRule] = []
    var diagnostics: [Diagnostic] = []
    var memoryFiles = AgentRuleFile.inEveryFolder(["CLAUDE.md", "CLAUDE.local.md"], of: repository)
    if repository.exists(".claude/CLAUDE.md") { memoryFiles.append(("", ".claude/CLAUDE.md")) }
    for (directory, path) in memoryFiles.sorted(by: { $0.path < $1.path }) {
      let read = MemoryFile.read(path, directory: directory, in: repository, target: target, agent: agent)
      rules += read.rule.map { [$0] } ?? []
      diagnostics += read.diagnostics
    }
    rules += AgentRuleFile.rules(
      at: repository.files(under: ".claude/rules", suffix: ".md"), in: repository,
      syntax: .lenientWithWarning(agent: agent),
      agent: agent, warnsIfEmpty: false, dropsRulesWithErrors: true, diagnostics: &diagnostics, rule: rule)
    return (rules, diagnostics)
  }

  /// The rule a `.claude/rules` file states.
  private static func rule(from file: AgentRuleFile, decoder: inout AgentFieldDecoder) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: ruleKeys, namingKnown: true)
    if AgentRuleFile.isBlank(file.body) {
      decoder.collector.append(contentsOf: [AgentRuleFile.emptyFileWarning(file.path, line: file.bodyLineOffset + 1)])
      return nil
    }
    var activation = AgentActivation.always
    if let paths = file["paths"] {
      let globs = decoder.globs(paths, commaSeparated: true)
      if !globs.isEmpty, !AgentFieldDecoder.selectsEverything(globs) { activation = .globs(globs) }
    }
    return AgentRule(
      path: file.path, target: target, name: file.name(below: ".claude/rules"),
      description: decoder.string(file["description"]),
      activation: activation, body: file.body, bodyLineOffset: file.bodyLineOffset)
  }

  /// A managed block in `CLAUDE.md`, one in `DIR/CLAUDE.md` for the fragments of a folder
  /// that apply to all of it (Claude Code reads a nested CLAUDE.md when it works there, so a
  /// nested memory file stays nested), and one `.claude/rules` file per other scoped fragment.
  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    let (memory, files) = split(fragments)
    var outputs: [ComposedOutput] = []
    for (folder, members) in Dictionary(grouping: memory, by: \.directory) {
      let sections = members.map {
        ComposeText.section(of: $0, scopeNote: $0.activation != .always)
      }
      outputs.append(
        ComposedOutput(
          path: AgentRuleFile.join(folder, "CLAUDE.md"), target: target, ownership: .managedBlock,
          content: sections.joined(separator: "\n\n") + "\n"))
    }
    for (fragment, name) in zip(files, RuleFileWriter.fileNames(for: files)) {
      let globs = FragmentScope.rootGlobs(of: fragment)
      let positive = globs.filter { !$0.hasPrefix("!") }
      let frontMatter = positive.isEmpty ? [] : ["paths:"] + positive.map { "  - " + RuleFileWriter.quoted($0) }
      let exact = positive.count == globs.count && fragment.activation != .onRequest && fragment.activation != .manual
      let note = exact ? nil : ComposeText.scopeDescription(fragment)
      outputs.append(
        ComposedOutput(
          path: ".claude/rules/\(name).md", target: target, ownership: .wholeFile,
          content: RuleFileWriter.file(
            frontMatter: frontMatter, source: fragment.sourcePath,
            body: RuleFileWriter.body(of: fragment, notes: note.map { [$0] } ?? []), fencesWhenEmpty: true)))
    }
    return outputs.sorted { $0.path < $1.path }
  }

  /// The fragments for memory files (root fragments that are not glob-scoped, and nested
  /// ones that apply to their whole folder) and those that get a rule file, each sorted.
  private static func split(_ fragments: [ComposeFragment]) -> (memory: [ComposeFragment], files: [ComposeFragment]) {
    let sorted = FolderLayout.sorted(fragments)
    let inMemory = { (fragment: ComposeFragment) in
      if case .globs = fragment.activation { return false }
      return fragment.directory.isEmpty || fragment.activation == .always
    }
    return (sorted.filter(inMemory), sorted.filter { !inMemory($0) })
  }
}
