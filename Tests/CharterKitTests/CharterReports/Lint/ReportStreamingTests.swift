import Foundation
import Testing

@testable import CharterKit

/// Reporters write a report piece by piece into a stream (``FileOutputStream``), and the bytes
/// are those ``Reporter/render(_:)`` gives, whatever the size.
@Suite struct ReportStreamingTests {
  /// A report of `count` findings in 10 files, several chunks long in every format.
  static func large(_ count: Int) -> LintReport {
    let findings = (0..<count).map { index in
      CannedLintReport.finding(
        "Sources/File\(index % 10).swift", (index / 10 + 1, 5), (index / 10 + 1, 9), index % 3 == 0 ? "ban" : "ws",
        index % 7 == 0 ? .error : .warning, "Finding \(index) \"quoted\"", "    print(\(index))   ",
        source: CannedLintReport.swiftStyle)
    }
    return LintReport(
      findings: findings, filesChecked: 10, diagnostics: CannedLintReport.diagnostics, rules: CannedLintReport.rules)
  }

  /// What `reporter` writes into a file through ``FileSystem/write(to:displayPath:durability:contents:)``.
  static func streamed(_ reporter: any Reporter, _ report: LintReport) throws -> String {
    let scratch = try TemporaryDirectory()
    let url = scratch.url.appendingPathComponent("report")
    try FileSystem.write(to: url.path, displayPath: "report") { reporter.write(report, to: &$0) }
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test(arguments: LintReporters.names)
  func streamingWritesWhatRenderingGives(_ name: String) throws {
    let reporter = try #require(LintReporters.named(name))
    for report in [CannedLintReport.report, CannedLintReport.clean, Self.large(3_000)] {
      #expect(try Self.streamed(reporter, report) == reporter.render(report))
    }
  }

  /// Each finding once, in order, in a report larger than a chunk.
  @Test func theJSONListsEachFindingOnceInOrder() throws {
    let report = Self.large(3_000)
    let text = try Self.streamed(JSONReporter(), report)
    #expect(text.utf8.count > 4 * FileOutputStream.chunkSize)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let messages = try #require(object["findings"] as? [[String: Any]]).compactMap { $0["message"] as? String }
    #expect(messages == report.findings.map(\.message))
    #expect(Set(messages).count == 3_000)
  }

  /// A write that fails is kept, later writes are dropped, and the flush throws it.
  @Test func aFailedWriteIsReportedByTheFlush() {
    var stream = FileOutputStream(descriptor: -1)
    stream.write(String(repeating: "x", count: FileOutputStream.chunkSize + 1))
    stream.write("more")
    #expect(stream.failure == EBADF)
    #expect(throws: FileOutputStream.Failure.self) { try stream.flush() }
  }

  /// Small writes are gathered: the bytes are the same whatever the pieces.
  @Test func piecesOfEverySizeArriveInOrder() throws {
    let pieces =
      (0..<2_000).map { String(repeating: Character(UnicodeScalar(97 + $0 % 26)!), count: $0 % 97) + "é\n" }
      + [String(repeating: "z", count: 3 * FileOutputStream.chunkSize)] + ["end\n"]
    let scratch = try TemporaryDirectory()
    let url = scratch.url.appendingPathComponent("pieces")
    try FileSystem.write(to: url.path, displayPath: "pieces") { stream in
      for piece in pieces { stream.write(piece) }
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == pieces.joined())
  }
}
