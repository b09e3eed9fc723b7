import Testing

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterSupport

/// Malformed and hostile YAML: each input fails with one diagnostic at an exact place.
@Suite struct YAMLParserErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var code: String
    /// A part of the expected message.
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unclosed flow sequence", text: "globs: [a, b\n", line: 2, column: 1,
      code: "yaml-syntax",
      message:
        "did not find expected ',' or ']' while parsing a flow sequence that starts on line 1"),
    Case(
      name: "bad indentation", text: "a:\n  b: 1\n c: 2\n", line: 3, column: 2,
      code: "yaml-syntax",
      message: "did not find expected key while parsing a block mapping that starts on line 1"),
    Case(
      name: "value indented under a scalar", text: "a: 1\n  b: 2\n", line: 2, column: 4,
      code: "yaml-syntax", message: "mapping values are not allowed in this context"),
    Case(
      name: "tab indentation", text: "a:\n\tb: 1\n", line: 2, column: 1, code: "yaml-syntax",
      message: "found character that cannot start any token"),
    Case(
      name: "missing colon", text: "a: 1\nb\nc: 2\n", line: 3, column: 1, code: "yaml-syntax",
      message: "could not find expected ':' while scanning a simple key that starts on line 2"),
    Case(
      name: "stray text after the document", text: "[a]\n]\n", line: 2, column: 1,
      code: "yaml-syntax", message: "did not find expected <document start>"),
    Case(
      name: "unterminated double-quoted string", text: "a: \"abc\nb: 2\n", line: 3, column: 1,
      code: "yaml-syntax",
      message: "found unexpected end of stream while scanning a quoted scalar that starts on line 1"
    ),
    Case(
      name: "unterminated single-quoted string", text: "a: 'abc", line: 1, column: 8,
      code: "yaml-syntax", message: "found unexpected end of stream"),
    Case(
      name: "invalid escape", text: "a: \"x\\qy\"\n", line: 1, column: 6, code: "yaml-syntax",
      message: "found unknown escape character"),
    Case(
      name: "control character", text: "a: b\u{1}c\n", line: 1, column: 5,
      code: "yaml-invalid-character", message: "control characters are not allowed (found U+0001)"),
    Case(
      name: "control character after multi-byte text and CRLF", text: "a: 1\r\nb: é\u{7}\r\n",
      line: 2, column: 5, code: "yaml-invalid-character", message: "(found U+0007)"),
    Case(
      name: "NUL", text: "a: \u{0}\n", line: 1, column: 4, code: "yaml-invalid-character",
      message: "(found U+0000)"),
    Case(
      name: "duplicate key", text: "a: 1\nb: 2\na: 3\n", line: 3, column: 1,
      code: "yaml-duplicate-key",
      message: "the key 'a' appears twice in this mapping; the first is on line 1"),
    Case(
      name: "duplicate key, nested and quoted", text: "top:\n  x: 1\n  y: [1]\n  \"x\": 3\n",
      line: 4, column: 3, code: "yaml-duplicate-key", message: "the first is on line 2"),
    Case(
      name: "duplicate key in a flow mapping", text: "m: {é: 1, b: 2, é: 3}\n", line: 1,
      column: 17, code: "yaml-duplicate-key", message: "the key 'é' appears twice"),
    Case(
      name: "unknown alias", text: "a: 1\nb: *nope\n", line: 2, column: 4,
      code: "yaml-unknown-alias", message: "the alias *nope refers to no anchor defined before it"),
    Case(
      name: "alias to an enclosing node", text: "a: &a [1, *a]\n", line: 1, column: 11,
      code: "yaml-alias-cycle", message: "the alias *a refers to a node that contains it"),
    // a = 10 nodes, b 91, c 820, d 7,381: the first *d on line 5 would pass 10,000.
    Case(
      name: "billion laughs", text: HostileYAML.billionLaughs, line: 5, column: 8,
      code: "yaml-alias-limit",
      message: "expanding the alias *d would make aliases add more than 10000 nodes"),
    Case(
      name: "20,000 nested flow sequences", text: HostileYAML.nestedFlowSequences(20_000),
      line: 1, column: 257, code: "yaml-depth-limit",
      message: "sequences and mappings nest more than 256 levels deep"),
    Case(
      name: "20,000 nested block sequences", text: HostileYAML.nestedBlockSequences(20_000),
      line: 1, column: 513, code: "yaml-depth-limit", message: "more than 256 levels"),
    Case(
      name: "300 nested block mappings", text: HostileYAML.nestedBlockMappings(300),
      line: 257, column: 257, code: "yaml-depth-limit", message: "more than 256 levels"),
  ]

  @Test(arguments: cases)
  func diagnostic(_ testCase: Case) throws {
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse(testCase.text, path: "rules/a.md")
    }
    let diagnostic = try #require(error.diagnostics.first)
    #expect(error.diagnostics.count == 1)
    #expect(diagnostic.path == "rules/a.md")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.position == SourcePosition(line: testCase.line, column: testCase.column))
    #expect(diagnostic.code == testCase.code)
    #expect(diagnostic.message.contains(testCase.message), "\(diagnostic.message)")
  }
}
