import Foundation
import Testing

@testable import CharterKit
@testable import CharterRules
@testable import CharterSupport

/// Rule files with unusual line endings or byte-order marks are read correctly or refused with
/// an error at file:line:col — never silently emptied of their front matter.
@Suite struct LineEndingFrontMatterTests {
  private static let fragment = "---\nid: a\nchecks:\n  - id: no-foo\n    ban: foo\n---\n# A\n"

  private static func parse(_ bytes: [UInt8]) throws -> RuleFileParser.Result {
    let text = try FileSystem.decodeText(bytes, displayPath: "r.md")
    return RuleFileParser.parse(text, as: RuleFile(path: "r.md", origin: .fragment, baseDirectory: ""))
  }

  @Test func loneCarriageReturnsAreRefusedAtTheFirstBreak() throws {
    let result = try Self.parse(Array(Self.fragment.replacingOccurrences(of: "\n", with: "\r").utf8))
    #expect(result.file == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "r.md:1:4: error: the line breaks of this file are lone carriage returns (CR, old Mac OS line endings), so its front matter cannot be read; save it with LF or CRLF line endings"
      ])
  }

  @Test func crlfStillReads() throws {
    let result = try Self.parse(Array(Self.fragment.replacingOccurrences(of: "\n", with: "\r\n").utf8))
    #expect(result.diagnostics.isEmpty)
    #expect(result.file?.checks.map(\.id) == ["no-foo"])
  }

  @Test(arguments: [1, 2, 5])
  func byteOrderMarksAtTheStartAreDropped(count: Int) throws {
    let marks =
      [UInt8](repeating: 0, count: 0) + Array(repeating: [0xEF, 0xBB, 0xBF] as [UInt8], count: count).joined()
    let result = try Self.parse(marks + Array(Self.fragment.utf8))
    #expect(result.diagnostics.isEmpty)
    #expect(result.file?.checks.map(\.id) == ["no-foo"])
    #expect(result.file?.checks.first?.position.line == 4)
  }

  @Test func longPatternsAreCutInListingsAndMessages() throws {
    let long = String(repeating: "b", count: 100_000)
    let listing = TextPattern(long, isRegex: false).summary
    #expect(listing.count <= TextPattern.shownLength + 3)
    let result = RuleFileParser.parse(
      "---\nchecks:\n  - id: a\n    ban: '(\(long)'\n    regex: true\n---\n",
      as: RuleFile(path: "r.md", origin: .fragment, baseDirectory: ""))
    let message = try #require(result.diagnostics.first?.message)
    #expect(message.count < 300, "\(message.prefix(300))")
    #expect(message.hasSuffix("unbalanced `(`: this group is never closed"))
  }
}
