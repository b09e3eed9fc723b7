import CharterLint
import CharterSupport
import Foundation

/// `charter lint --summary-file FILE`: the Markdown summary of a run for a CI job's page —
/// GitHub Actions shows what a step appends to `$GITHUB_STEP_SUMMARY`.
///
/// The summary is ``MarkdownReporter``'s: a heading with the counts, a table of the findings
/// of each rule (most first) and the first ``rowLimit`` findings, most important first (errors,
/// then the findings of checks that guard against a crash or a data race), whatever `--format` the run
/// prints. It is appended to the file, as every step of a job appends to the same one.
public enum StepSummary {
  /// The most findings the summary lists; the rest are counted.
  public static let rowLimit = 20

  /// The summary of `report`.
  public static func render(_ report: LintReport) -> String {
    MarkdownReporter(rowLimit: rowLimit).render(report)
  }

  /// Appends `text` to `file`, creating it when it does not exist; a file that already has
  /// content gets a blank line first. Inside the repository only a regular file is appended
  /// to, never through a link (``CommandLineFile``).
  /// - Throws: ``DiagnosticsError`` naming the file when it is refused or cannot be written.
  package static func append(_ text: String, to file: CommandLineFile) throws(DiagnosticsError) {
    try file.append(naming: "summary") { end in ((end > 0 ? "\n" : "") + text) }
  }
}
