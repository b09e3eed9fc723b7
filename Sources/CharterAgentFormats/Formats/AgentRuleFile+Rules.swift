import CharterSupport

/// The loop every format with one rule per file runs: read each file, decode its front matter,
/// collect the diagnostics.
extension AgentRuleFile {
  /// The rules the files at `paths` state, in order: each file is read with `syntax` and handed
  /// to `rule` with a decoder for `agent`. With `dropsRulesWithErrors` (Claude Code, Copilot) a
  /// file whose decoding found an error gives no rule; `warnsIfEmpty` is passed to ``read``.
  static func rules(
    at paths: [String], in repository: RepositoryFiles, syntax: Syntax, agent: String,
    warnsIfEmpty: Bool = true, dropsRulesWithErrors: Bool = false, diagnostics: inout [Diagnostic],
    rule: (AgentRuleFile, inout AgentFieldDecoder) -> AgentRule?
  ) -> [AgentRule] {
    var rules: [AgentRule] = []
    for path in paths {
      guard
        let file = read(path, in: repository, syntax: syntax, warnsIfEmpty: warnsIfEmpty, diagnostics: &diagnostics)
      else { continue }
      var decoder = AgentFieldDecoder(path: path, agent: agent)
      var read = rule(file, &decoder)
      read?.frontMatter = file.frontMatterText
      diagnostics += decoder.collector.diagnostics
      if let read, !(dropsRulesWithErrors && decoder.collector.hasErrors) { rules.append(read) }
    }
    return rules
  }

  /// The rule of a legacy single rule file (`.cursorrules`), plain text that always applies,
  /// named `name`; with a warning when `folder`, where `agent` now reads rules from `pattern`
  /// files, exists too.
  static func legacyRule(
    _ path: String, name: String, target: String, agent: String, folder: String, pattern: String,
    in repository: RepositoryFiles, diagnostics: inout [Diagnostic]
  ) -> AgentRule? {
    guard !repository.isDirectory(path),
      let file = read(path, in: repository, syntax: .plain, diagnostics: &diagnostics)
    else { return nil }
    if repository.isDirectory(folder) {
      diagnostics.append(
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "legacy-rule-file",
          message: "'\(path)' is \(agent)'s legacy rule file and '\(folder)' exists too; "
            + "move its rules into '\(folder)/\(pattern)'"))
    }
    var rule = AgentRule(path: path, target: target, name: name, activation: .always, body: file.body)
    rule.frontMatter = ""  // a plain file, compose writes it back as one
    return rule
  }
}
