import Foundation
import Testing

@testable import CharterKit
@testable import CharterSkills

@Suite struct BuiltinSkillsTests {
  /// The embedded copy must equal `skills/`; run `scripts/embed-skills.sh` after editing one.
  @Test func embeddedCopyIsCurrent() throws {
    let folder = Fixtures.packageRoot.appendingPathComponent("skills")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
    #expect(BuiltinSkills.names == names, "run scripts/embed-skills.sh")
    for name in names {
      for file in BuiltinSkills.files(of: name) {
        let url = folder.appendingPathComponent("\(name)/\(file.path)")
        #expect(try String(contentsOf: url, encoding: .utf8) == file.text, "\(name)/\(file.path) is stale: run scripts/embed-skills.sh")
      }
    }
  }

  @Test func builtinSkillsAreValid() {
    let set = SkillDiscovery(root: Fixtures.packageRoot).skills(at: [Fixtures.packageRoot.appendingPathComponent("skills")])
    #expect(set.skills.count == BuiltinSkills.names.count)
    for skill in set.skills { #expect(skill.diagnostics == [], "\(skill.path)") }
  }
}
