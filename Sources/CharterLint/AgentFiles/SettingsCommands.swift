import CharterDocuments

/// The commands an agent's settings file runs: hook commands (anywhere under a `hooks` key)
/// and MCP servers started as local processes (`command` and `args` of each entry of
/// `mcpServers` or `servers`), each with the line it is written on. The variables agents set to
/// the project's folder (`$CLAUDE_PROJECT_DIR`, `${workspaceFolder}` …) are written as `.`, so
/// that a script they lead to is looked up in the repository.
enum SettingsCommands {
  /// One command and where it is written.
  struct Command: Equatable {
    var line: Int
    var text: String
  }

  static let projectFolderVariables = [
    "\"$CLAUDE_PROJECT_DIR\"", "\"${CLAUDE_PROJECT_DIR}\"", "${CLAUDE_PROJECT_DIR}", "$CLAUDE_PROJECT_DIR",
    "${workspaceFolder}", "${workspaceRoot}", "$GEMINI_PROJECT_DIR", "${GEMINI_PROJECT_DIR}", "$CURSOR_PROJECT_DIR",
  ]

  /// The commands of the parsed settings file `root`.
  static func commands(in root: YAMLNode) -> [Command] {
    var found: [Command] = []
    walk(root, key: nil, inHooks: false, into: &found)
    for server in (root["mcpServers"] ?? root["servers"])?.mapping ?? [] {
      guard let command = server.value["command"], let program = command.string else { continue }
      let arguments = (server.value["args"]?.sequence ?? []).compactMap(\.string).map(quoted)
      found.append(Command(line: command.position.line, text: ([quoted(program)] + arguments).joined(separator: " ")))
    }
    return found.map { Command(line: $0.line, text: withProjectFolder($0.text)) }
  }

  private static func walk(_ node: YAMLNode, key: String?, inHooks: Bool, into found: inout [Command]) {
    if let pairs = node.mapping {
      for pair in pairs { walk(pair.value, key: pair.key.scalar, inHooks: inHooks || pair.key.scalar == "hooks", into: &found) }
    } else if let items = node.sequence {
      for item in items { walk(item, key: key, inHooks: inHooks, into: &found) }
    } else if inHooks, key == "command", let command = node.string {
      found.append(Command(line: node.position.line, text: command))
    }
  }

  /// `text` with the project-folder variables written as `.`.
  static func withProjectFolder(_ text: String) -> String {
    var result = text
    for variable in projectFolderVariables { result = result.replacingOccurrences(of: variable, with: ".") }
    return result
  }

  private static func quoted(_ word: String) -> String {
    word.contains(where: { $0 == " " || $0 == "\t" }) ? "'" + word.replacingOccurrences(of: "'", with: "") + "'" : word
  }
}
