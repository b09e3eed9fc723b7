import CharterLint

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
  /// ``LintReport/Summary/sentence``, with what a baseline did (`; 12 more hidden by
  /// baseline.json, 1 recorded there no longer occurs`, or `recorded 7 findings from 8 files in
  /// baseline.json` when one was written), followed by `; 1 diagnostic` when the run reported
  /// problems beside its findings.
  var summarySentence: String {
    var sentence = summary.sentence
    switch baseline {
    case .none: break
    case .recorded(let count, let file):
      let files = summary.files == 1 ? "1 file" : "\(summary.files) files"
      sentence = "recorded \(count) finding\(count == 1 ? "" : "s") from \(files) in \(file)"
    case .applied(let hidden, let gone, let file):
      sentence += "; \(hidden) more hidden by \(file)"
      if gone > 0 { sentence += ", \(gone) recorded there no longer occur\(gone == 1 ? "s" : "")" }
    }
    guard !diagnostics.isEmpty else { return sentence }
    let count = diagnostics.count
    return sentence + "; \(count) diagnostic\(count == 1 ? "" : "s")"
  }
}
