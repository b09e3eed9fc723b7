import Foundation
import Testing

@testable import CharterKit

@Suite struct SkillInstallerTests {
  @Test func installsBuiltin() throws {
    let repo = try TemporaryDirectory()
    let installer = SkillInstaller(root: repo.url)
    #expect(try installer.installBuiltin("charter-rules") == ".charter/skills/charter-rules")
    let text = try String(contentsOf: repo.url.appendingPathComponent(".charter/skills/charter-rules/SKILL.md"), encoding: .utf8)
    #expect(text == BuiltinSkills.files(of: "charter-rules").first?.text)
    #expect(try FileManager.default.contentsOfDirectory(atPath: repo.url.appendingPathComponent(".charter/skills").path) == ["charter-rules"])
  }

  @Test func installsLocalFolderWithItsFiles() throws {
    let repo = try TemporaryDirectory()
    try repo.write("src/tidy/SKILL.md", "---\nname: tidy\ndescription: Tidy up.\n---\nRun `scripts/tidy.sh`.\n")
    try repo.write("src/tidy/scripts/tidy.sh", "echo tidy\n")
    let installer = SkillInstaller(root: repo.url)
    #expect(try installer.installFolder(repo.url.appendingPathComponent("src/tidy")) == ".charter/skills/tidy")
    #expect(FileManager.default.fileExists(atPath: repo.url.appendingPathComponent(".charter/skills/tidy/scripts/tidy.sh").path))
  }

  @Test func neverOverwrites() throws {
    let repo = try TemporaryDirectory()
    try repo.write(".charter/skills/charter-rules/SKILL.md", "mine\n")
    #expect(throws: SkillInstallError.exists(".charter/skills/charter-rules")) {
      try SkillInstaller(root: repo.url).installBuiltin("charter-rules")
    }
    #expect(try String(contentsOf: repo.url.appendingPathComponent(".charter/skills/charter-rules/SKILL.md"), encoding: .utf8) == "mine\n")
  }

  @Test func unknownBuiltin() throws {
    let repo = try TemporaryDirectory()
    #expect(throws: SkillInstallError.unknownSkill("nope", available: BuiltinSkills.names)) {
      try SkillInstaller(root: repo.url).installBuiltin("nope")
    }
  }

  @Test func refusesInvalidLocalSkill() throws {
    let repo = try TemporaryDirectory()
    try repo.write("src/bad/SKILL.md", "---\nname: other\ndescription: d\n---\n")
    #expect(throws: SkillInstallError.self) {
      try SkillInstaller(root: repo.url).installFolder(repo.url.appendingPathComponent("src/bad"))
    }
    #expect(!FileManager.default.fileExists(atPath: repo.url.appendingPathComponent(".charter/skills").path + "/other"))
  }
}
