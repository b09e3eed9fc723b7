import Foundation
import CharterTestSupport
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

/// Licence texts and test fixtures are not the team's own prose or code: the checks Charter
/// brings itself do not apply to them, unless a team's rule names them by glob.
@Suite struct ForeignFileTests {
  @Test(arguments: [
    "LICENSE", "LICENCE", "License.md", "license.txt", "COPYING", "COPYING.LESSER", "NOTICE", "Sources/Lib/LICENSE",
    "LICENSE-MIT", "licence-apache.txt", "UNLICENSE",
  ])
  func licenceTexts(path: String) {
    #expect(ForeignFile.reason(for: path)?.text == "a licence text, kept verbatim")
  }

  @Test(arguments: [
    ("Tests/ParserTests/Fixtures/feed.rss", "a test fixture (under 'Tests/ParserTests/Fixtures/')"),
    ("Tests/ParserTests/Fixtures/Input.swift", "a test fixture (under 'Tests/ParserTests/Fixtures/')"),
    ("fixtures/a.json", "a test fixture (under 'fixtures/')"),
    ("src/__fixtures__/page.html", "a test fixture (under 'src/__fixtures__/')"),
    ("pkg/testdata/golden.txt", "a test fixture (under 'pkg/testdata/')"),
    ("Tests/AppTests/__Snapshots__/ViewTests/test.1.txt", "a test fixture (under 'Tests/AppTests/__Snapshots__/')"),
    ("Tests/AppTests/Resources/Sample.swift", "a test fixture (under 'Tests/AppTests/Resources/')"),
    ("Tests/AppTests/feed.xml", "test data (a file in a test folder that is neither code nor Markdown)"),
    ("AppTests/response.json", "test data (a file in a test folder that is neither code nor Markdown)"),
    ("Tests/config.yml", "test data (a file in a test folder that is neither code nor Markdown)"),
  ])
  func testFixtures(path: String, reason: String) {
    #expect(ForeignFile.reason(for: path)?.text == reason)
  }

  @Test(arguments: [
    "Tests/AppTests/ParserTests.swift", "Tests/AppTests/Helpers.swift", "Tests/README.md", "Sources/App/Resources/feed.xml",
    "Sources/App/License.swift", "Sources/App/Fixture.swift", "README.md", "Sources/App/page.html", "test/helper.js",
  ])
  func theTeamsOwnFiles(path: String) {
    #expect(ForeignFile.reason(for: path) == nil)
  }

  static func lint(_ files: [String: String]) async throws -> [String] {
    let directory = try TemporaryDirectory()
    for (path, text) in HeldOutOffChecks.enabling(files) { try directory.write(path, text) }
    let report = try await Linter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
      .lint(paths: [], options: LintOptions(jobs: 2))
    return report.findings.map { "\($0.path) \($0.rule)" }.sorted()
  }

  @Test func packChecksLeaveLicencesAndFixturesAlone() async throws {
    let findings = try await Self.lint([
      ".charter/config.yml": "packs: [general]\n",
      "LICENSE": "Permission is granted  \n", "Tests/ParserTests/Fixtures/feed.rss": "<rss>  \n",
      "Tests/ParserTests/feed.xml": "<x>  \n", "Tests/ParserTests/ParserTests.swift": "let a = 1  \n",
      "Sources/App.swift": "let b = 2  \n",
    ])
    #expect(findings == ["Sources/App.swift no-trailing-whitespace", "Tests/ParserTests/ParserTests.swift no-trailing-whitespace"])
  }

  @Test func aTeamsOwnCheckOrAGlobNamingTheFileStillApplies() async throws {
    let findings = try await Self.lint([
      ".charter/config.yml": "packs: [general]\n",
      // A declared check is the team's; an extracted one applies where its globs spell the folder.
      ".charter/rules/ws.md": "---\nid: ws\nchecks:\n  - id: my-ws\n    trailing-whitespace: true\n---\n",
      ".charter/rules/fixtures.md": "---\nid: fixtures\nglobs: [\"Tests/**/Fixtures/**\"]\n---\n- Lines must not exceed 20 characters.\n",
      "LICENSE": "Permission is granted  \n", "Tests/ParserTests/Fixtures/feed.rss": "<rss><item>a long line</item></rss>\n",
    ])
    #expect(findings.contains("LICENSE my-ws"))
    #expect(!findings.contains("LICENSE no-trailing-whitespace"))
    #expect(findings.contains { $0.hasPrefix("Tests/ParserTests/Fixtures/feed.rss ") })
  }

  @Test func explainSaysWhyAPackCheckDoesNotApply() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: [general]\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let text = project.explainReport(for: "Tests/AppTests/Fixtures/page.html").report.text()
    #expect(
      text.contains(
        "not applied (the file is a test fixture (under 'Tests/AppTests/Fixtures/'); name it in a rule's globs to check it):\n"
          + "  no-merge-conflict-markers"))
    #expect(text.contains("  no-trailing-whitespace  from charter:rules/general.md"))
  }
}
