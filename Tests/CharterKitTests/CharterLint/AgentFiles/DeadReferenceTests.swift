import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

/// `agent-file: dead-reference` on a repository: paths, links and commands that name what the
/// repository has pass; the ones it does not have are reported where they are written, with the
/// closest existing name; placeholders, URLs, other languages' code and build output are left alone.
@Suite struct DeadReferenceTests {
  static let agents = """
    # Agents

    - Read [the architecture](docs/ARCHITECTURE.md) and [the old guide](docs/GUIDE.md).
    - Views live in `Sources/App/Views/`; models in `Sources/App/Model/`.
    - Never use `async/await` wrongly; see `Views/Feed.swift` and `owner/repo`.
    - Run `make test` and `make lnt`, then `./scripts/release.sh` and `./scripts/lint.sh`.
    - Also `npm run build`, `npm run deploy`, `swift run charter` and `swift run chartr`.
    - Build output goes to `.build/debug/charter`; fill in `make <target>`.

    ```bash
    make check
    bash scripts/missing.sh
    ```

    ```swift
    let path = "docs/nowhere.md"
    ```
    """

  static func findings(
    _ files: [String: String], executable: [String] = [], links: [String: String] = [:]
  ) async throws -> [Finding] {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: [agent-files]\n")
    try directory.write(".charter/rules/on.md", "---\nid: on\nenable: [agent-dead-reference]\n---\n# On\n")
    for (path, text) in files { try directory.write(path, text) }
    for path in executable {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.appendingPathComponent(path).path)
    }
    for (path, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: directory.url.appendingPathComponent(path).path, withDestinationPath: target)
    }
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    return try await Linter(project: project).lint(paths: []).findings.filter { $0.rule == "agent-dead-reference" }
  }

  static let repository: [String: String] = [
    "AGENTS.md": agents,
    "docs/ARCHITECTURE.md": "# Architecture\n",
    "Sources/App/Views/Feed.swift": "struct Feed {}\n",
    "Sources/App/Models/Item.swift": "struct Item {}\n",
    "Makefile": "test:\n\tswift test\nlint: format\n\tswiftlint\n.PHONY: check\ncheck:\n\tmake test\n",
    "scripts/release.sh": "#!/bin/sh\n",
    "scripts/lint.sh": "#!/bin/sh\n",
    "package.json": #"{"scripts": {"build": "tsc"}}"#,
    "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Charter\", products: [.executable(name: \"charter\", targets: [\"CLI\"])], targets: [.executableTarget(name: \"CLI\")])\n",
    ".gitignore": ".build/\n",
  ]

  @Test func reportsWhatTheRepositoryDoesNotHave() async throws {
    let found = try await Self.findings(Self.repository, executable: ["scripts/release.sh"])
    let summary = found.map { "\($0.range.start.line): \($0.message)" }
    #expect(
      summary == [
        "3: The link points to 'docs/GUIDE.md', which does not exist in the repository",
        "4: 'Sources/App/Model' does not exist in the repository (did you mean 'Sources/App/Models'?)",
        "6: Makefile defines no make target 'lnt' (did you mean 'lint'?)",
        "6: 'scripts/lint.sh' is not executable, so './scripts/lint.sh' cannot run; run 'chmod +x scripts/lint.sh' or call it through its interpreter",
        "7: package.json defines no npm script 'deploy'",
        "7: Package.swift defines no Swift package product or target 'chartr' (did you mean 'charter'?)",
        "12: the script 'scripts/missing.sh' does not exist in the repository",
      ], "\(summary)")
    // The finding covers the words in question.
    let lnt = try #require(found.first { $0.message.contains("'lnt'") })
    #expect(lnt.range.start.column == 29 && lnt.range.end.column == 32)
  }

  @Test func linkedDocumentsAndFragmentsAreCheckedOtherMarkdownIsNot() async throws {
    let found = try await Self.findings([
      "AGENTS.md": "# Agents\n\nFollow [the Swift guide](docs/SWIFT.md).\n",
      "docs/SWIFT.md": "# Swift\n\nSee [gone](gone.md).\n",
      ".charter/rules/style.md": "---\nid: style\n---\n# Style\n\nSee [the notes](../../nowhere.md).\n",
      "README.md": "# Readme\n\nSee [missing](nowhere.md).\n",
    ])
    #expect(found.map(\.path).sorted() == [".charter/rules/style.md", "docs/SWIFT.md"], "\(found)")
  }

  /// What the first held-out look at real agent files taught: a reference that is not a claim
  /// that the thing exists here is not dead.
  @Test func hedgedPlannedIgnoredAndLinkedReferencesAreNotDead() async throws {
    let found = try await Self.findings([
      "AGENTS.md": """
        # Agents

        - No `.github/copilot-instructions.md` found in this repository.
        - Use `Sources/App/Main.swift`, e.g. `Sources/App/Other.swift`.
        - The bundle is written to `Sources/App/Resources/editor/`.

        Read these files when present:
        - `Sources/App/Settings.json`

        ## Commands (Future)

        `Sources/App/Scripts/release.sh`:

        ```bash
        echo later
        ```

        ## Setup

        - See `Sources/App/Linked.md` and `Sources/App/Gone.md`.
        """,
      "Sources/App/Main.swift": "\n",
      "Sources/App/Extra.swift": "\n",
      ".gitignore": "Sources/App/Resources/editor/bundle.js\n",
    ], links: ["Sources/App/Linked.md": "/nonexistent/instructions/Linked.md"])
    #expect(found.map { "\($0.range.start.line): \($0.message)" } == ["20: 'Sources/App/Gone.md' does not exist in the repository"])
  }

  /// A stranger's agent file of one long line of unclosed code spans and links must not stall
  /// a run: each backtick run length and each link is searched for once (no timing asserted; a
  /// quadratic scan of these 600,000 bytes would not finish).
  @Test func hostileLinesAreScannedOnce() {
    let unclosedLinks = String(repeating: "](docs/x", count: 50_000)
    let unclosedSpans = "`" + String(repeating: "``x", count: 100_000)
    let items = MarkdownReferences(unclosedLinks + unclosedSpans).items
    // The first run is three backticks long and never closes; the double runs after it pair up.
    #expect(items.count == 49_999)
    #expect(items.allSatisfy { $0.kind == .codeSpan && $0.text == "x" })
  }

  @Test func aToolWhoseFileCanDefineMoreNamesIsNotJudged() async throws {
    let found = try await Self.findings([
      "AGENTS.md": "Run `make release` and `bundle exec fastlane beta`.\n",
      "Makefile": "include tools.mk\ntest:\n\tswift test\n",
      "fastlane/Fastfile": "import \"../shared/Fastfile\"\nlane :test do\nend\n",
    ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func aMissingMakefileOrLaneIsReportedByTheFileThatShouldDefineIt() async throws {
    let found = try await Self.findings([
      "AGENTS.md": "Run `bundle exec fastlane ios betta`.\n",
      "fastlane/Fastfile": "platform :ios do\n  lane :beta do\n  end\nend\n",
    ])
    #expect(found.map(\.message) == ["fastlane/Fastfile defines no fastlane lane 'betta' (did you mean 'beta'?)"])
  }
}
