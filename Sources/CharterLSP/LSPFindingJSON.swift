import CharterKit

/// Findings as the editor shows them: diagnostics, edits, hover text.
enum LSPFindingJSON {
  /// The `Diagnostic` of `finding` in `text`.
  static func diagnostic(_ finding: Finding, in text: LSPText) -> JSONValue {
    .object([
      "range": range(finding, in: text),
      "severity": .int(severity(finding.severity)),
      "code": .string(finding.rule),
      "source": .string("charter"),
      "message": .string(finding.message),
    ])
  }

  /// The editor's range of `finding`.
  static func range(_ finding: Finding, in text: LSPText) -> JSONValue {
    .range(
      text.position(line: finding.range.start.line, column: finding.range.start.column),
      text.position(line: finding.range.end.line, column: finding.range.end.column))
  }

  /// The editor's range of the UTF-8 byte range `bytes`.
  static func range(bytes: Range<Int>, in text: LSPText) -> JSONValue {
    .range(text.position(ofByte: bytes.lowerBound), text.position(ofByte: bytes.upperBound))
  }

  /// A `TextEdit`.
  static func edit(_ range: JSONValue, _ newText: String) -> JSONValue {
    .object(["range": range, "newText": .string(newText)])
  }

  /// LSP's severities: 1 error, 2 warning, 3 information.
  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .info: 3
    }
  }

  /// How a comment that holds a suppression directive opens and closes in a file at `path`
  /// (`nil` when its language has no comment Charter reads).
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

  /// Hover text for `finding`: the check, what is wrong, and the check's help (which says
  /// where its rule is declared; without help, this does).
  static func hover(_ finding: Finding, rule: RuleDescriptor?) -> String {
    var text = "**\(finding.rule)** (charter): \(finding.message)"
    if let source = finding.source, rule?.helpMarkdown.isEmpty ?? true {
      text += "\n\nDeclared in `\(source.description)`."
    }
    if !finding.alsoReportedBy.isEmpty {
      text += " Also reported by " + finding.alsoReportedBy.map { "`\($0)`" }.joined(separator: ", ") + "."
    }
    if let rule, !rule.helpMarkdown.isEmpty { text += "\n\n" + rule.helpMarkdown }
    if finding.fix != nil { text += "\n\nA quick fix is available." }
    return text
  }
}
