import CharterSupport

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
public enum ClaudeFormat: RuleFileFormat, MemoryFileFormat {
  /// `claude`.
  public static let target = "claude"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = ["CLAUDE.md", "**/CLAUDE.md", ".claude/rules/**/*.md", "**/.claude/rules/**/*.md"]
  /// The agent, in messages.
  static let agent = "Claude Code"
  /// The front-matter keys of `.claude/rules` files.
  static let ruleKeys = ["paths", "description"]
  /// The keys that say when a rule file applies and what it is about: all of them.
  package static let scopeKeys = ruleKeys

  /// A `.md` file in `.claude/rules`.
  package static func isRuleFile(_ path: String) -> Bool { isInside(path, folder: ".claude/rules", suffix: ".md") }

  /// `CLAUDE.md` in any folder (`CLAUDE.local.md` is one person's and never imported).
  package static func isMemoryFile(_ path: String) -> Bool { isNamed(path, ["CLAUDE.md"]) && !isRuleFile(path) }

  /// A memory file's folder (the root for `.claude/CLAUDE.md`); the root for a rule file.
  package static func folder(governedBy path: String) -> String {
    if isRuleFile(path) || path.lowercased() == ".claude/claude.md" { return "" }
    return AgentRuleFile.directory(of: path)
  }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    rule(
      frontMatter: frontMatter, body: body, at: path, syntax: .lenientWithWarning(agent: agent), agent: agent,
      read: rule(from:decoder:))
  }

  /// Every memory file (imports followed) and every `.claude/rules` file.
  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var rules: [AgentRule] = []
    var diagnostics: [Diagnostic] = []
    var memoryFiles = AgentRuleFile.inEveryFolder(["CLAUDE.md", "CLAUDE.local.md"], of: repository)
    if let path = AgentRuleFile.file(named: "CLAUDE.md", in: ".claude", of: repository) {
      memoryFiles.append(("", path))
    }
    for (directory, path) in memoryFiles.sorted(by: { $0.path < $1.path }) {
      let read = MemoryFile.read(path, directory: directory, in: repository, target: target, agent: agent)
      rules += read.rule.map { [$0] } ?? []
      diagnostics += read.diagnostics
    }
    rules += AgentRuleFile.rules(
      at: repository.files(under: ".claude/rules", endingIn: [".md"], diagnostics: &diagnostics),
      in: repository,
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
  /// nested memory file stays nested), and one `.claude/rules` file per other scoped fragment
  /// or fragment imported from such a file (``RecordedRuleFile``).
  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    let sorted = FolderLayout.sorted(fragments)
    let records = sorted.map { RecordedRuleFile.record(of: $0, in: self) }
    let (memory, files) = split(zip(sorted, records).filter { $0.1 == nil }.map(\.0))
    var outputs: [ComposedOutput] = []
    let byPath = Dictionary(grouping: memory) { recordedFile(of: $0) ?? AgentRuleFile.join($0.directory, "CLAUDE.md") }
    for (path, members) in byPath {
      let sections = members.map {
        ComposeText.section(of: $0, scopeNote: $0.activation != .always)
      }
      outputs.append(
        ComposedOutput(
          path: path, target: target, ownership: .managedBlock, content: sections.joined(separator: "\n\n") + "\n"))
    }
    for case (let fragment, let record?) in zip(sorted, records) {
      let content = RuleFileWriter.recorded(
        fragment, record, scopeKeys: scopeKeys, fencesWhenEmpty: true, generate: frontMatter)
      outputs.append(ComposedOutput(path: record.path, target: target, ownership: .wholeFile, content: content))
    }
    let taken = RuleFileWriter.taken(records, folder: ".claude/rules", suffix: ".md")
    for (fragment, name) in zip(files, RuleFileWriter.fileNames(for: files, taken: taken)) {
      let (lines, notes) = frontMatter(fragment)
      outputs.append(
        ComposedOutput(
          path: ".claude/rules/\(name).md", target: target, ownership: .wholeFile,
          content: RuleFileWriter.file(
            frontMatter: lines, source: fragment.sourcePath, body: RuleFileWriter.body(of: fragment, notes: notes),
            fencesWhenEmpty: true)))
    }
    return outputs.sorted { $0.path < $1.path }
  }

  /// The front matter of a `.claude/rules` file for `fragment` (`paths`, a YAML list, and its
  /// `description`), and the scope note its body needs when `paths` cannot say it all.
  private static func frontMatter(_ fragment: ComposeFragment) -> (lines: [String], notes: [String]) {
    let globs = FragmentScope.rootGlobs(of: fragment)
    let positive = globs.filter { !$0.hasPrefix("!") }
    var lines = positive.isEmpty ? [] : ["paths:"] + positive.map { "  - " + RuleFileWriter.quoted($0) }
    if let description = fragment.description { lines.append("description: " + RuleFileWriter.quoted(description)) }
    let exact = positive.count == globs.count && fragment.activation != .onRequest && fragment.activation != .manual
    return (lines, exact ? [] : ComposeText.scopeDescription(fragment).map { [$0] } ?? [])
  }

  /// The fragments for memory files (root fragments that are not glob-scoped, and nested
  /// ones that apply to their whole folder) and those that get a rule file, each sorted.
  private static func split(_ fragments: [ComposeFragment]) -> (memory: [ComposeFragment], files: [ComposeFragment]) {
    let inMemory = { (fragment: ComposeFragment) in
      if case .globs = fragment.activation { return false }
      return fragment.directory.isEmpty || fragment.activation == .always
    }
    return (fragments.filter(inMemory), fragments.filter { !inMemory($0) })
  }
}
