import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterKit

/// The agents compose writes for, and the table of them in `Documentation/AgentFormats.md`,
/// which this test keeps equal to the code (rewritten with `CHARTER_UPDATE_GOLDENS=1`).
@Suite struct AgentTargetsTests {
  static let page = Fixtures.packageRoot.appendingPathComponent("Documentation/AgentFormats.md")
  static let begin = "<!-- agent-table:begin (generated from AgentTargets.all by AgentTargetsTests) -->\n"
  static let end = "<!-- agent-table:end -->\n"

  /// The table, one row per target.
  static func table() -> String {
    var lines = [
      "| target | agent | rules written to | reads `AGENTS.md` | home file (`--global`) | ignore file | MCP servers "
        + "| commands | subagents | hooks | permissions | documentation followed |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for target in AgentTargets.all {
      let files =
        target.format.target == target.name
        ? target.format.ownedPaths.map { "`\($0)`" }.joined(separator: ", ")
        : "`AGENTS.md` (the `\(target.format.target)` format)"
      lines.append(
        "| `\(target.name)` | \(target.agent) | \(files) | \(target.readsAgentsMD ? "yes" : "no") | "
          + "\(target.userFile.map { "`~/\($0)`" } ?? "—")"
          + "\(target.userMCPFile.map { "; MCP: `~/\($0.path)`" } ?? "") | \(target.ignoreFile.map { "`\($0)`" } ?? "—") | "
          + "\(target.mcpFile.map(Self.mcpCell) ?? "—") | \(target.commandFile.map { "`\($0.path(of: "NAME"))`" } ?? "—") | "
          + "\(target.subagentFile.map { "`\($0.path(of: "NAME"))`" } ?? "—") | "
          + "\(target.hooksFile.map(Self.hooksCell) ?? "—") | "
          + "\(target.permissionsFile.map { "`\($0.path)` (`\($0.keyPath.joined(separator: "."))`)" } ?? "—") | "
          + "\(target.documentation) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `.cursor/mcp.json` (`mcpServers`), or `.codex/config.toml` (tables).
  static func mcpCell(_ file: MCPFile) -> String {
    "`\(file.path)` (" + (file.isBlock ? "`[mcp_servers.*]` tables" : "`" + file.keyPath.joined(separator: ".") + "`")
      + ")"
  }

  /// `.claude/settings.json` (`hooks`), `.factory/hooks.json` (the whole object), or
  /// `.github/hooks/charter.json` (compose's own file).
  static func hooksCell(_ file: HooksFile) -> String {
    "`\(file.path)` ("
      + (file.isWhole
        ? "compose's own file"
        : file.keyPath.isEmpty ? "events at the top" : "`" + file.keyPath.joined(separator: ".") + "`")
      + ")"
  }

  @Test func theDocumentedTableIsTheCode() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin), "AgentFormats.md lacks the table's begin marker")
    let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
    let rendered = Self.table()
    if ProcessInfo.processInfo.environment["CHARTER_UPDATE_GOLDENS"] == "1" {
      try (text[..<start.upperBound] + rendered + text[stop.lowerBound...])
        .write(to: Self.page, atomically: true, encoding: .utf8)
      return
    }
    #expect(String(text[start.upperBound..<stop.lowerBound]) == rendered, "run scripts/update-goldens.sh")
  }

  /// No file compose writes for one surface is one another surface (or a rule format) reads:
  /// a command is never read as a rule, an MCP file never as a command.
  @Test func surfacesNeverShareAPath() throws {
    let rules = try GlobList(AgentFormats.all.flatMap { $0.ownedPaths })
    for target in AgentTargets.all {
      for kind in PromptKind.allCases {
        guard let folder = kind.folder(of: target) else { continue }
        #expect(!rules.matches(folder.path(of: "review")), "\(target.name)'s \(kind.noun)s")
        for other in PromptKind.allCases where other != kind {
          #expect(
            AgentTargets.all.allSatisfy { other.folder(of: $0)?.name(of: folder.path(of: "review")) == nil },
            "\(target.name)'s \(kind.noun)s are no one's \(other.noun)s")
        }
      }
      if let file = target.mcpFile {
        #expect(!rules.matches(file.path), "\(target.name)'s MCP file")
        #expect(AgentTargets.all.allSatisfy { $0.commandFile?.name(of: file.path) == nil })
      }
    }
    let mcpFiles = AgentTargets.all.compactMap(\.mcpFile?.path)
    #expect(Set(mcpFiles).count == mcpFiles.count, "one agent per MCP file")
    for kind in PromptKind.allCases {
      let folders = AgentTargets.all.compactMap { kind.folder(of: $0) }.map { $0.folder + "|" + $0.suffix }
      #expect(Set(folders).count == folders.count, "one agent per \(kind.noun) folder")
    }
  }

  @Test func atLeastThirtyAgentsWithOneNameEach() {
    #expect(AgentTargets.all.filter { $0.name != AgentsFormat.target }.count >= 30)
    #expect(Set(AgentTargets.names).count == AgentTargets.names.count)
    #expect(AgentTargets.names.allSatisfy { $0 != "skills" }, "`skills` is compose's own target")
  }

  @Test func everyFormatIsATargetAndEveryTargetHasAFormat() {
    for format in AgentFormats.all {
      #expect(AgentTargets.named(format.target)?.format.target == format.target, "\(format.target)")
    }
    for target in AgentTargets.all {
      #expect(AgentFormats.named(target.format.target) != nil, "\(target.name)")
    }
  }

  @Test func agentsThatReadAGENTSmdCanTakeTheirRulesFromIt() {
    #expect(AgentTargets.format(of: "codex")?.target == "agents")
    #expect(AgentTargets.format(of: "claude")?.target == "claude")
    #expect(AgentTargets.format(of: "claude", usesAgentsMD: ["claude"])?.target == "agents")
    #expect(
      AgentTargets.format(of: "gemini", usesAgentsMD: ["gemini"])?.target == "gemini",
      "Gemini CLI reads AGENTS.md only when set to")
    #expect(AgentTargets.format(of: "nope") == nil)
  }

  /// Each format's files are its own: no two formats claim one path, so a manifest entry
  /// names exactly one writer.
  @Test func noTwoFormatsOwnOnePath() {
    var owners: [String: String] = [:]
    for format in AgentFormats.all {
      for path in format.ownedPaths {
        #expect(owners[path] == nil, "\(path) is owned by \(owners[path] ?? "") and \(format.target)")
        owners[path] = format.target
      }
    }
  }
}
