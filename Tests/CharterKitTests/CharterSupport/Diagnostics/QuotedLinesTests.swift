import Testing

@testable import CharterSupport

/// ``QuotedLines``: the line a diagnostic quotes, found without splitting the whole file, the
/// same as splitting it would give, in any order asked.
@Suite struct QuotedLinesTests {
  @Test(arguments: ["a\nbb\n\nccc", "a\r\nbb\r\n", "", "\n\n", "one line"])
  func eachLineIsTheSplitOne(text: String) {
    var quoted = QuotedLines(text)
    let split = text.lines
    for number in [1, 3, 2, 1, 4, 2, 5, 0] {
      let expected = split.indices.contains(number - 1) ? split[number - 1] : nil
      #expect(quoted.line(number) == expected, "line \(number) of \(text.debugDescription)")
    }
  }
}
