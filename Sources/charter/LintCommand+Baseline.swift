import ArgumentParser
import CharterKit
import Foundation

/// `--write-baseline`, `--baseline` and `--strict-baseline`.
extension LintCommand {
  /// Writes the baseline (`--write-baseline`) or keeps only the findings it does not cover
  /// (`--baseline`), and returns the baselined findings that no longer occur.
  func applyBaseline(to report: inout LintReport, scope: (String) -> Bool) throws -> [Baseline.Entry] {
    if let writeBaseline {
      let url = URL(fileURLWithPath: writeBaseline, relativeTo: projectOptions.workingDirectory)
      try FileSystem.write(Baseline(findings: report.findings).json, to: url.path, displayPath: writeBaseline)
      report.baseline = .recorded(count: report.findings.count, file: writeBaseline)
      report.findings = []
      return []
    }
    guard let baseline else { return [] }
    let url = URL(fileURLWithPath: baseline, relativeTo: projectOptions.workingDirectory)
    guard case .success(let bytes) = FileSystem.contents(atPath: url.path, followingLinks: true) else {
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
