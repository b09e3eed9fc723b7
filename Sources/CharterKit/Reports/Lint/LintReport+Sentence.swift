extension LintReport.Summary {
  /// The counts in words, as the text, GitHub and Markdown reporters print them:
  /// `2 errors, 1 warning, 1 info in 4 files`, or `no findings in 41 files`.
  var sentence: String {
    let files = Self.count(files, "file", "files")
    guard findings > 0 else { return "no findings in \(files)" }
    var parts = [Self.count(errors, "error", "errors"), Self.count(warnings, "warning", "warnings")]
    if infos > 0 { parts.append(Self.count(infos, "info", "info")) }
    return parts.joined(separator: ", ") + " in \(files)"
  }

  private static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(number) \(number == 1 ? singular : plural)"
  }
}

extension LintReport {
  /// ``LintReport/Summary/sentence``, followed by `; 1 diagnostic` when the run reported
  /// problems beside its findings.
  var summarySentence: String {
    let sentence = summary.sentence
    guard !diagnostics.isEmpty else { return sentence }
    let count = diagnostics.count
    return sentence + "; \(count) diagnostic\(count == 1 ? "" : "s")"
  }
}
