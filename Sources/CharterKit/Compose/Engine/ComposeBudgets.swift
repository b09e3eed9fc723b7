import Foundation

/// Warnings when composed files exceed what the agent reading them will take in.
enum ComposeBudgets {
  /// Codex reads the AGENTS.md files from the root to the working folder up to this many
  /// bytes in all (`project_doc_max_bytes`, 32 KiB by default).
  static let agentsChainLimit = 32 * 1024
  /// Windsurf reads at most this many characters of one rule file.
  static let windsurfRuleLimit = 12_000

  /// Budget warnings for the files `items` leave on disk.
  static func check(_ items: [ComposeItem], root: URL) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    var agentsSizes: [String: Int] = [:]
    for item in items {
      guard let text = item.newText else { continue }
      let name = item.path.split(separator: "/").last.map(String.init) ?? item.path
      if name == "AGENTS.md" {
        agentsSizes[String(item.path.dropLast(name.count))] = text.utf8.count
      } else if item.path.hasPrefix(".windsurf/rules/"), text.count > windsurfRuleLimit {
        warnings.append(
          warning(
            item.path, "budget-windsurf",
            "this Windsurf rule is \(text.count) characters; Windsurf reads at most \(windsurfRuleLimit), "
              + "so the last \(text.count - windsurfRuleLimit) are lost"))
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
      if total > agentsChainLimit {
        warnings.append(
          warning(
            folder + "AGENTS.md", "budget-agents",
            "the AGENTS.md files from the root to here total \(total) bytes; "
              + "Codex reads \(agentsChainLimit), so \(total - agentsChainLimit) bytes are cut"))
      }
    }
    return warnings
  }

  private static func existingSize(_ url: URL) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
  }

  private static func warning(_ path: String, _ code: String, _ message: String) -> Diagnostic {
    Diagnostic(path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: code, message: message)
  }
}
