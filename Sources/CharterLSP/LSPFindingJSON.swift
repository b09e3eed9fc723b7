import CharterKit

/// Findings as the editor shows them: diagnostics, quick fixes, hover text.
enum LSPFindingJSON {
  /// The `Diagnostic` of `finding` in `text`.
  static func diagnostic(_ finding: Finding, in text: LSPText) -> [String: Any] {
    var diagnostic: [String: Any] = [
      "range": range(finding, in: text),
      "severity": severity(finding.severity),
      "code": finding.rule,
      "source": "charter",
      "message": finding.message,
    ]
    if let source = finding.source { diagnostic["data"] = ["source": source.description] }
    return diagnostic
  }

  /// The editor's range of `finding`.
  static func range(_ finding: Finding, in text: LSPText) -> [String: Any] {
    let start = text.position(line: finding.range.start.line, column: finding.range.start.column)
    let end = text.position(line: finding.range.end.line, column: finding.range.end.column)
    return ["start": ["line": start.line, "character": start.character], "end": ["line": end.line, "character": end.character]]
  }

  /// The editor's range of the UTF-8 byte range `bytes`.
  static func range(bytes: Range<Int>, in text: LSPText) -> [String: Any] {
    let start = text.position(ofByte: bytes.lowerBound)
    let end = text.position(ofByte: bytes.upperBound)
    return ["start": ["line": start.line, "character": start.character], "end": ["line": end.line, "character": end.character]]
  }

  /// LSP's severities: 1 error, 2 warning, 3 information.
  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .info: 3
    }
  }

  /// The line comment that starts a suppression directive in a file at `path` (`nil` when the
  /// language has none Charter reads).
  static func commentSyntax(for path: String) -> (open: String, close: String)? {
    let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
    switch ext {
    case "swift", "m", "mm", "h", "c", "cc", "cpp", "hpp", "js", "jsx", "ts", "tsx", "kt", "kts", "java", "go", "rs",
      "cs", "scala", "dart":
      return ("// ", "")
    case "py", "rb", "sh", "bash", "zsh", "yml", "yaml", "toml", "pl", "r":
      return ("# ", "")
    case "md", "markdown", "mdc", "html", "xml":
      return ("<!-- ", " -->")
    default:
      return nil
    }
  }

  /// Hover text for `finding`: the rule, what is wrong, where the rule was declared, and its
  /// help.
  static func hover(_ finding: Finding, rule: RuleDescriptor?) -> String {
    var text = "**\(finding.rule)** (charter): \(finding.message)"
    // The rule's help says where it is declared; without help, this does.
    if let source = finding.source, rule?.helpMarkdown.isEmpty ?? true { text += "\n\nDeclared in `\(source.description)`." }
    if !finding.alsoReportedBy.isEmpty {
      text += " Also reported by " + finding.alsoReportedBy.map { "`\($0)`" }.joined(separator: ", ") + "."
    }
    if let rule, !rule.helpMarkdown.isEmpty { text += "\n\n" + rule.helpMarkdown }
    if finding.fix != nil { text += "\n\nA quick fix is available." }
    return text
  }
}
