import CharterPatterns
import CharterRules
import CharterSupport
import CharterSwiftChecks

/// Every `ban` and `prefer` check in force for a file, matched in one pass.
///
/// The patterns of all the checks go into one ``PatternSet`` (an Aho-Corasick automaton for
/// literals and one Pike VM for regular expressions), so a file is read once however many
/// patterns apply. Each match is then kept only if it lies wholly in the regions its check
/// looks at (`in: code` by default). The texts of the checks' file conditions
/// (`when-file-contains`, `unless-file-contains`) are matched in the same pass; a check whose
/// condition the file does not meet reports nothing in it.
struct PatternCheckGroup: Sendable {
  private let checks: [EffectiveCheck]
  private let patterns: PatternSet
  /// For each condition text's entry (ids from `checks.count` on): its check and whether it is
  /// an `unless-file-contains` text.
  private let conditionTexts: [(check: Int, unless: Bool)]

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
    var conditionTexts: [(check: Int, unless: Bool)] = []
    for (index, check) in kept.enumerated() {
      let condition = check.declaration.fileCondition
      for (texts, unless) in [(condition.whenContains, false), (condition.unlessContains, true)] {
        for text in texts {
          let pattern = TextPattern.extracted(text)
          let id = kept.count + conditionTexts.count
          if pattern.isRegex, let regex = try? RegexPattern(pattern.source) {
            entries.append(.regex(regex, id: id))
          } else {
            entries.append(.literal(text, id: id))
          }
          conditionTexts.append((index, unless))
        }
      }
    }
    self.checks = kept
    self.patterns = PatternSet(entries)
    self.conditionTexts = conditionTexts
  }

  /// Whether some check runs only in modules with given deployment targets, so that a file's
  /// module must be looked up.
  var needsDeploymentTargets: Bool {
    checks.contains { !$0.declaration.fileCondition.minimumDeploymentTargets.isEmpty }
  }

  /// Whether no check can report anything in `bytes`: no check's pattern occurs anywhere in
  /// them, code, comments and strings alike, and no regex was stopped for its cost. Such a file
  /// need not be classified into code, comments and strings at all.
  func findsNothing(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let (matches, stopped) = patterns.matchesReportingStops(in: bytes)
    return stopped.isEmpty && !matches.contains { $0.patternID < checks.count }
  }

  func run(on file: borrowing LintedFile, settings: SwiftSettings, into findings: inout [Finding]) {
    var stopped: [Diagnostic] = []
    run(on: file, settings: settings, into: &findings, stopped: &stopped)
  }

  /// ``run(on:settings:into:)``, and a warning for each check whose regex was stopped on `file`
  /// for costing more than its budget (``PatternSet/RegexBudget``); its findings up to there
  /// stand.
  func run(
    on file: borrowing LintedFile, settings: SwiftSettings, into findings: inout [Finding], stopped: inout [Diagnostic]
  ) {
    let (matches, stoppedIDs) = patterns.matchesReportingStops(in: file.bytes)
    for id in Set(stoppedIDs).sorted() where id < checks.count {
      stopped.append(
        Diagnostic(
          path: file.path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "check-stopped",
          message: "check '\(checks[id].id)' stopped on this file: its regex took more than "
            + "\(PatternSet.RegexBudget.stepsPerByte) steps per byte; make the pattern simpler"))
    }
    let running = conditionTexts.isEmpty ? nil : checksMeetingTheirCondition(matches, in: file)
    for match in matches where match.patternID < checks.count {
      if file.isFull(findings) { return }
      let check = checks[match.patternID]
      if let running, !running[match.patternID] { continue }
      guard check.declaration.fileCondition.allows(settings.deploymentTargets) else { continue }
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

  /// For each check, whether `file` meets its file condition, given every match in it.
  private func checksMeetingTheirCondition(_ matches: [PatternMatch], in file: borrowing LintedFile) -> [Bool] {
    var found: Set<Int> = []
    var excluded: Set<Int> = []
    for match in matches where match.patternID >= checks.count && file.kind(of: match.range) == .code {
      let (check, unless) = conditionTexts[match.patternID - checks.count]
      if unless { excluded.insert(check) } else { found.insert(check) }
    }
    return checks.indices.map { index in
      let needs = !checks[index].declaration.fileCondition.whenContains.isEmpty
      return (!needs || found.contains(index)) && !excluded.contains(index)
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
