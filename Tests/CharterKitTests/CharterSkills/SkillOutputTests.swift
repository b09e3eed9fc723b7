import Foundation
import Testing

@testable import CharterKit
@testable import CharterSkills
@testable import CharterSupport

@Suite struct SkillOutputTests {
  var corpus: SkillSet {
    SkillDiscovery(root: Fixtures.packageRoot).skills(at: [
      Fixtures.url("Skills/Corpus"), Fixtures.url("Skills/Invalid/folder-mismatch"),
    ])
  }

  @Test func listTable() throws {
    try assertGolden(corpus.listTable, "Skills/list.txt")
  }

  @Test func listJSON() throws {
    try assertGolden(corpus.listJSON.pretty, "Skills/list.json")
  }

  /// Locations are absolute; the golden file has `$ROOT` for the package root.
  @Test func prompt() throws {
    let text = SkillCatalog.prompt(corpus.skills.filter(\.isValid))
    try assertGolden(text.replacingOccurrences(of: Fixtures.packageRoot.path, with: "$ROOT"), "Skills/prompt.xml")
  }

  @Test func emptyPrompt() {
    #expect(SkillCatalog.prompt([]) == "<available_skills>\n</available_skills>\n")
  }

  @Test(arguments: [("a & b", "a &amp; b"), ("<x y=\"1\" z='2'>", "&lt;x y=&quot;1&quot; z=&#x27;2&#x27;&gt;")])
  func escapesAsPython(_ text: String, _ escaped: String) {
    #expect(SkillCatalog.escape(text) == escaped)
  }

  @Test func lintReportQuotesTheLine() throws {
    let report = corpus.lintReport
    let finding = try #require(report.findings.first { $0.rule == "skill-name-folder" })
    #expect(finding.lineText == "name: other-name")
    #expect(finding.range.start == SourcePosition(line: 2, column: 7))
    #expect(report.filesChecked == 4)
  }
}
