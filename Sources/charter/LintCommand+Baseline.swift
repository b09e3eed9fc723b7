import ArgumentParser
import CharterKit
import Foundation

/// `--write-baseline`, `--baseline` and `--strict-baseline`.
extension LintCommand {
  /// Writes the baseline (`--write-baseline`) or keeps only the findings it does not cover
  /// (`--baseline`), and returns the baselined findings that no longer occur.
  func applyBaseline(to report: inout LintReport, scope: (String) -> Bool, project: Project) throws
    -> [Baseline.Entry]
  {
    if let writeBaseline {
      try projectOptions.commandLineFile(writeBaseline, in: project).write(Baseline(findings: report.findings).json)
      report.baseline = .recorded(count: report.findings.count, file: writeBaseline)
      report.findings = []
      return []
    }
    guard let baseline else { return [] }
    let file = try projectOptions.commandLineFile(baseline, in: project)
    let bytes: [UInt8]
    do {
      bytes = try file.contents()
    } catch let error where error.diagnostics.contains(where: { $0.code != DiagnosticCode.unwritableFile }) {
      throw error
    } catch {
      throw UsageError("cannot read the baseline '\(baseline)'", command: Self.self)
    }
    let recorded = try Baseline(json: bytes, displayPath: baseline)
    let comparison = recorded.compare(report.findings, inScope: scope)
    report.baseline = .applied(
      hidden: report.findings.count - comparison.new.count,
      gone: comparison.disappeared.reduce(0) { $0 + $1.count }, file: baseline)
    report.findings = comparison.new
    return comparison.disappeared
  }

  /// Lists baselined findings that no longer occur, so that the baseline can be pruned.
  func reportDisappeared(_ entries: [Baseline.Entry]) {
    guard let baseline, !entries.isEmpty else { return }
    let total = entries.reduce(0) { $0 + $1.count }
    var text = "\(strictBaseline ? "error" : "note"): \(total) baselined finding\(total == 1 ? "" : "s") "
    text += "no longer occur\(total == 1 ? "s" : ""); remove \(total == 1 ? "it" : "them") from \(baseline) "
    text += "(or rewrite it with --write-baseline):\n"
    for entry in entries {
      let path = PrintableText.line(entry.key.path, lineBreaks: .escaped)
      text += "  \(path): \(PrintableText.line(entry.key.message)) [\(PrintableText.line(entry.key.rule))]"
      text += (entry.count > 1 ? " ×\(entry.count)" : "") + "\n"
    }
    Terminal.standardError.write(text)
  }
}
