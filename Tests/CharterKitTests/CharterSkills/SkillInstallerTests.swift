import Foundation
import Testing

@testable import CharterKit
@testable import CharterSkills

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
    var warnings: [String] = []
    #expect(try installer.installFolder(repo.url.appendingPathComponent("src/tidy"), warnings: &warnings) == ".charter/skills/tidy")
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
    var warnings: [String] = []
    #expect(throws: SkillInstallError.self) {
      try SkillInstaller(root: repo.url).installFolder(repo.url.appendingPathComponent("src/bad"), warnings: &warnings)
    }
    #expect(!FileManager.default.fileExists(atPath: repo.url.appendingPathComponent(".charter/skills").path + "/other"))
  }

  /// A link inside the skill to one of its own files is copied as that file; the skill holds
  /// no link afterwards.
  @Test func aLinkToAFileOfTheSkillIsCopiedAsItsContent() throws {
    let repo = try TemporaryDirectory()
    try repo.write("src/tidy/SKILL.md", "---\nname: tidy\ndescription: Tidy up.\n---\nRun `run.sh`.\n")
    try repo.write("src/tidy/scripts/tidy.sh", "echo tidy\n")
    try FileManager.default.createSymbolicLink(
      atPath: repo.url.appendingPathComponent("src/tidy/run.sh").path, withDestinationPath: "scripts/tidy.sh")
    var warnings: [String] = []
    _ = try SkillInstaller(root: repo.url).installFolder(repo.url.appendingPathComponent("src/tidy"), warnings: &warnings)
    let installed = repo.url.appendingPathComponent(".charter/skills/tidy/run.sh").path
    #expect(try FileManager.default.attributesOfItem(atPath: installed)[.type] as? FileAttributeType == .typeRegular)
    #expect(try String(contentsOfFile: installed, encoding: .utf8) == "echo tidy\n")
    #expect(warnings == ["run.sh is a symbolic link; its content was copied, not the link"])
  }

  /// A link that leads out of the skill (to a secret elsewhere, a folder, nowhere) refuses
  /// the install: nothing is written.
  @Test(arguments: ["outside", "folder", "nowhere"])
  func aLinkLeavingTheSkillRefusesTheInstall(_ kind: String) throws {
    let repo = try TemporaryDirectory()
    let elsewhere = try TemporaryDirectory()
    let secret = try elsewhere.write("credentials", "token=123\n")
    try repo.write("src/tidy/SKILL.md", "---\nname: tidy\ndescription: Tidy up.\n---\nBody.\n")
    try repo.write("src/tidy/sub/file.md", "x\n")
    let target = switch kind {
    case "outside": secret.path
    case "folder": "sub"
    default: "missing.md"
    }
    try FileManager.default.createSymbolicLink(
      atPath: repo.url.appendingPathComponent("src/tidy/link").path, withDestinationPath: target)
    var warnings: [String] = []
    #expect(throws: SkillInstallError.self) {
      try SkillInstaller(root: repo.url).installFolder(repo.url.appendingPathComponent("src/tidy"), warnings: &warnings)
    }
    #expect(!FileManager.default.fileExists(atPath: repo.url.appendingPathComponent(".charter/skills/tidy").path))
  }
}
