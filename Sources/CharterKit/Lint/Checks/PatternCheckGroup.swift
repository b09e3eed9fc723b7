/// Every `ban` and `prefer` check in force for a file, matched in one pass.
///
/// The patterns of all the checks go into one ``PatternSet`` (an Aho-Corasick automaton for
/// literals and one Pike VM for regular expressions), so a file is read once however many
/// patterns apply. Each match is then kept only if it lies wholly in the regions its check
/// looks at (`in: code` by default).
struct PatternCheckGroup: Sendable {
  private let checks: [EffectiveCheck]
  private let patterns: PatternSet

  /// Compiles the pattern checks among `checks`; `nil` when there are none.
  init?(_ checks: [EffectiveCheck]) {
    var kept: [EffectiveCheck] = []
    var entries: [PatternSet.Entry] = []
    for check in checks {
      guard let pattern = Self.pattern(of: check.declaration.kind) else { continue }
      let id = kept.count
      if pattern.isRegex {
        // Rule files are validated before lint runs, so the pattern compiles.
        guard let regex = try? RegexPattern(pattern.source) else { continue }
        entries.append(.regex(regex, id: id))
      } else {
        entries.append(.literal(pattern.source, id: id))
      }
      kept.append(check)
    }
    guard !kept.isEmpty else { return nil }
    self.checks = kept
    self.patterns = PatternSet(entries)
  }

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    for match in patterns.matches(in: file.bytes) {
      let check = checks[match.patternID]
      guard Self.lies(in: check.declaration.scope, file.kind(of: match.range)) else { continue }
      let found = Self.excerpt(file.bytes, match.range)
      // A declared `fix:` replaces the match, only where the match is code: `--fix` never
      // edits strings or comments.
      var fix: TextFix?
      if case .prefer(_, _, let replacement?) = check.declaration.kind, file.kind(of: match.range) == .code {
        fix = TextFix(range: match.range, replacement: replacement)
      }
      findings.append(file.finding(check, match.range, message: Self.message(for: check, found: found), fix: fix))
    }
  }

  // MARK: - Helpers

  private static func pattern(of kind: CheckKind) -> TextPattern? {
    switch kind {
    case .ban(let pattern): pattern
    case .prefer(_, let insteadOf, _): insteadOf
    default: nil
    }
  }

  private static func lies(in scope: RegionScope, _ kind: RegionKind?) -> Bool {
    switch scope {
    case .any: true
    case .code: kind == .code
    case .comment: kind == .comment
    case .string: kind == .string
    }
  }

  /// The matched text for a message: its first line, at most 60 characters.
  private static func excerpt(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" }
    return firstLine.count > 60 ? firstLine.prefix(59) + "…" : String(firstLine)
  }

  private static func message(for check: EffectiveCheck, found: String) -> String {
    if let message = check.declaration.message {
      if case .prefer(let preferred, _, _) = check.declaration.kind {
        return "\(message) (prefer `\(preferred)` instead of `\(found)`)"
      }
      return message
    }
    switch check.declaration.kind {
    case .prefer(let preferred, _, _): return "Prefer `\(preferred)` instead of `\(found)`"
    default: return "`\(found)` is not allowed here"
    }
  }
}
