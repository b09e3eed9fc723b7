import Foundation
import Testing

/// `charter lint --summary-file FILE` appends a Markdown summary for the CI job's page
/// (`$GITHUB_STEP_SUMMARY`), whatever the report's format.
@Suite struct SummaryFileTests {
  @Test func appendsCountsPerRuleAndTheFirstFindings() throws {
    let prints = (1...25).map { "print(\($0))" }.joined(separator: "\n")
    let sandbox = try LintCommandTests.repository([
      "Sources/A.swift": "let a = try! load()\n" + prints + "\n",
      "summary.md": "### Build\n",
    ])
    let result = try CharterProcess.run(
      ["lint", "--no-user-rules", "--format", "sarif", "--output", "report.sarif", "--summary-file", "summary.md"],
      in: sandbox.url)
    #expect(result.status == 1, "\(result.stderr)")
    let summary = try String(contentsOf: sandbox.url.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(summary.hasPrefix("### Build\n\n### Charter: 1 error, 25 warnings in 1 file\n"))
    #expect(summary.contains("| Rule | Findings |\n| --- | ---: |\n| `no-print` | 25 |\n| `no-force-try` | 1 |\n"))
    #expect(summary.contains("| `Sources/A.swift:1:9` | `no-force-try` | error |"))
    #expect(summary.components(separatedBy: "| `Sources/A.swift:").count - 1 == 20, "the first 20 findings")
    #expect(summary.contains("…and 6 more findings not shown; see the full report."))
    #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("report.sarif").path))
  }

  @Test func cleanRunSaysSo() throws {
    let sandbox = try LintCommandTests.repository(["Sources/A.swift": "let a = 1\n"])
    let result = try CharterProcess.run(["lint", "--no-user-rules", "--summary-file", "out/summary.md"], in: sandbox.url)
    #expect(result.status == 2, "a missing folder is an error naming the file")
    #expect(result.stderr.contains("out/summary.md:1:1: error: cannot write the summary"))
    let clean = try CharterProcess.run(["lint", "--no-user-rules", "--summary-file", "summary.md"], in: sandbox.url)
    #expect(clean.status == 0)
    let summary = try String(contentsOf: sandbox.url.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(summary == "### Charter: no findings in 1 file\n\n✅ Every checked file follows the rules.\n")
  }
}
