import Testing

@testable import CharterSupport

/// The filter every human-readable output passes through: what reaches a terminal or a CI log
/// from a repository's text.
@Suite struct OutputSanitizerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var input: String
    var expected: String
    var testDescription: String { String(reflecting: input) }
  }

  static let plain: [Case] = [
    Case(input: "Sources/A.swift:3:20: warning: fine [rule]\n", expected: "Sources/A.swift:3:20: warning: fine [rule]\n"),
    // Control characters: the terminal's escape sequences, bell, backspace, a lone CR.
    Case(input: "a\u{1B}]52;c;aGVsbG8=\u{07}b\n", expected: "a\\u{1B}]52;c;aGVsbG8=\\u{7}b\n"),
    Case(input: "clear\u{1B}[2J\u{1B}[H\n", expected: "clear\\u{1B}[2J\\u{1B}[H\n"),
    Case(input: "over\rwrite\n", expected: "over\\u{D}write\n"),
    Case(input: "crlf\r\nkept\r\n", expected: "crlf\r\nkept\r\n"),
    Case(input: "tab\tkept\n", expected: "tab\tkept\n"),
    Case(input: "nul\u{0} del\u{7F} c1\u{9B}nel\u{85}\n", expected: "nul\\u{0} del\\u{7F} c1\\u{9B}nel\\u{85}\n"),
    // Bidirectional overrides, embeddings and isolates; line and paragraph separators.
    Case(input: "access\u{202E}level\u{2066}x\u{2069}\n", expected: "access\\u{202E}level\\u{2066}x\\u{2069}\n"),
    Case(input: "a\u{2028}b\u{2029}c\n", expected: "a\\u{2028}b\\u{2029}c\n"),
    // Non-ASCII text that is none of these passes.
    Case(input: "naïve — 日本語 ひらがな 🙂\n", expected: "naïve — 日本語 ひらがな 🙂\n"),
    // Workflow commands: a line that starts with `::` once white space is trimmed.
    Case(input: "::error file=a,line=1::forged\n", expected: "\\::error file=a,line=1::forged\n"),
    Case(input: "   \t::add-mask::secret\n", expected: "   \t\\::add-mask::secret\n"),
    Case(input: "\u{3000}\u{A0}::notice::x\n", expected: "\u{3000}\u{A0}\\::notice::x\n"),
    Case(input: "ok\n::stop-commands::t\n", expected: "ok\n\\::stop-commands::t\n"),
    Case(input: "path.swift:1:1: a::b\n", expected: "path.swift:1:1: a::b\n"),
    Case(input: ": one colon\n", expected: ": one colon\n"),
    // A CR would start a new line for the runner; it is escaped, so what follows is not one.
    Case(input: "x\r::error::y\n", expected: "x\\u{D}::error::y\n"),
    // The older form, anywhere in a line.
    Case(input: "see ##[error]forged\n", expected: "see ##\\[error]forged\n"),
    Case(input: "# heading [link]\n", expected: "# heading [link]\n"),
  ]

  @Test(arguments: plain)
  func filtersOneChunk(_ test: Case) {
    var sanitizer = OutputSanitizer()
    #expect(sanitizer.filter(test.input) == test.expected)
  }

  @Test(arguments: plain)
  func filtersTheSameWhateverTheChunks(_ test: Case) {
    // Every split into scalars written one at a time gives the same output as one write,
    // but for a command's first `:` at a chunk's end, which is escaped without knowing what
    // follows; so compare what the runner would see, not the bytes.
    var sanitizer = OutputSanitizer()
    var output = ""
    for scalar in test.input.unicodeScalars { output += sanitizer.filter(String(scalar)) }
    #expect(!Self.hasCommandLine(output))
    #expect(!output.unicodeScalars.contains { OutputSanitizer.isUnsafe($0) && $0 != "\r" })
  }

  @Test func commandsSplitAcrossWritesAreCaught() {
    var sanitizer = OutputSanitizer()
    let output = sanitizer.filter("  :") + sanitizer.filter(":error::x\n") + sanitizer.filter("##") + sanitizer.filter("[error]\n")
    #expect(!Self.hasCommandLine(output))
    #expect(!output.contains("##["))
  }

  @Test func githubFormatKeepsItsOwnCommands() {
    var sanitizer = OutputSanitizer(allowsWorkflowCommands: true)
    let line = "::error file=a.swift,line=1::message with \u{1B}[31m\n"
    #expect(sanitizer.filter(line) == "::error file=a.swift,line=1::message with \\u{1B}[31m\n")
  }

  @Test func stylesPassOnlyWhenAllowedAndOnlyCharters() {
    var colour = OutputSanitizer(allowsStyles: true)
    #expect(colour.filter("\u{1B}[1;31merror:\u{1B}[0m x\n") == "\u{1B}[1;31merror:\u{1B}[0m x\n")
    #expect(colour.filter("\u{1B}]0;title\u{07}\n") == "\\u{1B}]0;title\\u{7}\n")
    #expect(colour.filter("\u{1B}[2J\n") == "\\u{1B}[2J\n")
    // A style does not make a line's start anything but a line start.
    #expect(colour.filter("\u{1B}[1m::error::x\n") == "\u{1B}[1m\\::error::x\n")
    var plain = OutputSanitizer()
    #expect(plain.filter("\u{1B}[1;31merror:\u{1B}[0m\n") == "\\u{1B}[1;31merror:\\u{1B}[0m\n")
  }

  @Test func streamsFilterWhatReportersWrite() {
    var stream = SanitizedOutputStream("")
    stream.write("::warning::")
    stream.write("x\u{1B}\n")
    #expect(stream.base == "\\::warning::x\\u{1B}\n")
  }

  @Test func randomTextInRandomChunksNeverCarriesAControlOrACommand() {
    // A fixed-seed generator over the characters that matter, so a failure replays.
    var generator = SplitMix64(seed: 26)
    let alphabet: [Unicode.Scalar] = [
      ":", ":", "#", "#", "[", " ", "\t", "\n", "\r", "\u{1B}", "\u{7}", "\u{0}", "\u{85}", "\u{9B}",
      "\u{202E}", "\u{2066}", "\u{2028}", "\u{A0}", "\u{3000}", "a", "e", "é", "日", "\\",
    ]
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        text.append(alphabet.randomElement(using: &generator)!)
      }
      let input = String(text)
      for styles in [false, true] {
        var sanitizer = OutputSanitizer(allowsStyles: styles)
        var output = ""
        var rest = Substring(input)
        while !rest.isEmpty {
          let length = Int.random(in: 1...max(rest.count, 1), using: &generator)
          output += sanitizer.filter(String(rest.prefix(length)))
          rest = rest.dropFirst(length)
        }
        #expect(!Self.hasCommandLine(output), "\(String(reflecting: input))")
        let scalars = Array(output.unicodeScalars)
        let unsafe = scalars.indices.filter { index in
          guard OutputSanitizer.isUnsafe(scalars[index]) else { return false }
          return !(scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n")
        }
        #expect(unsafe.isEmpty, "\(String(reflecting: input)) → \(String(reflecting: output))")
      }
    }
  }

  /// Whether some line would run as a workflow command: it starts with `::` once white space
  /// is trimmed (the runner splits lines at CR and LF), or holds `##[`.
  static func hasCommandLine(_ text: String) -> Bool {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.contains { line in
      let trimmed = line.drop { $0.isWhitespace }
      return trimmed.hasPrefix("::") || line.contains("##[")
    }
  }
}

