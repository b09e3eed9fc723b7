import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

/// `agent-file: dead-reference` on `xcodebuild -scheme` and `swift test --filter`: a scheme
/// the repository does not have and a filter no test matches are reported with the closest
/// name; repositories whose schemes Charter cannot all see, and patterns, are left alone.
@Suite struct DeadCommandTests {
  static let package = """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(
      name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
      targets: [.target(name: "Kit"), .testTarget(name: "KitTests", dependencies: ["Kit"])])
    """

  static let agents = """
    # Agents

    - Build with `xcodebuild -scheme Kit build` or `xcodebuild -scheme Kit-Package test`.
    - Run the app with `xcodebuild -scheme Shop -destination 'platform=iOS Simulator,name=iPhone 16'`.
    - Old: `xcodebuild -scheme Shopp test`, `xcodebuild -scheme "$SCHEME"`.
    - Test one suite: `swift test --filter KitTests.ParserTests` or `swift test --filter ParserTests/testEmpty`.
    - Stale: `swift test --filter PaserTests`, and `swift test --filter 'Kit.*Parser'` is a pattern.
    """

  static let repository: [String: String] = [
    "Package.swift": package,
    "Sources/Kit/Kit.swift": "struct Kit {}\n",
    "Tests/KitTests/ParserTests.swift": "import XCTest\nfinal class ParserTests: XCTestCase {\n  func testEmpty() {}\n}\n",
    "App/Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
    "App/Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme": "<Scheme/>\n",
    "AGENTS.md": agents,
  ]

  @Test func missingSchemesAndFiltersAreReportedWithTheClosestName() async throws {
    let found = try await DeadReferenceTests.findings(Self.repository)
    #expect(
      found.map { "\($0.range.start.line): \($0.message)" } == [
        "5: the repository has no scheme 'Shopp' (did you mean 'Shop'?)",
        "7: no test of the package matches 'PaserTests': 'PaserTests' appears in none of its test files (did you mean 'ParserTests'?)",
      ])
  }

  @Test func schemesCharterCannotSeeAreLeftAlone() async throws {
    var files = Self.repository
    // A project without shared schemes: Xcode makes one per target on each machine.
    files["App/Other.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{}\n"
    #expect(try await DeadReferenceTests.findings(files).map(\.range.start.line) == [7])
    files = Self.repository
    files["project.yml"] = "name: Shop\n"
    #expect(try await DeadReferenceTests.findings(files).map(\.range.start.line) == [7])
  }

  @Test func settingsFilesRunningMissingScriptsAreReported() async throws {
    let settings = """
      {
        "hooks": {
          "PostToolUse": [{"matcher": "Edit", "hooks": [
            {"type": "command", "command": "\\"$CLAUDE_PROJECT_DIR\\"/.claude/hooks/format.sh"},
            {"type": "command", "command": "./gradlew ktlintFormat"}
          ]}]
        }
      }
      """
    let mcp = #"{"mcpServers": {"docs": {"command": "node", "args": ["./tools/docs-server.js"]}, "web": {"command": "npx", "args": ["-y", "server@1.0.0"]}}}"#
    let found = try await DeadReferenceTests.findings(
      [
        ".claude/settings.json": settings, ".claude/hooks/format.sh": "#!/bin/sh\n", ".mcp.json": mcp,
        "tools/docs_server.js": "\n",
      ], executable: [".claude/hooks/format.sh"])
    #expect(
      found.map { "\($0.path):\($0.range.start.line):\($0.range.start.column): \($0.message)" } == [
        ".claude/settings.json:5:41: the script 'gradlew' does not exist in the repository",
        ".mcp.json:1:63: the script 'tools/docs-server.js' does not exist in the repository (did you mean 'tools/docs_server.js'?)",
      ])
  }

  /// Example names, dates to fill in and blocks another tool writes are not references to check;
  /// capitals alone (`README.md`) do not make a name an example.
  @Test func examplesPlaceholdersAndToolBlocksAreLeftAlone() async throws {
    let agents = """
      # Agents

      - Headers look like `Sources/Kit/KitFoo.h`; tests like `Tests/KitTests/KitTests+X.swift`.
      - Journals go in `memory/YYYY-MM-DD.md`; run `xcodebuild -scheme YourScheme`.
      - Run `swift test --filter TestClassName/testMethodName` for one test.
      - Read `Sources/Kit/ARCHITECTURE.md`.

      <!-- gitnexus:start -->
      - Use `.claude/skills/gitnexus/exploring/SKILL.md`.
      <!-- gitnexus:end -->
      - And `Tests/GONE.md`.
      """
    var files = Self.repository
    files["AGENTS.md"] = agents
    let found = try await DeadReferenceTests.findings(files)
    #expect(found.map { "\($0.range.start.line): \($0.message)" } == [
      "6: 'Sources/Kit/ARCHITECTURE.md' does not exist in the repository",
      "11: 'Tests/GONE.md' does not exist in the repository",
    ])
  }
}
