/// Where an agent reads a repository's commands (slash commands, prompt files, workflows), and
/// which of a command's front-matter keys it reads.
public struct CommandFile: Hashable, Sendable {
  /// The folder, relative to the repository root (`.claude/commands`).
  public let folder: String
  /// What follows the command's name in its file name (`.md`, `.prompt.md`, `.toml`).
  public let suffix: String
  /// The front-matter keys the agent documents; the others are left out of its files.
  public let keys: Set<String>
  /// Whether the agent reads TOML (`description`, `prompt`: Gemini CLI) rather than Markdown.
  public let isTOML: Bool

  /// Commands in `folder`, named NAME`suffix`, with the front-matter keys `keys`.
  public init(_ folder: String, suffix: String = ".md", keys: Set<String> = [], isTOML: Bool = false) {
    self.folder = folder
    self.suffix = suffix
    self.keys = keys
    self.isTOML = isTOML
  }

  /// The file of the command `name`.
  public func path(of name: String) -> String { folder + "/" + name + suffix }

  /// The glob of every command file here.
  public var glob: String { folder + "/*" + suffix }

  /// The command's name when `path` is one of these files.
  public func name(of path: String) -> String? {
    guard path.hasPrefix(folder + "/"), path.hasSuffix(suffix) else { return nil }
    let name = String(path.dropFirst(folder.count + 1).dropLast(suffix.count))
    return AgentCommand.isValidName(name) ? name : nil
  }

  /// `command` as this agent reads it: the source with only the keys it reads (Markdown), or
  /// `description` and `prompt` (TOML) with `$ARGUMENTS` written `{{args}}` and ``!`cmd` ``
  /// written `!{cmd}`, Gemini CLI's spellings.
  public func write(_ command: AgentCommand) -> String {
    guard isTOML else { return command.text.text { keys.contains($0) } }
    var lines: [String] = []
    if let description = command.description { lines.append("description = " + MCPTOML.quoted(description)) }
    let prompt = CommandPlaceholders.gemini(command.text.body)
    lines.append("prompt = " + MCPTOML.multiline(prompt))
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Commands' argument and shell placeholders in each agent's spelling.
enum CommandPlaceholders {
  /// `$ARGUMENTS` as `{{args}}` and ``!`cmd` `` as `!{cmd}`.
  static func gemini(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "$ARGUMENTS", with: "{{args}}")
    var output = ""
    var rest = Substring(result)
    while let start = rest.range(of: "!`") {
      output += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let close = after.firstIndex(of: "`"), !after[..<close].contains("\n") else {
        output += "!`"
        rest = after
        continue
      }
      output += "!{" + after[..<close] + "}"
      rest = after[after.index(after: close)...]
    }
    result = output + rest
    return result
  }
}
