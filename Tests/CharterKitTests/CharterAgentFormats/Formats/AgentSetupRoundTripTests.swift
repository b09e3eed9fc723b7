import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// A repository with every surface for every agent — the rule files of every format
/// (`Tests/Fixtures/Compose/ImportRepo`), each agent's MCP file, command, subagent, ignore,
/// hooks and permissions file —
/// imported with `init --from-existing` and composed: every MCP and command file comes back byte
/// for byte, every other file with only Charter's marker lines added, and a second compose
/// changes nothing.
@Suite struct AgentSetupRoundTripTests {
  static let servers: [MCPServer] = {
    var github = MCPServer(name: "github", transport: .stdio)
    github.command = "npx"
    github.args = ["-y", "server-github"]
    github.env = ["TOKEN": "${GITHUB_TOKEN}"]
    var docs = MCPServer(name: "docs", transport: .http)
    docs.url = "https://example.com/mcp"
    docs.headers = ["Authorization": "Bearer ${DOCS}"]
    return [github, docs]
  }()

  static let groups: [HookGroup] = [
    HookGroup(
      event: "PostToolUse", matcher: "Edit|Write",
      handlers: [.object(["type": .string("command"), "command": .string("fmt.sh"), "timeout": .int(30)])]),
    HookGroup(
      event: "Stop", matcher: nil, handlers: [.object(["type": .string("command"), "command": .string("say done")])]),
  ]
  static let rules: [PermissionList: [String]] = [.allow: ["Bash(git:*)", "Read(./src/**)"], .deny: ["Read(./.env)"]]

  static let review = "---\ndescription: Review the diff\nargument-hint: \"[focus]\"\n---\nReview $ARGUMENTS.\n"
  static let reviewer = "---\nname: reviewer\ndescription: Reviews diffs.\nmodel: sonnet\n---\nReview carefully.\n"

  /// The fixture, with every agent's MCP file (a setting of the person's beside the servers),
  /// command, subagent and ignore file written as each agent's documentation shows them.
  static func repository() throws -> TemporaryDirectory {
    let scratch = try ImportRoundTripTests.repository()
    let command = try #require(PromptSource.parse(review, as: .command, name: "review", path: "review.md").document)
    let subagent = try #require(
      PromptSource.parse(reviewer, as: .subagent, name: "reviewer", path: "reviewer.md").document)
    for target in AgentTargets.all where AgentFormats.named(target.format.target) != nil {
      if let file = target.mcpFile {
        if file.isBlock {
          try scratch.write(file.path, "model = \"o3\"\n\n" + file.block(servers))
        } else {
          var members: [(key: String, value: JSONValue?)] = [("$comment", .string("the person's"))]
          for server in servers { members.append((server.name, file.dialect.value(for: server))) }
          let text = try JSONDocument(parsing: "{\n    \"theme\": \"dark\"\n}\n", path: file.path)
            .setting(members, at: file.keyPath)
          try scratch.write(file.path, text)
        }
      }
      if let file = target.hooksFile, !file.isWhole {
        var text =
          (try? String(contentsOf: scratch.url.appendingPathComponent(file.path), encoding: .utf8))
          ?? "{\n    \"theme\": \"dark\"\n}\n"
        for group in groups {
          guard case .written(let event, let elements) = file.dialect.translate(group, for: target.name, agent: "A")
          else { continue }
          text = try JSONDocument(parsing: text, path: file.path).editingArray(
            at: file.keyPath + [event], removing: [], appending: elements)
        }
        try scratch.write(file.path, text)
      }
      if let file = target.permissionsFile {
        var text =
          (try? String(contentsOf: scratch.url.appendingPathComponent(file.path), encoding: .utf8))
          ?? "{\n    \"theme\": \"dark\"\n}\n"
        for list in file.dialect.lists {
          let spelled = (rules[list] ?? []).compactMap { file.dialect.spelled(PermissionRule($0)) }.map(
            JSONValue.string)
          guard !spelled.isEmpty else { continue }
          text = try JSONDocument(parsing: text, path: file.path).editingArray(
            at: file.keyPath + [list.rawValue], removing: [], appending: spelled)
        }
        try scratch.write(file.path, text)
      }
      if let file = target.commandFile { try scratch.write(file.path(of: "review"), file.write(command)) }
      if let file = target.subagentFile { try scratch.write(file.path(of: "reviewer"), file.write(subagent)) }
      if let file = target.ignoreFile { try scratch.write(file, "build/\n*.secret\n") }
    }
    return scratch
  }

  /// Every file below `root` but `.git` and `.charter`, by path.
  static func snapshot(_ root: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard let relative = RepositoryRoot.relativePath(of: url, to: root) else { continue }
      if relative == ".git" || relative == ".charter" || relative.hasSuffix("/.charter") {
        enumerator?.skipDescendants()
        continue
      }
      if !url.hasDirectoryPath { files[relative] = try String(contentsOf: url, encoding: .utf8) }
    }
    return files
  }

  @Test func everySurfaceForEveryTargetRoundTrips() throws {
    let scratch = try Self.repository()
    let before = try Self.snapshot(scratch.url)
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let importer = ExistingRulesImporter(project: project)
    let outcome = try importer.run()
    _ = try Composer(project: importer.project).apply(importer.composePlan())
    #expect(Set(outcome.mcpServers) == ["docs", "github"], "\(outcome.diagnostics)")
    #expect(outcome.commands == [".charter/commands/review.md"])
    #expect(outcome.prompts[.subagent] == [".charter/agents/reviewer.md"])
    #expect(!outcome.ignoreFiles.isEmpty)
    #expect(outcome.hooks.count == 2 && outcome.permissions.count == 3, "\(outcome.diagnostics)")
    let after = try Self.snapshot(scratch.url)
    let moved = Set(before.keys).symmetricDifference(after.keys)
    #expect(moved.isEmpty, "no file added or removed: \(moved.sorted())")
    let surfaces = Set(
      AgentTargets.all.compactMap(\.mcpFile?.path)
        + AgentTargets.all.compactMap { $0.commandFile?.path(of: "review") }
        + AgentTargets.all.compactMap { $0.subagentFile?.path(of: "reviewer") }
        + AgentTargets.all.compactMap(\.hooksFile?.path) + AgentTargets.all.compactMap(\.permissionsFile?.path))
    var checked = 0
    for (path, text) in before.sorted(by: { $0.key < $1.key }) {
      guard let now = after[path] else { continue }
      if surfaces.contains(path) {
        #expect(now == text, "\(path) byte for byte")
        checked += 1
      } else {
        // The rule files keep every line, in order; what is added is Charter's markers alone.
        let lines = now.split(separator: "\n", omittingEmptySubsequences: false)
        var rest = lines[...]
        var added: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          while let next = rest.first, next != line {
            added.append(next)
            rest = rest.dropFirst()
          }
          #expect(!rest.isEmpty, "\(path) keeps the line '\(line)'")
          rest = rest.dropFirst()
        }
        added += rest
        let foreign = added.filter { line in
          !line.isEmpty
            && !["<!-- charter:", "<!-- from ", "<!-- Generated by charter", "# charter:"].contains {
              line.hasPrefix($0)
            }
        }
        #expect(foreign.isEmpty, "\(path): only Charter's markers added, not \(foreign)")
      }
    }
    #expect(checked >= 45, "\(checked) MCP, command and subagent files compared")
    let composer = Composer(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false)))
    #expect(try composer.plan().drift.isEmpty, "a second compose changes nothing")
  }
}
