import Testing

@testable import CharterSupport

/// One value from a repository shown on one line, with the columns of a caret kept.
@Suite struct PrintableTextTests {
  @Test func escapesControlsAndKeepsOneLine() {
    #expect(PrintableText.line("plain") == "plain")
    #expect(PrintableText.line("a\nb\r\nc\rd") == "a b c d")
    #expect(PrintableText.line("a\nb", lineBreaks: .escaped) == "a\\u{A}b")
    #expect(PrintableText.line("\u{1B}]52;c;x\u{07}") == "\\u{1B}]52;c;x\\u{7}")
    #expect(PrintableText.line("rtl\u{202E}olleh") == "rtl\\u{202E}olleh")
  }

  @Test func movesColumnsPastWhatItEscapes() {
    // `x` is at scalar 3 before and at 3 + 5 after the escaped ESC.
    let quoted = PrintableText.quoted("ab\u{1B}x", columns: [0, 3])
    #expect(quoted.text == "ab\\u{1B}x")
    #expect(quoted.columns == [0, 8])
    let scalars = Array(quoted.text.unicodeScalars)
    #expect(scalars[quoted.columns[1]] == "x")
  }

  @Test func neutralisesACommandAndKeepsTheCaretOnIt() {
    let quoted = PrintableText.quoted("    ::notice::hi", columns: [4, 6])
    #expect(quoted.text == "    \\::notice::hi")
    #expect(quoted.columns == [5, 7])
    let atStart = PrintableText.quoted("::notice title=x::forged", columns: [0, 8])
    #expect(atStart.columns == [1, 9])
    let hashes = PrintableText.quoted("x ##[error] y", columns: [4, 6])
    #expect(hashes.text == "x ##\\[error] y")
    #expect(hashes.columns == [5, 7])
  }

  @Test func aCRLFIsOneSpaceForTheColumnsToo() {
    let quoted = PrintableText.quoted("a\r\nbc", columns: [3])
    #expect(quoted.text == "a bc")
    #expect(quoted.columns == [2])
  }
}
