import Foundation

@testable import CharterKit
@testable import CharterAgentFormats

/// Fragments that exercise every way a fragment can be scoped, shared by the writer goldens
/// and the round trips of the one-file-per-rule formats.
enum FormatSamples {
  /// The formats, by target name.
  static let formats: [String: any AgentFormat.Type] = [
    "cursor": CursorFormat.self, "windsurf": WindsurfFormat.self, "cline": ClineFormat.self, "kiro": KiroFormat.self,
    "devin": DevinFormat.self, "antigravity": AntigravityFormat.self, "augment": AugmentFormat.self,
    "continue": ContinueFormat.self, "roo": RooFormat.self, "jetbrains": JetBrainsFormat.self,
    "amazonq": AmazonQFormat.self,
  ]

  /// The targets, in a stable order for test arguments.
  static let targets = [
    "cursor", "windsurf", "cline", "kiro", "devin", "antigravity", "augment", "continue", "roo", "jetbrains", "amazonq",
  ]

  /// The formats whose files always apply: they state every scope in words.
  static let plainTargets: Set = ["roo", "amazonq"]

  /// The formats without descriptions.
  static let undescribedTargets: Set = ["cline", "roo", "amazonq", "jetbrains"]

  static let fragments: [ComposeFragment] = [
    ComposeFragment(
      name: "general", sourcePath: ".charter/rules/general.md", description: "House rules for every file",
      body: "# General\n\n- Keep functions short.\n- Write the test first."),
    ComposeFragment(
      name: "swift-style", sourcePath: ".charter/rules/swift-style.md",
      description: "How Swift code here is formatted", activation: .globs(["**/*.swift"]),
      body: "# Swift style\n\n- Use 2-space indentation.\n- Prefer `@Observable` over `ObservableObject`."),
    ComposeFragment(
      name: "app-architecture", sourcePath: ".charter/rules/app-architecture.md",
      activation: .globs(["Sources/App/**"]),
      body: "Views never talk to the network; view models do."),
    ComposeFragment(
      name: "tests", sourcePath: "Tests/.charter/rules/tests.md", directory: "Tests",
      description: "How tests are written", body: "- One behaviour per test.\n- No sleeping in tests."),
    ComposeFragment(
      name: "web", sourcePath: ".charter/rules/web.md", description: "Web \"client\" code",
      activation: .globs(["web/**/*.{ts,tsx}", "!web/**/*.generated.ts"]),
      body: "Use `fetch`, not `axios`."),
    ComposeFragment(
      name: "concurrency", sourcePath: "Sources/.charter/rules/concurrency.md", directory: "Sources",
      activation: .globs(["*.swift"]), body: "# Concurrency\n\nHop to the main actor explicitly.",
      enforced: [
        "`main-actor-task`: use `Task { @MainActor in … }` instead of `DispatchQueue.main.async`",
        "`indentation`: indent with 2 spaces",
      ]),
    ComposeFragment(
      name: "écriture", sourcePath: ".charter/rules/écriture.md", description: "Règles de rédaction — 日本語も",
      activation: .onRequest,
      body: "# Écriture\n\n- Écrivez « comme ceci ».\n- 日本語のコメントは避ける。\n- Emoji ✅ are fine in docs."),
    ComposeFragment(
      name: "release", sourcePath: ".charter/rules/release.md", description: "Steps for cutting a release",
      activation: .manual, body: "1. Update CHANGELOG.md.\n2. Tag the release."),
  ]

  /// Where each sample applies once its globs are rewritten from the root, before a format
  /// adapts it (``FragmentScope``).
  static let rootedActivations: [String: AgentActivation] = [
    "general": .always,
    "swift-style": .globs(["**/*.swift"]),
    "app-architecture": .globs(["Sources/App/**"]),
    "tests": .globs(["Tests/**"]),
    "web": .globs(["web/**/*.{ts,tsx}"]),
    "concurrency": .globs(["Sources/**/*.swift"]),
    "écriture": .onRequest,
    "release": .manual,
  ]

  /// What `target` can state of `activation`: Cursor and the `trigger` formats expand brace
  /// lists, Cline has no on-request or manual rules, Augment no globs, and the plain folders
  /// nothing but "always".
  static func expected(_ activation: AgentActivation, in target: String) -> AgentActivation {
    if plainTargets.contains(target) { return .always }
    switch (activation, target) {
    case (.globs(let globs), "cursor"), (.globs(let globs), "windsurf"), (.globs(let globs), "devin"),
      (.globs(let globs), "antigravity"), (.globs(let globs), "jetbrains"):
      return .globs(FragmentScope.expandingBraces(globs))
    case (.onRequest, "cline"), (.manual, "cline"), (.globs, "augment"):
      return .always
    default:
      return activation
    }
  }
}
