import CharterSupport

/// Reading a rule file's text: the one place a format reader turns a file that cannot be read
/// into a diagnostic, and what a person (not Charter) wrote in it.
extension AgentRuleFile {
  /// The text of the file at `path`, or `nil` when there is none or it cannot be read; a file
  /// that exists but cannot be read (not UTF-8, outside the repository …) adds its diagnostic.
  static func text(_ path: String, in repository: RepositoryFiles, diagnostics: inout [Diagnostic]) -> String? {
    do {
      return try repository.text(path)
    } catch {
      diagnostics += error.diagnostics
    }
    return nil
  }

  /// What a person wrote in a file that may hold a Charter managed block: the text with the
  /// block's lines emptied, so that line numbers still count in the whole file; `nil` when
  /// nothing but the block (and blank lines) is left.
  static func personText(_ text: String) -> String? {
    guard GeneratedMarkers.managedBlock(in: text) != nil else { return text }
    let kept = GeneratedMarkers.blankingManagedBlock(text)
    return isBlank(kept) ? nil : kept
  }

  /// Whether `text` holds nothing but spaces, tabs and line breaks.
  static func isBlank(_ text: some StringProtocol) -> Bool {
    text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  /// The warning for a file an agent reads whole (a memory file, a Claude Code or Copilot rule
  /// file) that has no content from `line` on; the rule is not used.
  static func emptyFileWarning(_ path: String, line: Int = 1) -> Diagnostic {
    Diagnostic(
      path: path, position: SourcePosition(line: line, column: 1), severity: .warning,
      code: "empty-rule-file", message: "\(fileName(path)) is empty; agents get nothing from it")
  }
}
