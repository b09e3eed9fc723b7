import CharterLint
import CharterSupport
import Foundation

/// `charter lint --summary-file FILE`: the Markdown summary of a run for a CI job's page —
/// GitHub Actions shows what a step appends to `$GITHUB_STEP_SUMMARY`.
///
/// The summary is ``MarkdownReporter``'s: a heading with the counts, a table of the findings
/// of each rule (most first) and the first ``rowLimit`` findings, whatever `--format` the run
/// prints. It is appended to the file, as every step of a job appends to the same one.
public enum StepSummary {
  /// The most findings the summary lists; the rest are counted.
  public static let rowLimit = 20

  /// The summary of `report`.
  public static func render(_ report: LintReport) -> String {
    MarkdownReporter(rowLimit: rowLimit).render(report)
  }

  /// Appends `text` to the file at `url`, creating it when it does not exist; a file that
  /// already has content gets a blank line first. Throws a ``DiagnosticsError`` naming
  /// `displayPath` when the file cannot be written.
  public static func append(_ text: String, to url: URL, displayPath: String) throws(DiagnosticsError) {
    do {
      try FileSystem.append(to: url.path) { end in ((end > 0 ? "\n" : "") + text) }
    } catch {
      throw DiagnosticsError([
        Diagnostic(
          path: displayPath, position: SourcePosition(line: 1, column: 1), code: "unwritable-file",
          message: "cannot write the summary: \(error.message)")
      ])
    }
  }
}
