import Foundation
import CharterTestSupport
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

/// `.swiftformat` `--exclude`: files the formatter leaves alone are not held to the formatter's
/// checks Charter brings; every other check still runs on them.
@Suite struct SwiftFormatExclusionTests {
  @Test func excludeIsReadWithEveryPathAndLine() {
    let config = SwiftFormatConfig(parsing: "--indent 2\n--exclude Pods,fastlane/**\n--exclude \"Generated\", Scripts # tools\n--unexclude Pods/Ours\n")
    #expect(config.exclusions.map(\.path) == ["Pods", "fastlane/**", "Generated", "Scripts", "Pods/Ours"])
    #expect(config.exclusions.map(\.line) == [2, 2, 3, 3, 4])
    #expect(config.exclusions.map(\.unexcludes) == [false, false, false, false, true])
    #expect(config.indentation?.style.width == 2)
  }

  @Test(arguments: [
    ("fastlane", "fastlane/Fastfile", true),
    ("fastlane", "fastlane/swift/Fastlane.swift", true),
    ("fastlane", "App/fastlane/Fastfile", false),
    ("./Sources/Generated/", "Sources/Generated/A.swift", true),
    ("**/*.generated.swift", "Sources/A.generated.swift", true),
    ("**/*.generated.swift", "A.generated.swift", true),
    ("Sources/*/Mocks", "Sources/App/Mocks/M.swift", true),
    ("Sources/*/Mocks", "Sources/App/Deep/Mocks/M.swift", false),
    ("*.{h,m}", "shim.h", true),
    ("../Other", "Other/A.swift", false),
    ("/abs/path", "abs/path/A.swift", false),
  ])
  func pathsFollowSwiftFormatsGlobs(pattern: String, path: String, excluded: Bool) {
    #expect(SwiftFormatExclusion(path: pattern, line: 1, unexcludes: false).matches(path) == excluded)
  }

  static func lint(_ files: [String: String]) async throws -> [String] {
    let directory = try TemporaryDirectory()
    for (path, text) in HeldOutOffChecks.enabling(files) { try directory.write(path, text) }
    let report = try await Linter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
      .lint(paths: [], options: LintOptions(jobs: 2))
    return report.findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" }.sorted()
  }

  @Test func excludedFilesKeepTheirOtherChecks() async throws {
    let code = "func f() {\n    let a = b as! C  \n}"
    let findings = try await Self.lint([
      ".charter/config.yml": "packs: [general, swift-style]\n",
      ".charter/rules/style.md": "---\nid: style\nenable: [final-newline]\n---\n# Style\n",
      ".swiftformat": "--indent 2\n--exclude Scripts,Tools/**\n--unexclude Tools/Ours\n",
      "Sources/A.swift": code, "Scripts/B.swift": code, "Tools/C.swift": code, "Tools/Ours/D.swift": code,
    ])
    let excluded = findings.filter { $0.hasPrefix("Scripts/") || $0.hasPrefix("Tools/C") }
    // No whitespace, newline or indentation finding where SwiftFormat does not go; the cast is still one.
    #expect(excluded.allSatisfy { $0.hasSuffix(" no-force-cast") })
    #expect(excluded.count == 2)
    for path in ["Sources/A.swift", "Tools/Ours/D.swift"] {
      #expect(findings.contains("\(path):2 no-trailing-whitespace"))
      #expect(findings.contains("\(path):2 indentation"))
      #expect(findings.contains("\(path):3 final-newline"))
    }
  }

  @Test func explainNamesTheExcludeLine() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: [general]\n")
    try directory.write("App/.swiftformat", "--indent 4\n# vendored tools\n--exclude fastlane\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let text = project.explainReport(for: "App/fastlane/Fastfile.swift").report.text()
    #expect(text.contains("no-trailing-whitespace  from charter:rules/general.md:"))
    #expect(text.contains(", disabled by App/.swiftformat:3"))
    #expect(text.contains("indentation  from App/.swiftformat:1, disabled by App/.swiftformat:3"))
  }
}
