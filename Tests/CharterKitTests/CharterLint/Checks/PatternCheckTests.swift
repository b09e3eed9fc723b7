import Testing

@testable import CharterKit
@testable import CharterRules
@testable import CharterSupport

@Suite struct PatternCheckTests {
  @Test func whenFileContainsRunsTheCheckOnlyInFilesWhoseCodeHasTheText() throws {
    try CheckHarness(
      checkYAML: "- id: xct\n  ban: XCTAssertEqual(\n  when-file-contains: [\"import Testing\", \"@Test\"]"
    ).verify(
      triggering: [
        "import Testing\n\n@Test func f() { ⟪XCTAssertEqual⟫(1, 1) }\n",
        "@testable import App\n@Test func f() { ⟪XCTAssertEqual⟫(1, 1) }\n",
      ],
      nonTriggering: [
        "import XCTest\n\nfinal class T: XCTestCase { func test() { XCTAssertEqual(1, 1) } }\n",
        "// import Testing\nimport XCTest\nfunc test() { XCTAssertEqual(1, 1) }\n",
        "import TestingSupport\nfunc test() { XCTAssertEqual(1, 1) }\n",
        "let s = \"import Testing\"\nfunc test() { XCTAssertEqual(1, 1) }\n",
      ])
  }

  @Test func unlessFileContainsSkipsFilesWhoseCodeHasTheText() throws {
    try CheckHarness(
      checkYAML: "- id: prefer-testing\n  prefer: import Testing\n  instead-of: import XCTest\n  unless-file-contains: XCUIApplication"
    ).verify(
      triggering: [
        "⟪import⟫ XCTest\n\nfinal class T: XCTestCase {}\n",
        "⟪import⟫ XCTest\n// let app = XCUIApplication()\nlet s = \"XCUIApplication\"\nlet other = XCUIApplicationState.self\n",
      ],
      nonTriggering: ["import XCTest\n\nfinal class UITests: XCTestCase {\n  let app = XCUIApplication()\n}\n"])
  }

  @Test func fileConditionsAreShownInSummaries() throws {
    let text = "---\nchecks:\n  - id: a\n    ban: x\n    when-file-contains: [import Testing, \"@Test\"]\n    unless-file-contains: XCUIApplication\n---\n"
    let result = RuleFileParser.parse(text, as: RuleFile(path: "rules.md", origin: .fragment, baseDirectory: ""))
    let check = try #require(result.file?.checks.first)
    #expect(check.fileCondition == FileCondition(whenContains: ["import Testing", "@Test"], unlessContains: ["XCUIApplication"]))
    #expect(check.summary == "ban `x`, only in files containing `import Testing` or `@Test`, not in files containing `XCUIApplication`")
  }

  @Test func preferNamesBothForms() throws {
    let harness = CheckHarness(
      checkYAML: "- id: main-actor-task\n  prefer: \"Task { @MainActor in … }\"\n  instead-of: DispatchQueue.main.async")
    let found = try harness.findings("DispatchQueue.main.async {}\n")
    #expect(found.map(\.message) == ["Prefer `Task { @MainActor in … }` instead of `DispatchQueue.main.async`"])
  }

  @Test func scopeAny() throws {
    try CheckHarness(checkYAML: "- id: no-secret\n  ban: hunter2\n  in: any").verify(
      triggering: ["let a = \"⟪hunter2⟫\" // ⟪hunter2⟫\n"], nonTriggering: ["let a = 1\n"])
  }

  @Test func customMessageAndSeverity() throws {
    let harness = CheckHarness(checkYAML: "- id: no-force-try\n  ban: \"try!\"\n  severity: error\n  message: Handle the error")
    let found = try harness.findings("let x = try! load()\n")
    #expect(found.count == 1)
    #expect(found.first?.severity == .error)
    #expect(found.first?.message == "Handle the error")
    #expect(found.first?.range == SourceRange(start: .init(line: 1, column: 9), end: .init(line: 1, column: 13)))
    #expect(found.first?.lineText == "let x = try! load()")
  }

  @Test func unknownLanguageIsAllCode() throws {
    let harness = CheckHarness(checkYAML: "- id: no-foo\n  ban: foo", fileName: "notes.unknownext")
    #expect(try harness.findings("# foo\nfoo\n").count == 2)
  }
}
