import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports
@testable import CharterRules

/// Conventional vendored folders are skipped like generated code, at any depth; a
/// `-linguist-vendored` line or a team's glob that spells the folder brings them back.
@Suite struct VendoredFolderTests {
  @Test(arguments: [
    ("Pods/Alamofire/Source/Session.swift", "Pods"),
    ("App/Pods/Lib/A.m", "App/Pods"),
    ("Carthage/Checkouts/Lib/A.swift", "Carthage/Checkouts"),
    ("Carthage/Build/iOS/Lib.framework/Headers/Lib.h", "Carthage/Build"),
    ("fastlane/swift/Fastlane.swift", "fastlane/swift"),
    ("ios/fastlane/swift/FastlaneSwiftRunner/main.swift", "ios/fastlane/swift"),
    ("Sources/App/Vendor/Reachability.swift", "Sources/App/Vendor"),
    ("vendor/github.com/pkg/errors/errors.go", "vendor"),
    ("third_party/zlib/zlib.h", "third_party"),
    ("ThirdParty/Lib/A.swift", "ThirdParty"),
    ("web/node_modules/left-pad/index.js", "web/node_modules"),
  ])
  func conventionalFoldersAreVendored(path: String, folder: String) {
    #expect(VendoredFolder.containing(path)?.path == folder)
  }

  @Test(arguments: [
    "fastlane/Fastfile", "fastlane/Fastfile.swift", "fastlane/README.md", "Carthage/Cartfile.swift",
    "Sources/External/API.swift", "Sources/Vendors.swift", "Pods", "Sources/pods/A.swift", "Podfile",
  ])
  func theTeamsOwnFilesAreNot(path: String) {
    #expect(VendoredFolder.containing(path) == nil)
  }

  static let rules = "---\nglobs: [\"**/*.swift\"]\nchecks:\n  - id: no-force-cast\n    ban: \"as!\"\n---\n"
  static let code = "let a = b as! C\n"

  /// Lints `files` written to `directory`, which the caller keeps alive for the project.
  static func lint(_ files: [String: String], in directory: TemporaryDirectory) async throws -> (Project, [String]) {
    for (path, text) in files { try directory.write(path, text) }
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 2))
    return (project, report.findings.map(\.path).sorted())
  }

  @Test func lintSkipsVendoredFoldersButNotTheTeamsFastfile() async throws {
    let directory = try TemporaryDirectory()
    let (project, findings) = try await Self.lint([
      ".charter/rules/style.md": Self.rules, "Sources/App.swift": Self.code, "fastlane/swift/Fastlane.swift": Self.code,
      "fastlane/Fastfile.swift": Self.code, "Pods/Lib/A.swift": Self.code, "Carthage/Checkouts/L/B.swift": Self.code,
    ], in: directory)
    #expect(findings == ["Sources/App.swift", "fastlane/Fastfile.swift"])
    #expect(
      project.generatedCodeReason(for: "fastlane/swift/Fastlane.swift")?.description
        == "vendored: it is under 'fastlane/swift/' (fastlane writes its Swift runner there)")
  }

  @Test func unsettingLinguistVendoredMakesTheFolderTheTeams() async throws {
    let directory = try TemporaryDirectory()
    let (project, findings) = try await Self.lint([
      ".charter/rules/style.md": Self.rules, ".gitattributes": "Vendor/Ours/** -linguist-vendored\nPods/** linguist-vendored=false\n",
      "Vendor/Ours/A.swift": Self.code, "Vendor/Theirs/B.swift": Self.code, "Pods/C.swift": Self.code,
    ], in: directory)
    #expect(findings == ["Pods/C.swift", "Vendor/Ours/A.swift"])
    #expect(project.generatedCodeReason(for: "Vendor/Ours/A.swift") == nil)
  }

  @Test func aRuleWhoseGlobsSpellTheFolderStillChecksIt() async throws {
    let named = "---\nglobs: [\"Vendor/**/*.swift\"]\nchecks:\n  - id: vendor-cast\n    ban: \"as!\"\n---\n"
    let directory = try TemporaryDirectory()
    let (project, findings) = try await Self.lint([
      ".charter/rules/style.md": Self.rules, ".charter/rules/vendor.md": named,
      "Vendor/A.swift": Self.code, "Pods/B.swift": Self.code,
    ], in: directory)
    // The vendored file is checked; Pods is still skipped.
    #expect(Set(findings) == ["Vendor/A.swift"])
    let (report, _, _) = project.explainReport(for: "Vendor/A.swift")
    #expect(
      report.text().contains(
        "vendored: it is under 'Vendor/' (by convention it holds copies of third-party code); "
          + "linted because .charter/rules/vendor.md names it in its globs"))
    #expect(project.explainReport(for: "Pods/B.swift").report.text().contains("not linted, vendored: it is under 'Pods/'"))
  }
}
