import Foundation
import Testing

@testable import CharterKit
@testable import CharterSkills

@Suite struct SkillValidatorTests {
  static let invalid = "Tests/Fixtures/Skills/Invalid/"

  /// The first error of each invalid fixture, exactly as `charter skills validate` prints it.
  @Test(arguments: [
    ("no-front-matter", "1:1", "SKILL.md must start with YAML front matter: a '---' line, the keys, and a closing '---' line"),
    ("unclosed-front-matter", "1:1", "front matter opened with '---' is never closed by a '---' line"),
    ("not-a-mapping", "2:1", "the front matter must be a mapping of keys to values"),
    ("missing-name", "1:1", "the front matter has no 'name'; every skill needs one"),
    ("missing-description", "1:1", "the front matter has no 'description'; every skill needs one"),
    ("empty-name", "2:7", "'name' must be a non-empty string"),
    ("empty-description", "3:14", "'description' must be a non-empty string"),
    ("Upper-Case", "2:7", "skill name 'Upper-Case' contains 'U'; use only lowercase letters a-z, digits and hyphens"),
    ("-leading-hyphen", "2:7", "skill name '-leading-hyphen' must not start or end with a hyphen"),
    ("trailing-hyphen-", "2:7", "skill name 'trailing-hyphen-' must not start or end with a hyphen"),
    ("double--hyphen", "2:7", "skill name 'double--hyphen' must not contain consecutive hyphens"),
    (String(repeating: "a", count: 65), "2:7", "'name' is 65 characters long; the limit is 64"),
    ("folder-mismatch", "2:7", "skill name 'other-name' must equal the name of its folder, 'folder-mismatch'"),
    ("under_score", "2:7", "skill name 'under_score' contains '_'; use only lowercase letters a-z, digits and hyphens"),
    ("café", "2:7", "skill name 'café' contains 'é'; use only lowercase letters a-z, digits and hyphens"),
    ("description-too-long", "3:14", "'description' is 1025 characters long; the limit is 1024"),
    ("description-mapping", "4:3", "'description' must be a non-empty string"),
    ("compatibility-too-long", "4:16", "'compatibility' is 501 characters long; the limit is 500"),
    ("compatibility-list", "5:3", "'compatibility' must be a string, not a list"),
    ("unknown-key", "4:1", "unknown key 'version' in skill front matter; the specification allows name, description, license, compatibility, metadata, allowed-tools"),
    ("claude-key", "4:1", "unknown key 'disable-model-invocation' in skill front matter; it is a claude extension: pass --client claude or set `skills: {client: claude}` in .charter/config.yml"),
    ("metadata-not-mapping", "4:11", "'metadata' must be a mapping of strings to strings, not a string"),
    ("metadata-nested", "6:5", "metadata value 'author' must be a string, not a mapping"),
    ("allowed-tools-list", "5:3", "'allowed-tools' must be a string of tool names separated by spaces, not a list"),
    ("license-list", "5:3", "'license' must be a string, not a list"),
    ("yaml-syntax", "4:1", "found unexpected end of stream while scanning a quoted scalar that starts on line 3"),
    ("duplicate-key", "3:1", "the key 'name' appears twice in this mapping; the first is on line 2"),
    ("invalid-utf8", "3:17", "the file is not valid UTF-8 (first invalid byte here)"),
  ])
  func invalidFixture(_ folder: String, _ position: String, _ message: String) throws {
    let discovery = SkillDiscovery(root: Fixtures.packageRoot)
    let set = discovery.skills(at: [Fixtures.url("Skills/Invalid/\(folder)")])
    let skill = try #require(set.skills.first)
    #expect(!skill.isValid)
    let first = try #require(skill.diagnostics.first { $0.severity == .error })
    #expect(first.description == "\(Self.invalid)\(folder)/SKILL.md:\(position): error: \(message)")
  }

  @Test func folderWithoutSkillIsAnError() {
    let set = SkillDiscovery(root: Fixtures.packageRoot).skills(at: [Fixtures.url("Skills/Invalid/missing-skill-md")])
    #expect(set.skills.isEmpty)
    #expect(set.diagnostics.map(\.description) == [
      "\(Self.invalid)missing-skill-md:1:1: error: no SKILL.md found in '\(Self.invalid)missing-skill-md'"
    ])
    #expect(set.hasErrors)
  }

  @Test func claudeClientAcceptsItsKeysAndToolLists() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(
      "s/SKILL.md",
      "---\nname: s\ndescription: d\ndisable-model-invocation: true\nallowed-tools:\n  - Read\n---\nBody.\n")
    let file = scratch.url.appendingPathComponent("s/SKILL.md")
    #expect(Skill.load(file, displayPath: "s/SKILL.md", clients: [.claude]).diagnostics == [])
    #expect(!Skill.load(file, displayPath: "s/SKILL.md").isValid)
  }

  @Test func corpusSkillsAreValid() {
    let set = SkillDiscovery(root: Fixtures.packageRoot).skills(at: [Fixtures.url("Skills/Corpus")])
    #expect(set.skills.map(\.name) == ["algorithmic-art", "brand-guidelines", "internal-comms"])
    #expect(set.skills.map { $0.name } == ["algorithmic-art", "brand-guidelines", "internal-comms"])
  }
}
