import CharterLint
import CharterProject
import CharterReports
import CharterRules
import CharterSupport

extension Project {
  /// What `charter explain` shows for the root-relative `path`: the checks in force and where
  /// each came from, whether the file counts as generated, and for a Swift file its module and
  /// settings. Also returns the problems in the rule files that could apply (with an error
  /// among them the report is not to be trusted) and the module index's warnings.
  public func explainReport(
    for path: String
  ) -> (report: ExplainReport, ruleDiagnostics: [Diagnostic], moduleDiagnostics: [Diagnostic]) {
    let inForce = rulesInForce(for: path)
    var report = ExplainReport(
      inForce.rules, generated: generatedCodeReason(for: path), lintsGeneratedCode: config.lintsGeneratedCode)
    if !config.lintsGeneratedCode, let folder = report.generated?.vendoredFolder {
      report.generatedNamedBy = ruleFileNaming(path, vendoredIn: folder)
    }
    report.binary = binaryReason(for: path)
    guard path.hasSuffix(".swift") else { return (report, inForce.diagnostics, []) }
    report.module = modules.module(for: path)
    return (report, inForce.diagnostics, modules.diagnostics)
  }
}
