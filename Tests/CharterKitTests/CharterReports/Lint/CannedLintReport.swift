@testable import CharterKit
@testable import CharterLint
@testable import CharterRules
@testable import CharterSupport

/// A lint report that exercises every reporter: four files, every severity, a finding that
/// spans lines, a finding whose check the report does not describe, two identical findings in
/// one file, a path with a space and non-ASCII letters, a tab before a column, and a message
/// with characters each format must escape.
enum CannedLintReport {
  /// A message with quotes, `<&>`, `%`, `,`, `:`, `|`, a code span, a stray backtick, a line
  /// break, `é` and an emoji.
  static let trickyMessage =
    #"Say "who" owns <this> & 100% of it, per: A|B `x|y` or ` alone; café 🚀"# + "\nsee CONTRIBUTING.md"

  static let model = "Sources/App/Model.swift"
  static let resume = "Sources/App/Résumé View.swift"
  static let legacy = "Sources/Legacy/Old.swift"
  static let guide = "docs/Guide.md"
  static let swiftStyle = SourceReference(path: ".charter/rules/swift-style.md", line: 9)

  static let findings: [Finding] = [
    finding(
      model, (3, 20), (3, 36), "no-observable-object", .error,
      "Use @Observable instead of `ObservableObject`", "final class Model: ObservableObject {",
      source: swiftStyle),
    finding(
      model, (5, 1), (5, 5), "indentation", .warning, "Indent with 2 spaces, not 4",
      "    var name = \"é\"", source: SourceReference(path: ".charter/rules/swift-style.md", line: 7)),
    finding(
      resume, (10, 5), (12, 6), "no-dispatch-main", .warning,
      "Prefer `Task { @MainActor in … }` over `DispatchQueue.main.async`",
      "    DispatchQueue.main.async {", source: SourceReference(path: "AGENTS.md", line: 12)),
    finding(
      resume, (14, 10), (14, 14), "todo-owner", .info, trickyMessage, "    // ⏰ TODO: tidy", source: nil),
    finding(legacy, (2, 3), (2, 8), "no-print", .warning, "Use Logger, not print", "  print(\"debug\")"),
    finding(legacy, (8, 3), (8, 8), "no-print", .warning, "Use Logger, not print", "  print(\"debug\")"),
    finding(guide, (4, 2), (4, 5), "max-line-length", .error, "Line is 130 characters; the limit is 120", "\tlet x = 1"),
  ]

  static let diagnostics: [Diagnostic] = [
    Diagnostic(
      path: model, position: SourcePosition(line: 7, column: 5), severity: .warning,
      code: "unused-suppression", message: "`charter:disable no-print` silences nothing"),
    Diagnostic(
      path: "Sources/Data/blob.swift", position: SourcePosition(line: 1, column: 1), severity: .error,
      code: "unreadable-file", message: "Cannot read the file: invalid UTF-8 at byte 12"),
  ]

  static let rules: [RuleDescriptor] = [
    RuleDescriptor(
      id: "no-observable-object", shortDescription: "ban `ObservableObject`",
      fullDescription: "Use @Observable instead of ObservableObject",
      help: "Adopt the Observation framework. Declared in .charter/rules/swift-style.md:9.",
      severity: .error, source: swiftStyle),
    RuleDescriptor(
      id: "indentation", shortDescription: "indent with 2 spaces", fullDescription: "Indent with 2 spaces",
      help: "Re-indent the line.", severity: .warning,
      source: SourceReference(path: ".charter/rules/swift-style.md", line: 7)),
    RuleDescriptor(
      id: "indentation", shortDescription: "indent with 4 spaces", fullDescription: "Indent with 4 spaces",
      help: "Re-indent the line.", severity: .warning,
      source: SourceReference(path: "Sources/Legacy/.charter/rules/legacy.md", line: 8)),
    RuleDescriptor(
      id: "no-dispatch-main", shortDescription: "prefer `Task { @MainActor in … }`",
      fullDescription: "Prefer Task { @MainActor in … } over DispatchQueue.main.async",
      help: "Use structured concurrency.", severity: .warning, source: SourceReference(path: "AGENTS.md", line: 12)),
    RuleDescriptor(
      id: "no-print", shortDescription: "ban `print(`", fullDescription: "Use Logger, not print",
      help: "Log with os.Logger.", severity: .warning),
    RuleDescriptor(
      id: "todo-owner", shortDescription: "TODOs name an owner", fullDescription: "Say who owns a TODO",
      help: "Write `TODO(name):`.", severity: .info),
  ]

  /// The canned report.
  static let report = LintReport(findings: findings, filesChecked: 41, diagnostics: diagnostics, rules: rules)

  /// The same inputs, in a different order.
  static let reordered = LintReport(
    findings: interleaved(findings), filesChecked: 41, diagnostics: diagnostics.reversed(),
    rules: interleaved(rules))

  /// A run that found nothing.
  static let clean = LintReport(findings: [], filesChecked: 41, rules: rules)

  /// Every second element reversed, then the rest: a fixed permutation far from sorted.
  static func interleaved<T>(_ items: [T]) -> [T] {
    let indexed = Array(items.enumerated())
    return indexed.filter { $0.offset % 2 == 1 }.reversed().map(\.element)
      + indexed.filter { $0.offset % 2 == 0 }.map(\.element)
  }

  static func finding(
    _ path: String, _ start: (Int, Int), _ end: (Int, Int), _ rule: String, _ severity: Severity,
    _ message: String, _ lineText: String, source: SourceReference? = nil
  ) -> Finding {
    Finding(
      path: path,
      range: SourceRange(
        start: SourcePosition(line: start.0, column: start.1), end: SourcePosition(line: end.0, column: end.1)),
      rule: rule, severity: severity, message: message, source: source, lineText: lineText)
  }
}
