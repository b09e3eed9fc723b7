import Foundation

@testable import CharterKit
@testable import CharterAgentFormats

/// Shared inputs and helpers for the format tests: a representative list of fragments, the
/// formats by target name, and a way to put a writer's outputs on disk as a person would
/// have written them.
enum ComposeSamples {
  /// One fragment of each kind compose hands a writer: unscoped at the root, scoped by a
  /// glob (with enforced checks), scoped to a folder, governing a nested folder, and scoped
  /// inside a nested folder with multi-byte text.
  static let fragments: [ComposeFragment] = [
    ComposeFragment(
      name: "general", sourcePath: ".charter/rules/general.md",
      description: "What holds everywhere",
      body: "# General\n\n- Keep functions under 60 lines.\n- Run `make test` before you push.\n"),
    ComposeFragment(
      name: "swift-style", sourcePath: ".charter/rules/swift-style.md",
      description: "How Swift code here is formatted", activation: .globs(["**/*.swift"]),
      body: "\n# Swift style\n\n- Use 2-space indentation.\n- Prefer `@Observable` over `ObservableObject`.\n\n",
      enforced: ["`indentation`: indent with 2 spaces", "`no-observable-object`: ban `ObservableObject`"]),
    ComposeFragment(
      name: "app-layer", sourcePath: ".charter/rules/app-layer.md", activation: .globs(["Sources/App/**"]),
      body: "# App layer\n\n- Views never call the network directly; go through a store."),
    ComposeFragment(
      name: "testing", sourcePath: "Tests/.charter/rules/testing.md", directory: "Tests",
      body: "# Tests\n\n- Use Swift Testing, not XCTest.\n- One suite per type."),
    ComposeFragment(
      name: "localisation", sourcePath: "Sources/.charter/rules/localisation.md", directory: "Sources",
      description: "Strings — 日本語 too", activation: .globs(["**/*.xcstrings"]),
      body:
        "# Localisation — 日本語\n\n- Never hard-code «Grüße» or 日本語 text; use the catalog.\n- Emoji 👍🏽 in copy only through assets."
    ),
  ]

  /// The formats of this branch, by target.
  static let targets = [
    "agents", "claude", "gemini", "copilot", "junie", "qwen", "goose", "zed", "aider", "crush", "replit", "firebase",
    "trae",
  ]

  /// The format for `target`.
  static func format(_ target: String) -> any AgentFormat.Type {
    AgentFormats.named(target) ?? JunieFormat.self
  }

  /// Writes `outputs` into `directory` as a person would have written the same text: a
  /// managed block's inner text as the whole file, a whole generated file without Charter's
  /// header line (and the blank line after it).
  static func writeAsPerson(_ outputs: [ComposedOutput], to directory: TemporaryDirectory) throws {
    for output in outputs {
      var text = output.content
      if output.ownership == .wholeFile {
        text = text.split(separator: "\n", omittingEmptySubsequences: false)
          .filter { !$0.hasPrefix(GeneratedMarkers.headerPrefix) }.joined(separator: "\n")
          .replacingOccurrences(of: "---\n\n", with: "---\n")
      }
      try directory.write(output.path, text)
    }
  }

  /// Where a rule or fragment applies, in one comparable form: the folder when it applies
  /// always in one folder (globs `DIR/**` included), else its globs relative to the root.
  static func scope(directory: String, activation: AgentActivation) -> String {
    switch activation {
    case .always: return "always in /\(directory)"
    case .onRequest: return "on request in /\(directory)"
    case .manual: return "manual in /\(directory)"
    case .globs(let globs):
      let rooted = globs.map { FragmentScope.rooted($0, in: directory) }
      if let folder = FolderLayout.commonFolder(rooted) { return "always in /\(folder)" }
      return "globs " + rooted.joined(separator: ",")
    }
  }
}
