import Foundation
import Testing

/// Problems in a repository's own skills (vendored, installed by an agent) are warnings in
/// `rules`, `lint`, `compose` and `init`, which go on; `skills validate` stays strict, and a
/// skill under `.charter/` is still an error.
@Suite struct RepositorySkillProblemsTests {
  static let files = [
    ".git/HEAD": "ref: refs/heads/main\n",
    ".claude/skills/big/SKILL.md": "---\nname: big\ndescription: " + String(repeating: "x", count: 1_100) + "\n---\n# Big\n",
    ".claude/skills/colon/SKILL.md": "---\nname: colon\ndescription: Use this: when things\n---\n# Colon\n",
  ]

  @Test func aVendoredSkillIsAWarningNotAFailure() throws {
    let repo = try Sandbox(Self.files)
    let rules = try CharterProcess.run(["rules"], in: repo.url)
    #expect(rules.status == 0, "\(rules.stderr)")
    #expect(rules.stderr.contains(".claude/skills/big/SKILL.md:3:14: warning: 'description' is 1100 characters long"))
    #expect(rules.stderr.contains(".claude/skills/colon/SKILL.md:3:22: warning: mapping values are not allowed"))
    #expect(try CharterProcess.run(["lint"], in: repo.url).status == 0)
    #expect(try CharterProcess.run(["init", "--from-existing"], in: repo.url).status == 0)
    #expect(try CharterProcess.run(["compose"], in: repo.url).status == 0)
    #expect(try CharterProcess.run(["skills", "validate"], in: repo.url).status != 0, "validate stays strict")
  }

  @Test func aSkillOfChartersOwnIsStillAnError() throws {
    let repo = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/skills/big/SKILL.md": "---\nname: big\ndescription: Use this: when things\n---\n# Big\n",
    ])
    let rules = try CharterProcess.run(["rules"], in: repo.url)
    #expect(rules.status == 2)
    #expect(rules.stderr.contains(".charter/skills/big/SKILL.md:3:22: error:"), "\(rules.stderr)")
  }
}
