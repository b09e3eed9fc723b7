import Foundation
import Testing

@testable import CharterKit
@testable import CharterRules

/// Every built-in check's message reads as its pack's source writes it: YAML takes ` #` as the
/// start of a comment, so an unquoted `message: Check with #expect` would reach users as
/// "Check with".
@Suite struct BuiltinPackMessageTests {
  @Test(arguments: BuiltinPacks.names)
  func messagesAreReadAsWritten(_ name: String) throws {
    let text = try #require(BuiltinPacks.text(named: name))
    let parsed = RuleFileParser.parse(
      text, as: RuleFile(path: BuiltinPacks.path(of: name), origin: .pack, baseDirectory: ""))
    let file = try #require(parsed.file)
    let written = Self.writtenMessages(in: text)
    let read = file.checks.compactMap(\.message)
    #expect(read.count == written.count, "\(name): \(written.count) `message:` lines, \(read.count) messages read")
    for (line, message) in written {
      #expect(read.contains(message), "\(name).md:\(line): the message reads differently from what is written: \(message)")
    }
  }

  @Test func aCommentInAPlainMessageWouldBeCaught() {
    let text = "---\nid: x\nchecks:\n  - id: a\n    ban: b\n    message: Check with #expect\n---\n"
    let parsed = RuleFileParser.parse(text, as: RuleFile(path: "x.md", origin: .pack, baseDirectory: ""))
    #expect(parsed.file?.checks.first?.message == "Check with")
    #expect(Self.writtenMessages(in: text).map(\.message) == ["Check with #expect"])
  }

  /// The text after `message:` on each line of the front matter, unquoted, with its line.
  static func writtenMessages(in text: String) -> [(line: Int, message: String)] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let close = lines.dropFirst().firstIndex(of: "---") else { return [] }
    return lines[1..<close].enumerated().compactMap { offset, line in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("message:") else { return nil }
      var value = String(trimmed.dropFirst("message:".count).drop { $0 == " " })
      if value.count >= 2, value.first == "\"", value.last == "\"" {
        value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
      } else if value.count >= 2, value.first == "'", value.last == "'" {
        value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
      }
      return (offset + 2, value)
    }
  }
}
