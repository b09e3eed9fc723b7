import CharterLint
import CharterProject
import CharterSupport

/// `charter test`: the outcome of every labelled example in the rule files tested.
public struct ExampleReport: Sendable {
  /// The rule files tested, as Charter prints them, sorted.
  public var files: [String]
  /// Every example, sorted by path and line.
  public var results: [ExampleResult]
  /// Problems reading the rule files; errors mean Charter could not do its job.
  public var diagnostics: [Diagnostic]

  /// Tests the examples of every file of `set`.
  public init(testing set: RuleFileSet) {
    self.init(files: set.files.map(\.path), results: ExampleTester.test(set.files), diagnostics: set.diagnostics)
  }

  /// Creates a report from results already computed.
  public init(files: [String], results: [ExampleResult], diagnostics: [Diagnostic] = []) {
    self.files = files.sorted()
    self.results = results.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    self.diagnostics = diagnostics.sorted()
  }

  /// How many examples failed.
  public var failed: Int { results.filter { !$0.passed }.count }
  /// Whether every example holds.
  public var passed: Bool { failed == 0 }
  /// Every failure of every example, in order.
  public var failures: [ExampleFailure] { results.flatMap(\.failures) }

  /// One line per failure, `path:line:col: error: message`, then (unless `quiet`)
  /// `N examples in M files: K passed, F failed`. Diagnostics are rendered separately.
  public func text(quiet: Bool = false) -> String {
    var output = failures.map { $0.description + "\n" }.joined()
    if quiet { return output }
    let count = results.count
    output += "\(count) example\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s"): "
    output += "\(count - failed) passed, \(failed) failed\n"
    return output
  }

  /// JSON with sorted keys: `{"version": 1, "files": [...], "examples": [{"path", "line",
  /// "column", "label", "language", "checkedAs", "scope", "passed", "checks", "findings": [{"rule",
  /// "line", "column", "message"}], "failures": [{"line", "column", "message"}]}],
  /// "diagnostics": [...], "summary": {"examples", "files", "passed", "failed", "errors"}}`.
  public func json() -> String {
    JSONValue.object([
      "version": .int(1),
      "files": .array(files.map(JSONValue.string)),
      "examples": .array(results.map(Self.json)),
      "diagnostics": .array(diagnostics.map(\.json)),
      "summary": .object([
        "examples": .int(results.count), "files": .int(files.count), "passed": .int(results.count - failed),
        "failed": .int(failed), "errors": .int(diagnostics.filter { $0.severity == .error }.count),
      ]),
    ]).pretty
  }

  private static func json(_ result: ExampleResult) -> JSONValue {
    .object([
      "path": .string(result.path), "line": .int(result.line), "column": .int(result.column), "label": .string(result.label.rawValue),
      "language": .optional(result.language, JSONValue.string), "checkedAs": .string(result.checkedAs),
      "scope": .string(result.scope), "passed": .bool(result.passed),
      "checks": .array(result.checks.map(JSONValue.string)),
      "findings": .array(
        result.findings.map {
          .object([
            "rule": .string($0.rule), "line": .int($0.line), "column": .int($0.column), "message": .string($0.message),
          ])
        }),
      "failures": .array(
        result.failures.map {
          .object([
            "line": .int($0.position.line), "column": .int($0.position.column), "message": .string($0.message),
          ])
        }),
    ])
  }
}
