import Foundation
import Testing

@testable import CharterKit
@testable import CharterDocuments

/// Golden tree dumps of `Tests/Fixtures/Markdown/*.md`; `scripts/update-goldens.sh --filter
/// Markdown` rewrites them. Read every changed line before committing one.
@Suite struct MarkdownGoldenTests {
  @Test(arguments: ["agents", "multibyte", "crlf", "structure"])
  func dump(fixture: String) throws {
    let text = try Fixtures.text("Markdown/\(fixture).md")
    try assertGolden(MarkdownParser.parse(text).dump(), "Markdown/\(fixture).dump")
  }

  @Test func crlfFixtureKeepsItsLineEndings() throws {
    let text = try Fixtures.text("Markdown/crlf.md")
    #expect(text.contains("\r\n"))
  }

  @Test func crlfParsesLikeLF() throws {
    let crlf = try Fixtures.text("Markdown/crlf.md")
    let lf = crlf.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(MarkdownParser.parse(crlf) == MarkdownParser.parse(lf))
  }
}
