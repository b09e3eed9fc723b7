/// Where an agent reads a repository's commands (slash commands, prompt files, workflows) or
/// subagents, and which of their front-matter keys it reads.
public struct PromptFolder: Hashable, Sendable {
  /// How the agent's files are written.
  public enum Syntax: Hashable, Sendable {
    /// Markdown with the front-matter keys the agent reads, written as in the source.
    case markdown
    /// TOML: the keys `keys` as strings (their YAML values), then the body under `bodyKey`
    /// (Gemini CLI's commands: `prompt`, with its placeholders; Codex CLI's agents:
    /// `developer_instructions`).
    case toml(bodyKey: String, placeholders: Bool)
  }

  /// The folder, relative to the repository root (`.claude/commands`).
  public let folder: String
  /// What follows the name in its path (`.md`, `.prompt.md`, `.toml`, `/AGENT.md`).
  public let suffix: String
  /// The front-matter keys the agent documents; the others are left out of its files.
  public let keys: Set<String>
  /// How the files are written.
  public let syntax: Syntax

  /// Files in `folder`, named NAME`suffix`, with the front-matter keys `keys`.
  public init(_ folder: String, suffix: String = ".md", keys: Set<String> = [], syntax: Syntax = .markdown) {
    self.folder = folder
    self.suffix = suffix
    self.keys = keys
    self.syntax = syntax
  }

  /// Whether the agent reads TOML rather than Markdown.
  public var isTOML: Bool { syntax != .markdown }

  /// The file of `name`.
  public func path(of name: String) -> String { folder + "/" + name + suffix }

  /// The glob of every file here.
  public var glob: String { folder + "/*" + suffix }

  /// The name when `path` is one of these files.
  public func name(of path: String) -> String? {
    guard path.hasPrefix(folder + "/"), path.hasSuffix(suffix), path.count > folder.count + 1 + suffix.count else {
      return nil
    }
    let name = String(path.dropFirst(folder.count + 1).dropLast(suffix.count))
    return PromptDocument.isValidName(name) ? name : nil
  }

  /// The file of `document` as this agent reads it: the source with only the keys it reads
  /// (Markdown), or the keys and the body as TOML strings (with `$ARGUMENTS` written `{{args}}`
  /// and ``!`cmd` `` written `!{cmd}`, Gemini CLI's spellings, where it takes them).
  public func write(_ document: PromptDocument) -> String {
    guard case .toml(let bodyKey, let placeholders) = syntax else {
      // An agent that reads no key (Kiro's prompts) gets the body alone.
      return keys.isEmpty ? document.text.body : document.text.text { keys.contains($0) }
    }
    var lines: [String] = []
    for key in keys.sorted(by: { ($0 == "name" ? 0 : 1, $0) < ($1 == "name" ? 0 : 1, $1) }) {
      if let value = document.scalars[key] { lines.append(key + " = " + TOMLText.quoted(value)) }
    }
    let body = placeholders ? CommandPlaceholders.gemini(document.text.body) : document.text.body
    lines.append(bodyKey + " = " + TOMLText.multiline(body))
    return lines.joined(separator: "\n") + "\n"
  }
}
