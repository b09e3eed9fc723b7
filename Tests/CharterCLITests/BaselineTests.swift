import Foundation
import Testing

/// `--write-baseline`, `--baseline` and `--strict-baseline`.
@Suite struct BaselineTests {
  @Test func writeThenReportOnlyNewFindingsAndRatchet() throws {
    let repo = try LintCommandTests.repository([
      "A.swift": "let a = try! f()\nlet b = try! f()\n", "B.swift": "let c =   try! g()\n",
    ])
    let write = try CharterProcess.run(["lint", "--write-baseline", "baseline.json"], in: repo.url)
    #expect(write.status == 0)
    #expect(write.stderr == "")
    #expect(write.stdout == "recorded 3 findings from 2 files in baseline.json\n")
    let json = try String(contentsOf: repo.url.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(
      json == """
        {
          "findings": [
            {
              "count": 1,
              "line": "let a = try! f()",
              "message": "`try!` is not allowed here",
              "path": "A.swift",
              "rule": "no-force-try"
            },
            {
              "count": 1,
              "line": "let b = try! f()",
              "message": "`try!` is not allowed here",
              "path": "A.swift",
              "rule": "no-force-try"
            },
            {
              "count": 1,
              "line": "let c = try! g()",
              "message": "`try!` is not allowed here",
              "path": "B.swift",
              "rule": "no-force-try"
            }
          ],
          "tool": "charter",
          "version": 1
        }

        """)

    // Moving and re-indenting baselined code keeps it baselined; a new finding is reported.
    try repo.write("A.swift", "// moved\n    let b = try! f()\nlet a = try! f()\nlet d = try! h()\n")
    let moved = try CharterProcess.run(["lint", "--baseline", "baseline.json"], in: repo.url)
    #expect(moved.status == 1)
    #expect(moved.stdout.hasPrefix("A.swift:4:9: error: `try!` is not allowed here [no-force-try]\n"))
    #expect(moved.stdout.hasSuffix("1 error, 0 warnings in 2 files; 3 more hidden by baseline.json\n"))

    // A fixed finding is listed for pruning; --strict-baseline fails on it.
    try repo.write("A.swift", "let a = try! f()\nlet b = try! f()\n")
    try repo.write("B.swift", "let c = 1\n")
    let pruned = try CharterProcess.run(["lint", "--baseline", "baseline.json"], in: repo.url)
    #expect(pruned.status == 0)
    #expect(pruned.stdout == "no findings in 2 files; 2 more hidden by baseline.json, 1 recorded there no longer occurs\n")
    let jsonRun = try CharterProcess.run(["lint", "--baseline", "baseline.json", "--format", "json"], in: repo.url)
    let document = try JSONSerialization.jsonObject(with: Data(jsonRun.stdout.utf8)) as? [String: Any]
    let effect = document?["baseline"] as? [String: Any]
    #expect(effect?["file"] as? String == "baseline.json")
    #expect(effect?["hidden"] as? Int == 2)
    #expect(effect?["gone"] as? Int == 1)
    #expect(
      pruned.stderr == """
        note: 1 baselined finding no longer occurs; remove it from baseline.json (or rewrite it with --write-baseline):
          B.swift: `try!` is not allowed here [no-force-try]

        """)
    let strict = try CharterProcess.run(["lint", "--baseline", "baseline.json", "--strict-baseline"], in: repo.url)
    #expect(strict.status == 1)
    #expect(strict.stderr.hasPrefix("error: 1 baselined finding no longer occurs"))
    // Only files the run checked count as gone.
    let narrowed = try CharterProcess.run(
      ["lint", "A.swift", "--baseline", "baseline.json", "--strict-baseline"], in: repo.url)
    #expect(narrowed.status == 0)
    #expect(narrowed.stderr == "")
  }

  @Test func countsMatterAndBadFilesAreErrors() throws {
    let repo = try LintCommandTests.repository(["A.swift": "let a = try! f()\n"])
    #expect(try CharterProcess.run(["lint", "--write-baseline", "b.json"], in: repo.url).status == 0)
    try repo.write("A.swift", "let a = try! f()\nlet a = try! f()\n")
    let twice = try CharterProcess.run(["lint", "--baseline", "b.json"], in: repo.url)
    #expect(twice.status == 1)
    #expect(twice.stdout.hasPrefix("A.swift:2:9: error:"))
    let missing = try CharterProcess.run(["lint", "--baseline", "nope.json"], in: repo.url)
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("Error: cannot read the baseline 'nope.json'\nUsage: charter lint "))
    try repo.write("bad.json", "{\"version\": 2}")
    let bad = try CharterProcess.run(["lint", "--baseline", "bad.json"], in: repo.url)
    #expect(bad.status == 2)
    #expect(bad.stderr == "bad.json:1:1: error: not a Charter baseline (version 1)\n")
    #expect(try CharterProcess.run(["lint", "--strict-baseline"], in: repo.url).status == 2)
  }
}
