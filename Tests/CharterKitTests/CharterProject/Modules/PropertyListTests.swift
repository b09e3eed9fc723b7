import Testing

@testable import CharterKit
@testable import CharterProject

/// The old-style property list of `project.pbxproj`.
@Suite struct PropertyListTests {
  @Test func readsDictionariesArraysStringsAndComments() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      /* Begin PBXBuildFile section */
      \t\tA1 /* x.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* x.swift */; };
      \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; OTHER = "a \\"quoted\\" value"; LIST = (a, "b c", ); }; name = Debug; };
      \t};
      }
      """
    let plist = try PropertyList.parse(text)
    #expect(plist["archiveVersion"]?.string == "1")
    #expect(plist["objects"]?["A1"]?["fileRef"]?.string == "B1")
    let settings = plist["objects"]?["C1"]?["buildSettings"]
    #expect(settings?["SWIFT_VERSION"]?.string == "6.0")
    #expect(settings?["SWIFT_VERSION"]?.line == 7)
    #expect(settings?["OTHER"]?.string == "a \"quoted\" value")
    #expect(settings?["LIST"]?.array?.compactMap(\.string) == ["a", "b c"])
  }

  @Test(arguments: [
    ("{ a = b }", 1, 9, "expected ';' after the value of 'a'"),
    ("{\n  a = \"open\n}", 3, 2, "a quoted string is not closed"),
    ("{ a = (b c); }", 1, 10, "expected ',' or ')' in an array"),
    ("{ a = b; } extra", 1, 12, "unexpected text after the property list"),
    ("{ a = ", 1, 7, "the file ends where a value was expected"),
  ])
  func errorsHaveALineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: PropertyList.SyntaxError(message: message, line: line, column: column)) { try PropertyList.parse(text) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "(", count: 5_000)
    #expect(throws: PropertyList.SyntaxError.self) { try PropertyList.parse(text) }
  }
}
