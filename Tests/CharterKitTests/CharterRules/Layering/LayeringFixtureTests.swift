import Foundation
import Testing

@testable import CharterKit
@testable import CharterProject
@testable import CharterReports
@testable import CharterRules

/// Each folder under `Tests/Fixtures/Layering` is a repository (`repo/`), optionally a
/// user-global config folder (`user/`, used as `XDG_CONFIG_HOME`), the files to explain
/// (`files.txt`), and the expected `explain --format json` output for each
/// (`expected/<path with / as __>.json`).
@Suite struct LayeringFixtureTests {
  static let caseNames = [
    "agents-override", "disabled-check", "nested-override", "off-by-default", "path-scoped", "severity-override",
    "user-global",
  ]

  @Test(arguments: caseNames)
  func explainMatchesExpected(_ name: String) throws {
    let folder = Fixtures.url("Layering/\(name)")
    let user = folder.appendingPathComponent("user")
    let environment =
      FileManager.default.fileExists(atPath: user.path) ? ["XDG_CONFIG_HOME": user.path] : [:]
    let project = Project(
      root: folder.appendingPathComponent("repo"), options: ProjectOptions(environment: environment))
    let files = try Fixtures.text("Layering/\(name)/files.txt").split(separator: "\n")
    #expect(!files.isEmpty)
    for file in files.map(String.init) {
      let set = project.ruleFiles(governing: file)
      #expect(set.diagnostics.isEmpty, "\(set.diagnostics)")
      let report = ExplainReport(RuleResolver.resolve(path: file, files: set.files))
      let golden = "Layering/\(name)/expected/\(file.replacingOccurrences(of: "/", with: "__")).json"
      try assertGolden(report.json(), golden)
    }
  }

  @Test func fixtureListIsComplete() throws {
    let found = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("Layering").path)
    #expect(found.sorted() == Self.caseNames)
  }

  @Test func resolutionIsDeterministic() {
    let project = Project(root: Fixtures.url("Layering/path-scoped/repo"))
    let set = project.ruleFiles(governing: "Tests/ATests.swift")
    let forward = RuleResolver.resolve(path: "Tests/ATests.swift", files: set.files)
    let backward = RuleResolver.resolve(path: "Tests/ATests.swift", files: set.files.reversed())
    #expect(forward == backward)
  }

  @Test func noUserRulesTurnsTheLayerOff() {
    let folder = Fixtures.url("Layering/user-global")
    let environment = ["XDG_CONFIG_HOME": folder.appendingPathComponent("user").path]
    let project = Project(
      root: folder.appendingPathComponent("repo"),
      options: ProjectOptions(useUserRules: false, environment: environment))
    let resolved = RuleResolver.resolve(
      path: "Sources/A.swift", files: project.ruleFiles(governing: "Sources/A.swift").files)
    #expect(resolved.checks.map(\.id) == ["indentation"])
    #expect(resolved.checks.first?.overrides == [])
  }
}
