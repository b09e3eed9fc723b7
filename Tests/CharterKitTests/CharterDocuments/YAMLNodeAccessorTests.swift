import Testing

@testable import CharterKit
@testable import CharterDocuments

/// Typed accessors read parsed scalars with YAML 1.2 core-schema rules and respect quoting.
@Suite struct YAMLNodeAccessorTests {
  /// A scalar's YAML source and what each accessor should make of it.
  struct Case: Sendable, CustomTestStringConvertible {
    var yaml: String
    var bool: Bool? = nil
    var int: Int? = nil
    var string: String? = nil
    var isNull = false
    var kind: String
    var testDescription: String { yaml }
  }

  static let cases: [Case] = [
    Case(yaml: "true", bool: true, kind: "a boolean"),
    Case(yaml: "False", bool: false, kind: "a boolean"),
    Case(yaml: "\"true\"", string: "true", kind: "a string"),
    Case(yaml: "'false'", string: "false", kind: "a string"),
    Case(yaml: "!!str true", string: "true", kind: "a string"),
    Case(yaml: "yes", string: "yes", kind: "a string"),
    Case(yaml: "42", int: 42, kind: "a number"),
    Case(yaml: "-7", int: -7, kind: "a number"),
    Case(yaml: "\"42\"", string: "42", kind: "a string"),
    Case(yaml: "3.5", kind: "a number"),
    Case(yaml: "~", isNull: true, kind: "null"),
    Case(yaml: "null", isNull: true, kind: "null"),
    Case(yaml: "", isNull: true, kind: "null"),
    Case(yaml: "''", string: "", kind: "a string"),
    Case(yaml: "\"null\"", string: "null", kind: "a string"),
    Case(yaml: "hello world", string: "hello world", kind: "a string"),
    Case(yaml: "|\n  text", string: "text\n", kind: "a string"),
  ]

  @Test(arguments: cases)
  func scalar(_ testCase: Case) throws {
    let root = try #require(try YAMLParser.parse("value: \(testCase.yaml)\n", path: "a.yml"))
    let value = try #require(root["value"])
    #expect(value.bool == testCase.bool)
    #expect(value.int == testCase.int)
    #expect(value.string == testCase.string)
    #expect(value.isNull == testCase.isNull)
    #expect(value.kindDescription == testCase.kind)
  }

  @Test func subscriptAndCollections() throws {
    let text = "id: x\nglobs: [\"*.md\", b]\nnested: {k: v}\n"
    let root = try #require(try YAMLParser.parse(text, path: "a.yml"))
    #expect(root["id"]?.string == "x")
    #expect(root["missing"] == nil)
    #expect(root["globs"]?.sequence?.compactMap(\.string) == ["*.md", "b"])
    #expect(root["globs"]?.kindDescription == "a list")
    #expect(root["nested"]?["k"]?.string == "v")
    #expect(root["nested"]?.kindDescription == "a mapping")
    #expect(root["id"]?["k"] == nil)
    #expect(root["globs"]?.mapping == nil)
    #expect(root.mapping?.map { $0.key.scalar } == ["id", "globs", "nested"])
  }
}
