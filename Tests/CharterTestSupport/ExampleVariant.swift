import CharterSupport

/// A rewriting of an example that must not change the verdict of the check it exemplifies:
/// the same findings, moved where the rewriting moves them, or none at all.
public struct ExampleVariant: Sendable {
  /// What the variant does, for failure messages.
  public let name: String
  /// The rewritten text and the findings now expected; `nil` when the variant does not apply
  /// to this example.
  public let rewrite: @Sendable (MarkedExample) -> (text: String, expected: [SourcePosition])?

  /// Creates a variant.
  public init(_ name: String, rewrite: @escaping @Sendable (MarkedExample) -> (text: String, expected: [SourcePosition])?) {
    self.name = name
    self.rewrite = rewrite
  }

  // MARK: - Variants that keep the findings

  /// CRLF line endings: the same lines and columns.
  public static let crlf = ExampleVariant("with CRLF line endings") { example in
    (crlf(example.text), example.expected)
  }

  /// A block comment of multi-byte characters before the first line: columns on the first
  /// line move by its characters, not its bytes.
  public static let multiBytePrefix = ExampleVariant("after a multi-byte comment") { example in
    let prefix = "/* é漢字🙂 */ "
    let width = prefix.unicodeScalars.count
    return (prefix + example.text, example.expected.map { $0.line == 1 ? SourcePosition(line: 1, column: $0.column + width) : $0 })
  }

  /// A line of multi-byte characters above the example: every finding one line down.
  public static let multiByteLineAbove = ExampleVariant("below a multi-byte line") { example in
    ("// é日本🎉\n" + example.text, example.expected.map { SourcePosition(line: $0.line + 1, column: $0.column) })
  }

  // MARK: - Variants that silence the check

  /// Every line commented out with `//`.
  public static let commentedOut = ExampleVariant("commented out") { example in
    let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.map { "// " + $0 }.joined(separator: "\n"), [])
  }

  /// The whole example inside a raw multi-line string literal.
  public static let quoted = ExampleVariant("inside a string") { example in
    ("let example = #\"\"\"\n" + example.text + "\n\"\"\"#\n", [])
  }

  /// Each line with a finding commented out. Lines holding a quote are left alone (commenting
  /// them could close a string), and keep their findings.
  public static let markedLinesCommentedOut = ExampleVariant("marked lines commented out") { example in
    markedLines(of: example) { "// " + $0 }
  }

  /// Each line with a finding made the content of a one-line string literal.
  public static let markedLinesQuoted = ExampleVariant("marked lines inside a string") { example in
    markedLines(of: example) { "let s = \"" + $0.replacingOccurrences(of: "\\", with: "\\\\") + "\"" }
  }

  /// `// charter:disable-file ID` on a first line of its own.
  public static func fileSuppression(_ id: String) -> ExampleVariant {
    ExampleVariant("after charter:disable-file") { example in
      ("// charter:disable-file \(id)\n" + example.text, [])
    }
  }

  /// `// charter:disable-next-line ID` above each line with a finding.
  public static func lineSuppression(_ id: String) -> ExampleVariant {
    ExampleVariant("after charter:disable-next-line") { example in
      var lines = example.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for line in Set(example.expected.map(\.line)).sorted(by: >) {
        lines.insert("// charter:disable-next-line \(id)", at: line - 1)
      }
      return (lines.joined(separator: "\n"), [])
    }
  }

  // MARK: - Helpers

  /// `text` with CRLF line endings.
  public static func crlf(_ text: String) -> String {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(String.UnicodeScalarView($0)) }.joined(separator: "\r\n")
  }

  /// The example with each marked line that holds no quote rewritten, and the findings left
  /// on the other lines; `nil` when every marked line holds one.
  private static func markedLines(
    of example: MarkedExample, _ rewrite: (Substring) -> String
  ) -> (text: String, expected: [SourcePosition])? {
    var lines = example.text.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
    let rewritten = Set(example.expected.map(\.line)).filter { !lines[$0 - 1].contains("\"") }
    guard !rewritten.isEmpty else { return nil }
    for line in rewritten {
      lines[line - 1] = Substring(rewrite(lines[line - 1]))
    }
    return (lines.joined(separator: "\n"), example.expected.filter { !rewritten.contains($0.line) })
  }
}
