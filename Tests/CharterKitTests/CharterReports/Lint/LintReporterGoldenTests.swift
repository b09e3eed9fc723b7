import Testing

@testable import CharterKit
@testable import CharterReports

/// Each reporter renders the canned report and a clean one to the committed files
/// `Tests/Fixtures/Reports/<name>.<ext>` and `<name>-clean.<ext>`; rendering is deterministic.
///
/// Regenerate with `scripts/update-goldens.sh --filter Reporter` and read every changed line.
@Suite struct LintReporterGoldenTests {
  /// The golden file's extension for each format.
  static let extensions = [
    "text": "txt", "json": "json", "sarif": "sarif", "junit": "xml", "github": "txt",
    "checkstyle": "xml", "markdown": "md", "xcode": "txt",
  ]

  static func reporter(_ name: String) throws -> any Reporter {
    try #require(LintReporters.named(name, useColor: false))
  }

  @Test(arguments: LintReporters.names)
  func canned(_ name: String) throws {
    let ext = try #require(Self.extensions[name])
    try assertGolden(Self.reporter(name).render(CannedLintReport.report), "Reports/\(name).\(ext)")
  }

  @Test(arguments: LintReporters.names)
  func clean(_ name: String) throws {
    let ext = try #require(Self.extensions[name])
    try assertGolden(Self.reporter(name).render(CannedLintReport.clean), "Reports/\(name)-clean.\(ext)")
  }

  @Test(arguments: LintReporters.names)
  func deterministic(_ name: String) throws {
    let reporter = try Self.reporter(name)
    let first = reporter.render(CannedLintReport.report)
    #expect(reporter.render(CannedLintReport.report) == first)
    #expect(reporter.render(CannedLintReport.reordered) == first)
  }

  @Test func colouredText() throws {
    try assertGolden(TextReporter(useColor: true).render(CannedLintReport.report), "Reports/text-color.txt")
  }
}

/// The `--format` registry.
@Suite struct LintReportersTests {
  @Test func namesInOrder() {
    #expect(LintReporters.names == ["text", "json", "sarif", "junit", "github", "checkstyle", "markdown", "xcode"])
    #expect(LintFormat.allCases.map(\.rawValue) == LintReporters.names)
    #expect(LintFormat.allCases.allSatisfy { type(of: $0.reporter()).name == $0.rawValue })
  }

  @Test(arguments: LintReporters.names)
  func namedReporterHasThatName(_ name: String) throws {
    let reporter = try #require(LintReporters.named(name, useColor: true))
    #expect(type(of: reporter).name == name)
  }

  @Test func unknownName() {
    #expect(LintReporters.named("xml", useColor: false) == nil)
    #expect(LintReporters.named("JSON", useColor: false) == nil)
  }

  @Test func colourOnlyForText() throws {
    let text = try #require(LintReporters.named("text", useColor: true) as? TextReporter)
    #expect(text.useColor)
    let plain = try #require(LintReporters.named("text", useColor: false) as? TextReporter)
    #expect(!plain.useColor)
  }
}
