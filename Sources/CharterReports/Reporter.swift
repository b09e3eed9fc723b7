import CharterLint

/// Turns a lint report into one output format. Pure: the same report gives the same bytes.
public protocol Reporter: Sendable {
  /// The `--format` name (`text`, `json`, `sarif` …).
  static var name: String { get }
  /// The report rendered.
  func render(_ report: LintReport) -> String
}
