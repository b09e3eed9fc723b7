// Stand-in until the reporters land; deleted then.
public enum LintReporters {
  public static let names = ["text"]
  public static func named(_ name: String, useColor: Bool) -> (any Reporter)? {
    name == "text" ? PlainReporter() : nil
  }
}

struct PlainReporter: Reporter {
  static let name = "text"
  func render(_ report: LintReport) -> String {
    var output = ""
    for finding in report.findings {
      output += "\(finding.path):\(finding.range.start): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
    }
    let summary = report.summary
    return output + "\(summary.errors) errors, \(summary.warnings) warnings in \(summary.files) files\n"
  }
}
