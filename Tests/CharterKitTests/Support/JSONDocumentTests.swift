import Testing

@testable import CharterSupport

/// Reading JSON and JSONC with places, and editing members while keeping every other byte.
@Suite struct JSONDocumentTests {
  static func edit(_ text: String, _ changes: [(String, JSONValue?)], at keyPath: [String] = ["servers"]) throws
    -> String
  {
    try JSONDocument(parsing: text, path: "f.json").setting(changes.map { (key: $0.0, value: $0.1) }, at: keyPath)
  }

  @Test(arguments: [
    ("{\"a\": 1,}", false, 1, 9, "a comma before '}'"),
    ("{\n  \"a\": [1 2]\n}", true, 2, 11, "expected ',' or ']'"),
    ("{\n  \"a\": tru\n}", true, 2, 8, "expected a value"),
    ("{\"a\": \"x\ny\"}", true, 1, 9, "control character"),
    ("{\"a\": 1} x", true, 1, 10, "unexpected text"),
    ("{\"a\": /* open", true, 1, 7, "never closed"),
    ("", true, 1, 1, "holds no value"),
    ("{\"é\": 01}", true, 1, 8, "unexpected"),
  ])
  func anInvalidTextIsAnErrorAtItsLineAndColumn(
    text: String, comments: Bool, line: Int, column: Int, message: String
  ) {
    #expect {
      _ = try JSONDocument(parsing: text, path: "f.json", jsonc: comments)
    } throws: { error in
      guard let diagnostic = (error as? DiagnosticsError)?.diagnostics.first else { return false }
      return diagnostic.path == "f.json" && diagnostic.position == SourcePosition(line: line, column: column)
        && diagnostic.message.contains(message) && diagnostic.code == "invalid-json"
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    #expect(throws: DiagnosticsError.self) { _ = try JSONDocument(parsing: deep, path: "f.json") }
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(throws: Never.self) { _ = try JSONDocument(parsing: fine, path: "f.json") }
  }

  @Test func jsoncCommentsTrailingCommasAndEscapesAreRead() throws {
    let document = try JSONDocument(
      parsing: "\u{FEFF}{ // note\n \"a\": [1, 2.5e3,], /* x */ \"b\": \"\\u00e9\\ud83d\\ude00\\n\", \"a\": null,\n}\n",
      path: "f.json")
    #expect(document.root.plain == .object(["a": .null, "b": .string("é😀\n")]), "the last duplicate wins")
    guard case .object(let members) = document.root.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.count == 3)
    #expect(members[0].node.plain == .array([.int(1), .number("2.5e3")]))
  }

  @Test func replacingAMemberKeepsEveryOtherByte() throws {
    let text = """
      {
        // the person's comment
        "inputs": [],
        "servers": {
          "mine": { "command": "mine" }, // theirs
          "ours": { "command": "old" }
        }
      }

      """
    let edited = try Self.edit(text, [("ours", .object(["command": .string("new")]))])
    #expect(
      edited == text.replacingOccurrences(of: "{ \"command\": \"old\" }", with: "{\n      \"command\": \"new\"\n    }"))
  }

  @Test func addingAfterTheLastMemberFollowsTheFilesIndentation() throws {
    let fourSpaces = "{\n    \"servers\": {\n        \"mine\": {}\n    }\n}\n"
    #expect(
      try Self.edit(fourSpaces, [("ours", .object(["args": .array([.string("-y")])]))])
        == "{\n    \"servers\": {\n        \"mine\": {},\n        \"ours\": {\n            \"args\": [\"-y\"]\n        }\n    }\n}\n"
    )
    let tabs = "{\n\t\"servers\": {\n\t}\n}"
    #expect(try Self.edit(tabs, [("ours", .bool(true))]) == "{\n\t\"servers\": {\n\t\t\"ours\": true\n\t}\n}")
    let trailing = "{\n  \"servers\": {\n    \"mine\": 1,\n  },\n}\n"
    #expect(
      try Self.edit(trailing, [("ours", .int(2))])
        == "{\n  \"servers\": {\n    \"mine\": 1,\n    \"ours\": 2,\n  },\n}\n")
  }

  /// A line comment ends at a line feed, as the parser reads it: a carriage return alone is
  /// inside it, so a member added after the comment's line does not cut it there (found by the
  /// JSON fuzz target: what followed the return became code). CRLF lines still end before the CR.
  @Test func aLoneCarriageReturnInALineCommentStaysInTheComment() throws {
    let lone = "{\n  \"servers\": {\n    \"mine\": 1, // a\rb: {\n  }\n}\n"
    let edited = try Self.edit(lone, [("ours", .int(2))])
    // The last member had a comma, so the new one has one too (the file's trailing-comma style).
    #expect(edited == "{\n  \"servers\": {\n    \"mine\": 1, // a\rb: {\n    \"ours\": 2,\n  }\n}\n")
    #expect((try? JSONDocument(parsing: edited, path: "x.json")) != nil)
    let crlf = "{\r\n  \"servers\": {\r\n    \"mine\": 1 // note\r\n  }\r\n}\r\n"
    #expect(
      try Self.edit(crlf, [("ours", .int(2))])
        == "{\r\n  \"servers\": {\r\n    \"mine\": 1, // note\r\n    \"ours\": 2\r\n  }\r\n}\r\n")
  }

  @Test func aMissingObjectOnTheWayIsCreated() throws {
    #expect(
      try Self.edit("{\n  \"x\": 1\n}\n", [("a", .int(1))])
        == "{\n  \"x\": 1,\n  \"servers\": {\n    \"a\": 1\n  }\n}\n")
    #expect(try Self.edit("{}", [("a", .int(1))]) == "{\n  \"servers\": {\n    \"a\": 1\n  }\n}")
    #expect(try Self.edit("{\"x\": 1}", [("a", nil)]) == "{\"x\": 1}", "nothing to remove, nothing changes")
  }

  @Test func removingMembersLeavesValidJSON() throws {
    let text = "{\n  \"servers\": {\n    \"a\": 1,\n    \"b\": 2,\n    \"c\": 3\n  }\n}\n"
    #expect(try Self.edit(text, [("b", nil)]) == "{\n  \"servers\": {\n    \"a\": 1,\n    \"c\": 3\n  }\n}\n")
    #expect(try Self.edit(text, [("c", nil)]) == "{\n  \"servers\": {\n    \"a\": 1,\n    \"b\": 2\n  }\n}\n")
    #expect(try Self.edit(text, [("a", nil), ("b", nil), ("c", nil)]) == "{\n  \"servers\": {}\n}\n")
    #expect(try Self.edit("{\"servers\": {\"a\": 1, \"b\": 2}}", [("a", nil)]) == "{\"servers\": {\"b\": 2}}")
    #expect(try Self.edit("{\"servers\": {\"a\": 1, \"b\": 2}}", [("b", nil)]) == "{\"servers\": {\"a\": 1}}")
  }

  @Test func aValueOnTheWayThatIsNotAnObjectIsRefused() {
    #expect(throws: JSONDocument.EditRefusal.self) { _ = try Self.edit("[1]", [("a", .int(1))]) }
    #expect(throws: JSONDocument.EditRefusal.self) { _ = try Self.edit("{\"servers\": []}", [("a", .int(1))]) }
  }

  /// Random objects and random changes: the edited text always parses, holds exactly the
  /// members expected, and keeps the untouched members' text.
  @Test func randomEditsAlwaysGiveTheExpectedMembers() throws {
    var generator = SplitMix64(seed: 31)
    let names = ["a", "b", "c", "d", "e"]
    for _ in 0..<400 {
      var model: [String: JSONValue] = [:]
      var parts: [String] = []
      for name in names.shuffled(using: &generator) where Bool.random(using: &generator) {
        let value = Int.random(in: 0..<100, using: &generator)
        model[name] = .int(value)
        parts.append("\"\(name)\": \(value)")
      }
      let separator = Bool.random(using: &generator) ? ", " : ",\n    "
      let trailing = Bool.random(using: &generator) && !parts.isEmpty ? "," : ""
      let text =
        "{\n  \"keep\": true,\n  \"servers\": {\n    " + parts.joined(separator: separator) + trailing + "\n  }\n}\n"
      var changes: [(String, JSONValue?)] = []
      for name in names where Bool.random(using: &generator) {
        let value: JSONValue? =
          Bool.random(using: &generator) ? nil : .object(["v": .int(Int.random(in: 0..<9, using: &generator))])
        changes.append((name, value))
        model[name] = value
      }
      let edited = try Self.edit(text, changes)
      let reread = try JSONDocument(parsing: edited, path: "f.json")
      #expect(reread.root.plain == .object(["keep": .bool(true), "servers": .object(model)]), "\(text) → \(edited)")
      for part in parts where !changes.contains(where: { part.hasPrefix("\"\($0.0)\"") }) {
        #expect(edited.contains(part))
      }
    }
  }
}

extension JSONDocumentTests {
  @Test func aCommentEndingTheLastMembersLineStaysWithIt() throws {
    #expect(
      try Self.edit("{\"servers\": {\n  \"a\": 1, // mine\n}}", [("b", .int(2))])
        == "{\"servers\": {\n  \"a\": 1, // mine\n  \"b\": 2,\n}}")
    #expect(
      try Self.edit("{\"servers\": {\n  \"a\": 1 /* x */ // mine\n}}", [("b", .int(2))])
        == "{\"servers\": {\n  \"a\": 1, /* x */ // mine\n  \"b\": 2\n}}")
  }
}

extension JSONDocumentTests {
  @Test func anEarlierDuplicateAPersonWroteIsLeftAsItIs() throws {
    let text = "{\"servers\": {\"a\": 1, \"x\": 2, \"a\": 3}}"
    #expect(try Self.edit(text, [("a", .int(4))]) == "{\"servers\": {\"a\": 1, \"x\": 2, \"a\": 4}}")
    #expect(try Self.edit(text, [("a", nil)]) == "{\"servers\": {\"a\": 1, \"x\": 2}}")
  }
}

extension JSONDocumentTests {
  @Test func commentsInsideAnObjectWhoseMembersAllGoStay() throws {
    let text = "{\n  \"servers\": {\n    // keep me\n    \"a\": 1,\n    \"b\": 2\n  }\n}\n"
    #expect(try Self.edit(text, [("a", nil), ("b", nil)]) == "{\n  \"servers\": {\n    // keep me\n  }\n}\n")
    let replaced = try Self.edit(text, [("a", nil), ("b", nil), ("c", .int(3))])
    #expect(replaced == "{\n  \"servers\": {\n    \"c\": 3\n    // keep me\n  }\n}\n")
    #expect(
      try JSONDocument(parsing: replaced, path: "f.json").root.plain == .object(["servers": .object(["c": .int(3)])]))
    let empty = "{\n  \"servers\": { /* none yet */ }\n}\n"
    let added = try Self.edit(empty, [("c", .int(3))])
    #expect(added.contains("/* none yet */"))
    #expect(
      try JSONDocument(parsing: added, path: "f.json").root.plain == .object(["servers": .object(["c": .int(3)])]))
  }
}
