import CharterSupport

/// Removes the findings that directives silence, and reports directives that silence nothing.
struct SuppressionFilter {
  /// The id of the finding reported for a directive that silences nothing.
  static let unusedRule = "unused-suppression"

  /// `findings` without the silenced ones, plus a warning for each directive (or id in it)
  /// that silenced nothing.
  static func apply(_ directives: [Suppression], to findings: [Finding], in file: borrowing LintedFile)
    -> [Finding]
  {
    guard !directives.isEmpty else { return findings }
    var used = Set<String>()  // "index:id" or "index:*"
    var kept: [Finding] = []
    for finding in findings {
      var silenced = false
      for (index, directive) in directives.enumerated()
      where directive.silences(finding.rule, onLine: finding.range.start.line) {
        used.insert("\(index):\(directive.ids.isEmpty ? "*" : finding.rule)")
        silenced = true
      }
      if !silenced { kept.append(finding) }
    }
    for (index, directive) in directives.enumerated() where directive.kind != .enable {
      let names = directive.ids.isEmpty ? ["*"] : directive.ids
      for name in names where !used.contains("\(index):\(name)") {
        let what = name == "*" ? "any check" : "'\(name)'"
        kept.append(
          Finding(
            path: file.path,
            range: SourceRange(
              start: file.lines.position(of: directive.offset, in: file.bytes),
              end: file.lines.position(of: directive.offset + 8, in: file.bytes)),
            rule: unusedRule, severity: .warning,
            message: "This charter:\(directive.kind.rawValue) silences nothing: \(what) reports no finding here; remove it",
            lineText: file.text(ofLine: directive.line)))
      }
    }
    return kept
  }
}
