import Testing

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterSupport

/// What the parser returns beyond the golden dumps: empty documents, document boundaries,
/// positions, tags and the collection of several problems.
@Suite struct YAMLParserTests {
  @Test(arguments: ["", "\n", "# only a comment\n", "---\n", "---\n...\n"])
  func emptyDocumentIsNil(_ text: String) throws {
    #expect(try YAMLParser.parse(text, path: "a.yml") == nil)
  }

  @Test func explicitNullIsANode() throws {
    let node = try #require(try YAMLParser.parse("~\n", path: "a.yml"))
    #expect(node.isNull)
  }

  @Test func onlyTheFirstDocumentIsRead() throws {
    let node = try #require(try YAMLParser.parse("a: 1\n---\n[unclosed\n", path: "a.yml"))
    #expect(node.mapping?.count == 1)
    #expect(node["a"]?.int == 1)
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let node = try #require(try YAMLParser.parse("{\"é\": x, ключ: y, k: z}\n", path: "a.yml"))
    let positions = node.mapping?.map(\.key.position.column)
    #expect(positions == [2, 10, 19])
  }

  @Test func lineOffsetMovesNodesAndErrors() throws {
    let node = try #require(try YAMLParser.parse("a: 1\nb: 2\n", path: "a.md", lineOffset: 1))
    #expect(node["b"]?.position == SourcePosition(line: 3, column: 4))
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse("a: 1\nb: [x\n", path: "a.md", lineOffset: 1)
    }
    #expect(error.diagnostics.first?.position.line == 4)
    #expect(error.diagnostics.first?.message.hasSuffix("that starts on line 3") == true)
    let reader = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse("a: 1\nb: \u{1}\n", path: "a.md", lineOffset: 1)
    }
    #expect(reader.diagnostics.first?.position == SourcePosition(line: 3, column: 4))
  }

  @Test func standardTagsKeepTheirShortForm() throws {
    let text = "a: !!str 1\nb: !local x\nc: !<tag:example.com,2000:x> y\n"
    let node = try #require(try YAMLParser.parse(text, path: "a.yml"))
    #expect(node.mapping?.map(\.value.tag) == ["!!str", "!local", "tag:example.com,2000:x"])
  }

  @Test func mergeKeyIsAnOrdinaryKey() throws {
    let node = try #require(try YAMLParser.parse("base: &b {x: 1}\nm:\n  <<: *b\n", path: "a.yml"))
    #expect(node["m"]?["<<"]?["x"]?.int == 1)
    #expect(node["m"]?["x"] == nil)
  }

  @Test func everyDuplicateKeyIsReported() throws {
    let text = "a: 1\na: 2\nm:\n  k: 1\n  k: 2\na: 3\n"
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse(text, path: "a.yml")
    }
    #expect(error.diagnostics.map(\.position.line) == [2, 5, 6])
    #expect(error.diagnostics.allSatisfy { $0.code == "yaml-duplicate-key" })
  }

  @Test func duplicatesAreKeptWithALaterSyntaxError() throws {
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse("a: 1\na: 2\nb: [\n", path: "a.yml")
    }
    #expect(error.diagnostics.map(\.code) == ["yaml-duplicate-key", "yaml-syntax"])
  }

  @Test func diagnosticRendersCompilerStyle() throws {
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse("a: *x\n", path: ".charter/rules/a.md", lineOffset: 1)
    }
    #expect(
      error.description
        == ".charter/rules/a.md:2:4: error: the alias *x refers to no anchor defined before it")
  }
}
