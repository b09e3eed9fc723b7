import Foundation
import Testing

@testable import CharterKit
@testable import CharterProject
@testable import CharterReports
@testable import CharterRules

@Suite struct ExampleReportTests {
  static let text = """
    ---
    id: demo
    checks:
      - id: no-force-try
        ban: "try!"
    ---
    WRONG:

    ```swift
    let a = try f()
    ```

    RIGHT:

    ```swift
    let a = try! f()
    ```

    """

  static func report() throws -> ExampleReport {
    let parsed = RuleFileParser.parse(text, as: RuleFile(path: "x.md", origin: .fragment, baseDirectory: ""))
    let set = RuleFileSet(files: [try #require(parsed.file)])
    return ExampleReport(testing: set)
  }

  @Test func textListsFailuresThenASummary() throws {
    #expect(
      try Self.report().text() == """
        x.md:9:1: error: WRONG example triggers no check of fragment 'demo' (ran: no-force-try)
        x.md:16:9: error: RIGHT example triggers 'no-force-try': `try!` is not allowed here
        2 examples in 1 file: 0 passed, 2 failed

        """)
  }

  @Test func json() throws {
    #expect(
      try Self.report().json() == """
        {
          "diagnostics": [],
          "examples": [
            {
              "checkedAs": "Example.swift",
              "checks": [
                "no-force-try"
              ],
              "column": 1,
              "failures": [
                {
                  "column": 1,
                  "line": 9,
                  "message": "WRONG example triggers no check of fragment 'demo' (ran: no-force-try)"
                }
              ],
              "findings": [],
              "label": "wrong",
              "language": "swift",
              "line": 9,
              "passed": false,
              "path": "x.md",
              "scope": "fragment 'demo'"
            },
            {
              "checkedAs": "Example.swift",
              "checks": [
                "no-force-try"
              ],
              "column": 1,
              "failures": [
                {
                  "column": 9,
                  "line": 16,
                  "message": "RIGHT example triggers 'no-force-try': `try!` is not allowed here"
                }
              ],
              "findings": [
                {
                  "column": 9,
                  "line": 16,
                  "message": "`try!` is not allowed here",
                  "rule": "no-force-try"
                }
              ],
              "label": "right",
              "language": "swift",
              "line": 15,
              "passed": false,
              "path": "x.md",
              "scope": "fragment 'demo'"
            }
          ],
          "files": [
            "x.md"
          ],
          "summary": {
            "errors": 0,
            "examples": 2,
            "failed": 2,
            "files": 1,
            "passed": 0
          },
          "version": 1
        }

        """)
  }

  @Test func emptyReport() {
    #expect(ExampleReport(files: [], results: []).text() == "0 examples in 0 files: 0 passed, 0 failed\n")
  }
}
