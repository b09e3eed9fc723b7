import CharterDocuments
import CharterSupport
import Testing

/// The unquoted-glob hint is added from the input: only to a `yaml-syntax` error just after a `*`.
@Suite struct UnquotedGlobHintTests {
  /// The messages of the diagnostics `yaml` (front matter starting on file line 2) fails with, hinted.
  private func hintedMessages(_ yaml: String) -> [String] {
    do {
      _ = try YAMLParser.parse(yaml, path: "r.md", lineOffset: 1)
      return []
    } catch {
      return UnquotedGlobHint.adding(to: error, in: yaml, lineOffset: 1).diagnostics.map(\.message)
    }
  }

  @Test func anUnquotedGlobGetsTheHint() {
    let messages = hintedMessages("name: a\nglobs: **/*.ts\n")
    #expect(messages.count == 1)
    #expect(messages.first?.hasSuffix(UnquotedGlobHint.text) == true)
  }

  @Test func columnsCountUnicodeScalarsAsLibyamlDoes() {
    let messages = hintedMessages("name: a\nglobs: [\"e\u{301}e\u{301}\", **/*.ts]\n")
    #expect(messages.first?.hasSuffix(UnquotedGlobHint.text) == true)
  }

  @Test func otherSyntaxErrorsAreLeftAlone() {
    let messages = hintedMessages("globs: [a, b\nname: c\n")
    #expect(!messages.isEmpty)
    #expect(messages.allSatisfy { !$0.contains(UnquotedGlobHint.text) })
  }

  @Test func anAliasToNoAnchorIsNotASyntaxError() {
    let messages = hintedMessages("globs: *missing\n")
    #expect(messages == ["the alias *missing refers to no anchor defined before it"])
  }

  @Test func aDiagnosticOutsideTheTextIsLeftAlone() {
    let outside = DiagnosticsError([
      Diagnostic(path: "r.md", position: SourcePosition(line: 40, column: 3), code: DiagnosticCode.yamlSyntax, message: "m")
    ])
    #expect(UnquotedGlobHint.adding(to: outside, in: "a: b\n", lineOffset: 1).diagnostics.map(\.message) == ["m"])
  }
}
