import Testing

@testable import CharterSupport

/// Taking elements out of an array and adding new ones while keeping every other byte.
@Suite struct JSONArrayEditTests {
  static func edit(_ text: String, removing: Set<Int> = [], appending: [JSONValue] = [], at keyPath: [String] = ["a"])
    throws -> String
  {
    try JSONDocument(parsing: text, path: "f.json").editingArray(at: keyPath, removing: removing, appending: appending)
  }

  @Test(arguments: [
    // One line stays one line.
    ("{\"a\": [\"x\", \"y\"]}", Set<Int>(), ["z"], "{\"a\": [\"x\", \"y\", \"z\"]}"),
    ("{\"a\": [\"x\", \"y\", \"z\"]}", Set([1, 2]), [], "{\"a\": [\"x\"]}"),
    ("{\"a\": [\"x\", \"y\", \"z\"]}", Set([0]), [], "{\"a\": [\"y\", \"z\"]}"),
    ("{\"a\": [\"x\", \"y\"]}", Set([1]), ["z"], "{\"a\": [\"x\", \"z\"]}"),
    // Lines of their own: an element goes with its line, a new one takes the indentation.
    ("{\n  \"a\": [\n    \"x\",\n    \"y\"\n  ]\n}\n", Set([0]), [], "{\n  \"a\": [\n    \"y\"\n  ]\n}\n"),
    (
      "{\n  \"a\": [\n    \"x\",\n    \"y\"\n  ]\n}\n", Set([1]), ["z"],
      "{\n  \"a\": [\n    \"x\",\n    \"z\"\n  ]\n}\n"
    ),
    // A trailing comma (JSONC) stays a trailing comma.
    ("{\"a\": [\n  \"x\",\n]}", Set<Int>(), ["y"], "{\"a\": [\n  \"x\",\n  \"y\",\n]}"),
    ("{\"a\": [\"x\", \"y\",]}", Set([1]), [], "{\"a\": [\"x\",]}"),
    // Everything out: an empty array; into an empty array, lines of their own.
    ("{\"a\": [\"x\"]}", Set([0]), [], "{\"a\": []}"),
    ("{\"a\": []}", Set<Int>(), ["x"], "{\"a\": [\n  \"x\"\n]}"),
    // A comment after an element kept stays with it.
    ("{\"a\": [\n  \"x\", // mine\n  \"y\"\n]}", Set([1]), [], "{\"a\": [\n  \"x\" // mine\n]}"),
    // A `//` comment after the last comma: the new element goes on a line of its own, after it.
    ("{\"a\": [\"x\", // note\n]}", Set<Int>(), ["y"], "{\"a\": [\"x\", // note\n  \"y\",\n]}"),
    // CRLF files get CRLF.
    (
      "{\r\n  \"a\": [\r\n    \"x\"\r\n  ]\r\n}\r\n", Set<Int>(), ["y"],
      "{\r\n  \"a\": [\r\n    \"x\",\r\n    \"y\"\r\n  ]\r\n}\r\n"
    ),
  ])
  func elementsGoAndComeKeepingTheRest(text: String, removing: Set<Int>, appending: [String], expected: String) throws {
    #expect(try Self.edit(text, removing: removing, appending: appending.map(JSONValue.string)) == expected)
  }

  @Test func aMissingArrayIsCreatedAndObjectsOnTheWayToo() throws {
    let created = try Self.edit("{\"b\": 1}\n", appending: [.string("x")], at: ["h", "a"])
    #expect(created.hasPrefix("{\"b\": 1,"))
    #expect(
      try JSONDocument(parsing: created, path: "f.json").root.plain
        == .object(["b": .int(1), "h": .object(["a": .array([.string("x")])])]))
    #expect(try Self.edit("{\"b\": 1}\n", removing: [0], at: ["a"]) == "{\"b\": 1}\n")
  }

  @Test func aValueThatIsNotAnArrayIsRefusedAtItsPlace() {
    #expect {
      _ = try Self.edit("{\"a\": {\"x\": 1}}", appending: [.string("y")])
    } throws: { error in
      (error as? JSONDocument.EditRefusal)?.offset == 6
    }
  }

  @Test func newObjectsAreWrittenInTheFilesIndentation() throws {
    let text = "{\n    \"a\": [\n        {\"m\": 1}\n    ]\n}\n"
    let edited = try Self.edit(text, appending: [.object(["m": .int(2)])])
    #expect(edited == "{\n    \"a\": [\n        {\"m\": 1},\n        {\n            \"m\": 2\n        }\n    ]\n}\n")
  }
}
