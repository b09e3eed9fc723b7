import Testing

@testable import CharterKit
@testable import CharterReports

/// `--format xcode` writes what swiftc writes, with absolute paths when it knows the root.
@Suite struct XcodeReporterTests {
  @Test func pathsUnderTheRoot() {
    let output = XcodeReporter(root: "/work/app/").render(CannedLintReport.report)
    let lines = output.split(separator: "\n")
    #expect(lines.first == "/work/app/Sources/App/Model.swift:3:20: error: Use @Observable instead of `ObservableObject` [no-observable-object]")
    #expect(lines.count == CannedLintReport.findings.count + CannedLintReport.diagnostics.count, "one line each")
    #expect(lines.allSatisfy { $0.hasPrefix("/work/app/") })
  }

  @Test func lintFormatGivesTheRoot() throws {
    let reporter = try #require(LintFormat.xcode.reporter(root: "/r") as? XcodeReporter)
    #expect(reporter.root == "/r")
  }
}
