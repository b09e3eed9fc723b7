import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterSwiftChecks

/// `agent-file: contradicts-project`: a sentence that states a deployment target, language
/// mode, Swift version, indentation or line length is reported where the build and settings
/// files say otherwise for the code it governs, naming the file that decides; sentences the
/// project agrees with, availability notes, plans and other languages are left alone.
@Suite struct ContradictsProjectTests {
  static func findings(_ files: [String: String], check: String = "agent-contradicts-project") async throws -> [Finding] {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: [agent-files]\n")
    try directory.write(
      ".charter/rules/on.md",
      "---\nid: on\nenable: [agent-contradicts-project, agent-contradicts-agent-file, agent-duplicate-instruction]\n---\n# On\n")
    for (path, text) in files { try directory.write(path, text) }
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    return try await Linter(project: project).lint(paths: []).findings.filter { $0.rule == check }
  }

  static let package = """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(
      name: "App",
      platforms: [.iOS(.v17), .macOS(.v14)],
      targets: [.target(name: "App", swiftSettings: [.swiftLanguageMode(.v5)])]
    )
    """

  static let agents = """
    # Agents

    ## Requirements

    - Deployment target: iOS 16.0
    - Minimum macOS 14+
    - Requires Swift 5.9 or later
    - Swift 6 language mode
    - `Observation` is available from iOS 17; `Foundation Models` need iOS 26.
    - We are migrating to Swift 6 language mode.

    ## Style

    - Use 2-space indentation.
    - Lines must not exceed 100 characters.
    - Kotlin: 2-space indentation.

    <!-- Deployment target: iOS 12.0 -->

    ```
    // Deployment target: iOS 12.0
    ```
    """

  static let repository: [String: String] = [
    "Package.swift": package,
    "Sources/App/App.swift": "struct App {}\n",
    ".swiftformat": "--indent 4\n--maxwidth 120\n",
    "AGENTS.md": agents,
  ]

  @Test func statementsTheBuildFilesContradictAreReportedAtTheirWords() async throws {
    let found = try await Self.findings(Self.repository)
    #expect(found.map(\.path) == Array(repeating: "AGENTS.md", count: 5))
    #expect(found.map(\.range.start.line) == [5, 7, 8, 14, 15])
    #expect(found[0].range.start.column == 22)
    #expect(found[0].message.contains("says iOS 16.0, but Package.swift:5 builds App for iOS 17.0"))
    #expect(found[1].message.contains("says Swift 5.9, but Package.swift:1 needs Swift 6.0 or later"))
    #expect(found[2].message.contains("says Swift 6 language mode, but Package.swift:6 builds App in Swift 5 mode"))
    #expect(found[3].message.contains("says 2-space indentation, but .swiftformat:1 sets 4-space indentation"))
    #expect(found[4].message.contains("says lines of at most 100 characters, but .swiftformat:2 sets `--maxwidth 120`"))
  }

  @Test func statementsTheProjectAgreesWithPass() async throws {
    var files = Self.repository
    files["AGENTS.md"] = """
      # Agents

      - Deployment target: iOS 17.0; requires macOS 14+.
      - Requires Swift 6.0+, Swift 5 language mode.
      - Use 4-space indentation; lines must not exceed 120 characters.
      """
    #expect(try await Self.findings(files).isEmpty)
  }

  @Test func aProjectThatStatesNothingContradictsNothing() async throws {
    // No platforms: SwiftPM builds for every platform's oldest; no formatter settings.
    let found = try await Self.findings([
      "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n",
      "Sources/App/App.swift": "struct App {}\n",
      "AGENTS.md": "# Agents\n\n- Deployment target: iOS 16.0\n- Use 2-space indentation.\n",
    ])
    #expect(found.isEmpty)
  }

  @Test func anyModuleThatAgreesMakesTheSentenceTrue() async throws {
    var files = Self.repository
    files["Packages/Legacy/Package.swift"] = """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(name: "Legacy", platforms: [.iOS(.v16)], targets: [.target(name: "Legacy")])
      """
    files["Packages/Legacy/Sources/Legacy/Legacy.swift"] = "struct Legacy {}\n"
    let found = try await Self.findings(files)
    #expect(!found.contains { $0.message.contains("iOS") })
  }

  @Test func skillsAndSettingsFilesArePassedOver() async throws {
    var files = Self.repository
    files["AGENTS.md"] = "# Agents\n"
    files[".claude/skills/swiftui/SKILL.md"] = "---\nname: swiftui\ndescription: SwiftUI.\n---\n- Deployment target: iOS 16.0\n"
    #expect(try await Self.findings(files).isEmpty)
  }

  @Test func aRuleInAnAgentsFolderGovernsTheFolderAboveIt() async throws {
    var files = Self.repository
    files["AGENTS.md"] = "# Agents\n"
    files[".cursor/rules/platform.mdc"] = "---\nalwaysApply: true\n---\n- Deployment target: iOS 16.0\n"
    let found = try await Self.findings(files)
    #expect(found.map(\.path) == [".cursor/rules/platform.mdc"])
  }

  @Test func aRuleForOtherFilesStatesTheirLayout() async throws {
    var files = Self.repository
    files["AGENTS.md"] = "# Agents\n"
    files[".github/instructions/markdown.instructions.md"] =
      "---\napplyTo: '**/*.md'\n---\n- Lines must not exceed 80 characters.\n"
    #expect(try await Self.findings(files).isEmpty)
  }

  @Test func readsTheStatementShapes() {
    let text = """
      - **Platforms**: iOS 17+, macOS 14+
      - Supports iOS (17.0+) and visionOS 2.0+.
      - iOS 16 and iOS 17 are supported
      - Built with Xcode 16 against the iOS 18 SDK
      - swift-tools-version: 5.9
      - `SWIFT_VERSION = 5.0`, `swiftLanguageModes: [.v6]`
      - Language mode: Swift 6
      - Uses Swift 5.9 macros
      """
    let claims = ProjectStatements(text).statements.map(\.claim)
    #expect(
      claims == [
        .deploymentTarget(.iOS, OSVersion(17), majorOnly: true), .deploymentTarget(.macOS, OSVersion(14), majorOnly: true),
        .deploymentTarget(.iOS, OSVersion(17), majorOnly: false), .deploymentTarget(.visionOS, OSVersion(2), majorOnly: false),
        .swiftVersion(OSVersion(5, 9)), .languageMode(5), .languageMode(6), .languageMode(6),
      ])
  }

  @Test func aHostileLineCostsNothing() {
    let line = String(repeating: "iOS 17 target ", count: 50_000)
    #expect(ProjectStatements(line + "\n").statements.isEmpty)
  }
}
