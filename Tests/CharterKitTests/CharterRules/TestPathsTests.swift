import Testing

@testable import CharterKit
@testable import CharterRules

@Suite struct TestPathsTests {
  @Test(arguments: [
    ("Tests/AppTests/LoginTests.swift", true), ("Sources/App/Login.swift", false),
    ("Sources/App/LoginTests.swift", true), ("Sources/App/LoginTest.swift", true), ("Sources/App/LoginSpec.swift", true),
    ("pkg/parser_test.go", true), ("pkg/PARSER_TEST.go", true), ("pkg/parser_tests.rs", true), ("pkg/parser.go", false),
    ("app/test_parser.py", true), ("app/Test_parser.py", true), ("app/testing.py", false), ("app/contest_x.py", false),
    ("web/button.test.ts", true), ("web/button.spec.js", true), ("web/button.tests.ts", false),
    ("web/latest.ts", false), ("web/attest.ts", false), ("web/Contest.swift", false), ("Sources/Manifest.swift", false),
    (".hidden_test", true), (".a.test.b", true), ("..", false), ("Tests", true), ("App/AppUITests/Flow.swift", true),
    ("Sources/App/Speculative.swift", false), ("specs/helper.rb", true), ("Sources/__tests__/x.js", true),
  ])
  func testFilesByNameAndFolder(path: String, isTest: Bool) {
    #expect(TestPaths.isTest(path) == isTest)
  }
}
