import CharterSupport

/// Cursor's project rules: `.cursor/rules/**/*.mdc` at the root and in any folder (a nested
/// `.cursor/rules` governs its folder, its globs relative to it), and the legacy `.cursorrules`
/// file.
///
/// An `.mdc` file has a front matter with three keys that choose when Cursor applies it:
/// `alwaysApply: true` (always), `globs` (when matching files are in context), `description`
/// alone (when the agent judges it relevant), none of them (only when @-mentioned). Cursor's
/// front matter is not strict YAML, `globs: **/*` and `globs: *.ts, *.tsx` being the usual
/// forms, so it is read leniently (``LenientFrontMatter``). `.cursorrules` is plain text that
/// always applies.
///
/// Compose writes one `.cursor/rules/NAME.mdc` per fragment with all three keys, as Cursor's
/// own editor does: a quoted `description`, `globs` as root-relative patterns separated by
/// commas without spaces or quotes, and `alwaysApply: true` only for a fragment that applies
/// to the whole repository.
public enum CursorFormat: RuleFileFormat {
  public static let target = "cursor"
  /// Every path this format's files can be at, as globs.
  public static let ownedPaths = [
    legacyFile, "\(folder)/**/*.mdc", "\(folder)/**/*.md", "**/\(folder)/**/*.mdc", "**/\(folder)/**/*.md",
  ]

  /// The folder of project rules.
  static let folder = ".cursor/rules"
  /// The legacy single rule file.
  static let legacyFile = ".cursorrules"
  /// The keys Cursor reads.
  static let knownKeys = ["description", "globs", "alwaysApply"]
  /// The keys that say when the rule applies: all of them.
  package static let scopeKeys = knownKeys

  /// A `.mdc` file in a `.cursor/rules` folder at any depth, or `.cursorrules`.
  package static func isRuleFile(_ path: String) -> Bool {
    path == legacyFile || isInside(path, folder: folder, suffix: ".mdc", nested: true)
  }

  /// The folder holding the `.cursor/rules` folder the file is in.
  package static func folder(governedBy path: String) -> String {
    guard let range = path.range(of: "/" + folder + "/") else { return "" }
    return String(path[..<range.lowerBound])
  }

  /// Every file but `.cursorrules`, which is plain text.
  package static func hasFrontMatter(_ path: String) -> Bool { path != legacyFile }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    if path == legacyFile {
      return AgentRule(path: path, target: target, name: "cursorrules", body: frontMatter + body)
    }
    let directory = folder(governedBy: path)
    return rule(frontMatter: frontMatter, body: body, at: path, syntax: .lenient, agent: "Cursor") { file, decoder in
      rule(from: file, in: directory, below: AgentRuleFile.join(directory, folder), decoder: &decoder)
    }
  }

  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var rules: [AgentRule] = []
    var seen: Set<String> = []
    for directory in repository.directories() {
      let rulesFolder = directory.isEmpty ? folder : directory + "/" + folder
      // A nested folder that is a link to another (the root's, say) is read once.
      guard repository.isDirectory(rulesFolder),
        seen.insert(repository.root.appendingPathComponent(rulesFolder).resolvingSymlinksInPath().path).inserted
      else { continue }
      rules += AgentRuleFile.rules(
        at: repository.files(under: rulesFolder, endingIn: [".mdc"], diagnostics: &diagnostics), in: repository,
        syntax: .lenient, agent: "Cursor",
        diagnostics: &diagnostics
      ) { file, decoder in
        rule(from: file, in: directory, below: rulesFolder, decoder: &decoder)
      }
    }
    if let legacy = AgentRuleFile.legacyRule(
      legacyFile, name: "cursorrules", target: target, agent: "Cursor", folder: folder, pattern: "*.mdc",
      in: repository, diagnostics: &diagnostics)
    {
      rules.append(legacy)
    }
    return (rules, diagnostics.sorted())
  }

  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    RuleFileWriter.outputs(for: fragments, format: self, folder: folder, suffix: ".mdc") { fragment, scope in
      var description = fragment.description
      var globs: [String] = []
      switch scope.mode {
      case .always: break
      case .globs(let patterns): globs = FragmentScope.expandingBraces(patterns)
      case .onRequest: description = description ?? fragment.name
      case .manual: description = nil  // a description would make Cursor apply it on request
      }
      let frontMatter = [
        "description:" + (description.map { " " + RuleFileWriter.quoted($0) } ?? ""),
        "globs:" + (globs.isEmpty ? "" : " " + globs.joined(separator: ",")),
        "alwaysApply: \(scope.mode == .always)",
      ]
      return (frontMatter, [])
    }
  }

  // MARK: - Reading

  /// The rule of `file`, found in `rulesFolder`, the `.cursor/rules` folder of `directory`.
  private static func rule(
    from file: AgentRuleFile, in directory: String, below rulesFolder: String, decoder: inout AgentFieldDecoder
  ) -> AgentRule? {
    decoder.warnAboutUnknownKeys(file.fields, known: knownKeys)
    let description = decoder.string(file["description"])
    let globs = decoder.globs(file["globs"], commaSeparated: true)
    let always = file["alwaysApply"].map { alwaysApply($0, decoder: &decoder) } ?? false
    let activation: AgentActivation =
      if always { .always } else if !globs.isEmpty { .globs(globs) } else if description != nil {
        .onRequest
      } else { .manual }
    return AgentRule(
      path: file.path, target: target, name: file.name(below: rulesFolder), directory: directory,
      description: description,
      activation: activation, body: file.body, bodyLineOffset: file.bodyLineOffset)
  }

  /// `alwaysApply` as Cursor takes it: only the boolean `true` turns it on. A quoted `"true"`
  /// is a string, which Cursor treats as not always applied: a warning, since the author
  /// surely meant the boolean.
  private static func alwaysApply(_ field: FrontMatterField, decoder: inout AgentFieldDecoder) -> Bool {
    if case .null = field.value.content { return false }
    if let value = field.value.bool { return value }
    if case .scalar(let text, quoted: true) = field.value.content, ["true", "false"].contains(text.lowercased()) {
      decoder.collector.warning(
        "quoted-boolean",
        "'alwaysApply' is the string \"\(text)\", not a boolean; Cursor treats the rule as not always "
          + "applied (write \(text.lowercased()) without quotes)",
        at: field.value.start)
      return false
    }
    let written =
      if case .scalar(let text, _) = field.value.content { "'\(text)'" } else { field.value.kindDescription }
    decoder.collector.error(
      "invalid-value", "'alwaysApply' must be true or false, not \(written)", at: field.value.start)
    return false
  }
}
