/// The checks in force for a set of files, compiled once and shared by every file with the
/// same resolved rules.
struct CompiledRules: Sendable {
  let patterns: PatternCheckGroup?
  let textChecks: [any TextCheck]
  /// Structural checks named in rule files; they run in a later version.
  let structural: [EffectiveCheck]

  init(_ checks: [EffectiveCheck]) {
    patterns = PatternCheckGroup(checks)
    var textChecks: [any TextCheck] = []
    var structural: [EffectiveCheck] = []
    for check in checks {
      switch check.declaration.kind {
      case .trailingWhitespace: textChecks.append(TrailingWhitespaceCheck(check: check))
      case .finalNewline: textChecks.append(FinalNewlineCheck(check: check))
      case .maxLineLength(let limit): textChecks.append(MaxLineLengthCheck(check: check, limit: limit))
      case .indentation(let style): textChecks.append(IndentationCheck(check: check, style: style))
      case .swift: structural.append(check)
      case .ban, .prefer: break
      }
    }
    self.textChecks = textChecks
    self.structural = structural
  }

  var isEmpty: Bool { patterns == nil && textChecks.isEmpty }

  /// Every finding in `file`, before suppressions.
  func run(on file: borrowing LintedFile) -> [Finding] {
    var findings: [Finding] = []
    patterns?.run(on: file, into: &findings)
    for check in textChecks { check.run(on: file, into: &findings) }
    return findings
  }
}
