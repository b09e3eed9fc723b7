import Foundation
import Testing

@testable import CharterKit
@testable import CharterSkills

@Suite struct SkillBodyChecksTests {
  static let head = "---\nname: s\ndescription: d\n---\n"

  /// Each body gives exactly these warnings (`line:col code`), counted in the whole file.
  @Test(arguments: [
    ("See [the guide](references/guide.md).\n", [String]()),
    ("Run `scripts/run.py` first.\n", []),
    ("See [x](references/missing.md).\n", ["5:9 skill-missing-reference"]),
    ("Run `scripts/gone.sh`.\n", ["5:6 skill-missing-reference"]),
    ("Read `references/a/b.md`.\n", ["5:7 skill-reference-depth"]),
    ("See [x](/etc/passwd).\n", ["5:9 skill-path-absolute"]),
    ("Run `scripts\\run.py`.\n", ["5:6 skill-path-backslash"]),
    ("日本 [x](references/nope.md)\n", ["5:8 skill-missing-reference"]),
    ("[web](https://example.com) [anchor](#top) `not a path`\n", []),
    ("```\n[x](references/missing.md)\n```\n", []),
    (String(repeating: "line\n", count: 501), ["505:1 skill-body-lines"]),
    (String(repeating: "x", count: 20_004) + "\n", ["5:1 skill-body-tokens"]),
  ])
  func bodyWarnings(_ body: String, _ expected: [String]) throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("s/references/guide.md", "guide\n")
    try scratch.write("s/scripts/run.py", "print(1)\n")
    try scratch.write("s/references/a/b.md", "deep\n")
    let file = try scratch.write("s/SKILL.md", Self.head + body)
    let skill = Skill.load(file, displayPath: "s/SKILL.md")
    #expect(skill.isValid)
    #expect(skill.diagnostics.map { "\($0.position) \($0.code)" } == expected)
    #expect(skill.diagnostics.allSatisfy { $0.severity == .warning })
  }
}
