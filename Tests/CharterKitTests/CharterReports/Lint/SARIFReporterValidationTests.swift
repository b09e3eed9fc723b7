import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterReports

/// The SARIF output validates against the official SARIF 2.1.0 JSON schema, checked by
/// `scripts/validate-sarif.py` in the `.venv` that `scripts/install-test-tools.sh` creates.
/// The test fails, rather than skips, when the tool is missing; a broken document must fail
/// validation, which proves the validator is live.
@Suite struct SARIFReporterValidationTests {
  @Test func cannedAndCleanReportsAreValid() throws {
    let directory = try TemporaryDirectory()
    let files = try [
      directory.write("canned.sarif", SARIFReporter().render(CannedLintReport.report)),
      directory.write("clean.sarif", SARIFReporter().render(CannedLintReport.clean)),
      directory.write("empty.sarif", SARIFReporter().render(LintReport(findings: [], filesChecked: 0))),
    ]
    let result = try Self.validate(files)
    #expect(result.status == 0, "SARIF output is not valid:\n\(result.errors)")
  }

  @Test func brokenDocumentFailsValidation() throws {
    let directory = try TemporaryDirectory()
    let valid = SARIFReporter().render(CannedLintReport.report)
    let broken = valid.replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"fatal\"")
    #expect(broken != valid)
    let file = try directory.write("broken.sarif", broken)
    let result = try Self.validate([file])
    #expect(result.status == 1)
    #expect(result.errors.contains("'fatal' is not one of"), "unexpected output: \(result.errors)")
    #expect(result.errors.contains("$.runs[0].results[3].level"), "no error path: \(result.errors)")
  }

  /// Runs the validator: its exit status and what it printed to standard error.
  static func validate(_ files: [URL]) throws -> (status: Int32, errors: String) {
    let root = Fixtures.packageRoot
    let python = root.appendingPathComponent(".venv/bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else { throw MissingTestTools() }
    let process = Process()
    process.executableURL = python
    process.arguments = [root.appendingPathComponent("scripts/validate-sarif.py").path] + files.map(\.path)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The failure when `.venv/bin/python` is missing.
  struct MissingTestTools: Error, CustomStringConvertible {
    var description: String { "run scripts/install-test-tools.sh (make test does)" }
  }
}
