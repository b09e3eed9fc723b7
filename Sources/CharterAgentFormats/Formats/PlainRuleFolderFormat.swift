import CharterSupport

/// A format whose agent reads every Markdown file of a folder as rules that always apply, with
/// no front matter to scope them: Roo Code's `.roo/rules`, Kilo Code's `.kilocode/rules`,
/// Amazon Q's `.amazonq/rules` ….
///
/// **Read:** each file in the folder (and its subfolders), at the root only, one rule per file
/// that always applies; a front matter is the agent's text like any other. A legacy single
/// file (``legacyFile``), plain text, is one more rule.
///
/// **Write:** one `FOLDER/NAME.md` per fragment, the generated header, then the fragment's text;
/// a fragment that does not apply everywhere starts with a line saying where it applies.
package protocol PlainRuleFolderFormat: RuleFileFormat {
  /// The folder of rule files, relative to the root (`.roo/rules`).
  static var folder: String { get }
  /// The file endings the agent reads (`[".md"]`).
  static var suffixes: [String] { get }
  /// The agent's legacy single rule file (`.roorules`), if it has one.
  static var legacyFile: String? { get }
  /// The agent, in messages.
  static var agent: String { get }
  /// Whether the agent reads the legacy file only while the folder has no rules (Roo Code): then
  /// once compose writes into the folder, a fragment imported from the legacy file goes there
  /// too, and the legacy file, left to compose, is removed.
  static var legacyFileIsFallback: Bool { get }
}

extension PlainRuleFolderFormat {
  public static var ownedPaths: [String] {
    suffixes.map { "\(folder)/**/*\($0)" } + (legacyFile.map { [$0] } ?? [])
  }
  package static var scopeKeys: [String] { [] }
  package static var suffixes: [String] { [".md"] }
  package static var legacyFile: String? { nil }
  package static var legacyFileIsFallback: Bool { false }

  /// A file in the folder with one of the endings, or the legacy file.
  package static func isRuleFile(_ path: String) -> Bool {
    path == legacyFile || suffixes.contains { isInside(path, folder: folder, suffix: $0) }
  }

  /// None: the agent reads the whole file as text.
  package static func hasFrontMatter(_ path: String) -> Bool { false }

  package static func rule(frontMatter: String, body: String, at path: String) -> AgentRule? {
    AgentRule(path: path, target: target, name: name(of: path), body: frontMatter + body, frontMatter: "")
  }

  /// The rule's name: the file's path below the folder without its ending, or the legacy
  /// file's name without its dot.
  static func name(of path: String) -> String {
    if path == legacyFile { return String(path.drop { $0 == "." }) }
    var relative = Substring(path.dropFirst(folder.count + 1))
    if let suffix = suffixes.first(where: { relative.hasSuffix($0) }) { relative = relative.dropLast(suffix.count) }
    return String(relative)
  }

  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let paths = repository.files(under: folder, endingIn: suffixes, diagnostics: &diagnostics)
    var rules = AgentRuleFile.rules(
      at: paths, in: repository, syntax: .plain, agent: agent, diagnostics: &diagnostics
    ) { file, _ in
      AgentRule(path: file.path, target: target, name: name(of: file.path), body: file.body)
    }
    if let legacyFile,
      let legacy = AgentRuleFile.legacyRule(
        legacyFile, name: name(of: legacyFile), target: target, agent: agent, folder: folder,
        pattern: "*" + (suffixes.first ?? ".md"), in: repository, diagnostics: &diagnostics)
    {
      rules.append(legacy)
    }
    return (rules, diagnostics.sorted())
  }

  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    var fragments = fragments
    if legacyFileIsFallback, let legacyFile, fragments.contains(where: { $0.agentFiles[legacyFile] == nil }) {
      fragments = fragments.map { fragment in
        var moved = fragment
        moved.agentFiles[legacyFile] = nil
        return moved
      }
    }
    return RuleFileWriter.outputs(for: fragments, format: self, folder: folder, suffix: suffixes.first ?? ".md") {
      fragment, scope in
      ([], scope.sentence(for: fragment).map { [$0] } ?? [])
    }
  }
}
