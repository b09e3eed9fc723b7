import CharterAgentFormats
import CharterProject
import CharterRules
import CharterSupport
import Foundation

/// What the agents read of composed files, enforced: compose refuses (without `--force`) to
/// write a file its agent would not read to the end, and names the fragments that take the
/// most room. The config's `budgets:` raises a limit.
enum ComposeBudgets {
  /// Codex reads the AGENTS.md files from the root to the working folder up to this many
  /// bytes in all (`project_doc_max_bytes`, 32 KiB by default).
  static let agentsChainLimit = 32 * 1024
  /// Windsurf reads at most this many characters of one rule file, and so do its successors
  /// (Devin, Antigravity): ``TriggerRuleFormat/characterLimit``.
  static let windsurfRuleLimit = 12_000

  /// Marks every item that would write past a limit (``ComposeItem/overBudget``); returns a
  /// warning for each file already on disk past a limit that compose does not change.
  static func enforce(_ items: inout [ComposeItem], root: URL, config: ProjectConfig) -> [Diagnostic] {
    let agentsLimit = config.budgets.agentsChain ?? agentsChainLimit
    let windsurfLimit = config.budgets.windsurfRule ?? windsurfRuleLimit
    var warnings: [Diagnostic] = []
    var agentsSizes: [String: Int] = [:]
    for index in items.indices {
      guard let text = items[index].newText else { continue }
      let item = items[index]
      let name = item.path.split(separator: "/").last.map(String.init) ?? item.path
      if name == "AGENTS.md" {
        agentsSizes[String(item.path.dropLast(name.count))] = text.utf8.count
      } else if let format = AgentFormats.named(item.target) as? any TriggerRuleFormat.Type,
        format.characterLimit != nil, item.path.hasPrefix(format.folder + "/"), text.utf16.count > windsurfLimit
      {
        // Counted as the editors count: UTF-16 code units.
        let agent = format.agent
        let length = text.utf16.count
        let reason =
          "this \(agent) rule would be \(length) characters; \(agent) reads at most \(windsurfLimit), so the last "
          + "\(length - windsurfLimit) would be lost. Shorten or split \(item.path.split(separator: "/").last ?? "")'s "
          + "fragment, or raise `budgets: {windsurf-rule: N}` in the config; `--force` writes it anyway"
        mark(&items[index], reason, warnings: &warnings)
      }
    }
    // The chain for a folder is every AGENTS.md from the root down to it.
    for folder in agentsSizes.keys.sorted() {
      var total = 0
      var prefix = ""
      for part in [""] + folder.split(separator: "/").map({ String($0) + "/" }) {
        prefix += part
        total += agentsSizes[prefix] ?? existingSize(root.appendingPathComponent(prefix + "AGENTS.md"))
      }
      guard total > agentsLimit, let index = items.firstIndex(where: { $0.path == folder + "AGENTS.md" }) else {
        continue
      }
      let largest = largestSections(items[index].newText ?? "")
      let reason =
        "the AGENTS.md files from the root to here would total \(total) bytes; Codex reads \(agentsLimit), so "
        + "\(total - agentsLimit) bytes would be cut. Largest fragments here: \(largest). Scope them to the agents "
        + "that need them (`targets:`) or to a folder (`globs: [\"DIR/**\"]`), or raise `budgets: {agents-chain: N}`; "
        + "`--force` writes it anyway"
      mark(&items[index], reason, warnings: &warnings)
    }
    return warnings
  }

  /// Refuses `item` when compose would write it; warns when it is on disk as it is.
  private static func mark(_ item: inout ComposeItem, _ reason: String, warnings: inout [Diagnostic]) {
    if item.status == .current {
      warnings.append(
        Diagnostic(
          path: item.path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "budget",
          message: reason))
    } else {
      item.overBudget = reason
    }
  }

  /// The three largest fragment sections of a managed block (`<!-- from PATH -->` to the
  /// next), with their sizes: `.charter/rules/a.md (12,345 bytes), …`.
  static func largestSections(_ text: String) -> String {
    var sizes: [(String, Int)] = []
    var current: String?
    var size = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("<!-- from "), line.hasSuffix(" -->") {
        if let current { sizes.append((current, size)) }
        current = String(line.dropFirst("<!-- from ".count).dropLast(" -->".count))
        size = 0
      } else {
        size += line.utf8.count + 1
      }
    }
    if let current { sizes.append((current, size)) }
    let top = sizes.sorted { $0.1 > $1.1 }.prefix(3)
    return top.isEmpty ? "none" : top.map { "\($0.0) (\($0.1) bytes)" }.joined(separator: ", ")
  }

  private static func existingSize(_ url: URL) -> Int {
    FileSystem.size(atPath: url.path) ?? 0
  }
}
