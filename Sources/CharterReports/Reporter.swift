import CharterLint

/// Turns a lint report into one output format. Pure: the same report gives the same bytes.
///
/// A reporter writes to any text stream, piece by piece, each finding once and in order, so a
/// report of a hundred thousand findings goes to a file or a pipe without ever being held
/// whole (``FileOutputStream``); ``render(_:)`` collects the same text into a string.
public protocol Reporter: Sendable {
  /// The `--format` name (`text`, `json`, `sarif` …).
  static var name: String { get }
  /// Writes the report to `output`.
  func write(_ report: LintReport, to output: inout some TextOutputStream)
}

extension Reporter {
  /// The report rendered whole: what ``write(_:to:)`` writes.
  public func render(_ report: LintReport) -> String {
    var output = ""
    write(report, to: &output)
    return output
  }
}
