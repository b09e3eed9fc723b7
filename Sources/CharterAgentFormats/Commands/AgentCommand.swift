import CharterDocuments
import CharterSupport

/// One command of `.charter/commands` (`review.md` is `/review`): a prompt, with front matter
/// that each agent gets the keys of it reads.
public struct AgentCommand: Hashable, Sendable {
  /// Its name: the file's name without `.md`. Letters, digits, `-` and `_`.
  public var name: String
  /// The file, cut into parts with every byte kept.
  public var text: CommandText
  /// The `description`, read as YAML (Gemini CLI's TOML needs the value).
  public var description: String?
  /// The only targets that get it (`nil`: every target that reads commands).
  public var targets: [String]?
  /// Targets that do not get it.
  public var excludeTargets: [String] = []

  /// Whether `target` gets this command.
  public func isWritten(for target: String) -> Bool {
    (targets?.contains(target) ?? true) && !excludeTargets.contains(target)
  }

  /// The keys Charter reads itself and writes to no agent.
  public static let charterKeys: Set<String> = ["targets", "exclude-targets"]

  /// Whether `name` may name a command: letters, digits, `-` and `_`, at most 64.
  public static func isValidName(_ name: String) -> Bool { MCPServer.isValidName(name) }
}

/// `.charter/commands/*.md`: the commands compose writes into every target's command folder.
public enum CommandSource {
  /// The folder, relative to the repository root.
  public static let folder = ".charter/commands"

  /// Every front-matter key some target reads, and Charter's own.
  public static var knownKeys: [String] {
    Set(AgentTargets.all.compactMap(\.commandFile).flatMap(\.keys) + ["description"]).union(AgentCommand.charterKeys)
      .sorted()
  }

  /// The commands (`nil` when the repository has no `.charter/commands`), sorted by name, and
  /// a diagnostic for each file that is not a command as Documentation/Commands.md describes.
  public static func read(_ repository: RepositoryFiles) -> (commands: [AgentCommand]?, diagnostics: [Diagnostic]) {
    guard repository.isDirectory(folder), let names = repository.names(inFolder: folder) else { return (nil, []) }
    var commands: [AgentCommand] = []
    var diagnostics: [Diagnostic] = []
    for file in names.sorted() where !file.hasPrefix(".") {
      let path = folder + "/" + file
      guard !repository.isDirectory(path) else {
        diagnostics.append(
          Diagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "command-folder",
            message: "commands are the .md files of \(folder) itself; this folder is not read"))
        continue
      }
      guard file.hasSuffix(".md") else { continue }
      let text: String?
      do {
        text = try repository.text(path)
      } catch {
        diagnostics += error.diagnostics
        continue
      }
      guard let text else { continue }
      let result = parse(text, name: String(file.dropLast(3)), path: path)
      diagnostics += result.diagnostics
      if let command = result.command { commands.append(command) }
    }
    return (diagnostics.contains { $0.severity == .error } ? nil : commands, diagnostics)
  }

  /// The command in `text`, named `name`, and the problems with it at their line and column.
  public static func parse(_ text: String, name: String, path: String) -> (command: AgentCommand?, diagnostics: [Diagnostic]) {
    func error(_ line: Int, _ column: Int, _ code: String, _ message: String) -> Diagnostic {
      Diagnostic(path: path, position: SourcePosition(line: line, column: column), code: code, message: message)
    }
    guard AgentCommand.isValidName(name) else {
      return (nil, [error(1, 1, "invalid-command", "a command's file name is letters, digits, '-' and '_', then .md")])
    }
    guard let parts = CommandText(text) else {
      return (nil, [error(1, 1, "unclosed-front-matter", "front matter opened with '---' is never closed by a '---' line")])
    }
    var command = AgentCommand(name: name, text: parts)
    guard parts.hasFrontMatter else { return (command, []) }
    let yaml = parts.leading + parts.fields.map(\.text).joined()
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(yaml, path: path, lineOffset: 1)
    } catch {
      return (nil, error.diagnostics)
    }
    var diagnostics: [Diagnostic] = []
    let known = knownKeys
    guard case .mapping(let pairs)? = root?.content else {
      if root != nil { diagnostics.append(error(2, 1, "invalid-command", "the front matter must be a mapping of keys")) }
      return (diagnostics.isEmpty ? command : nil, diagnostics)
    }
    let targetNames = AgentTargets.all.filter { $0.commandFile != nil }.map(\.name)
    for pair in pairs {
      guard let key = pair.key.scalar else { continue }
      let at = pair.key.position
      if !known.contains(key) {
        diagnostics.append(
          error(
            at.line, at.column, "unknown-key",
            "unknown key '\(PrintableText.line(key))' in a command; keys are " + known.joined(separator: ", ")
              + Suggestion.didYouMean(key, among: known)))
        continue
      }
      switch key {
      case "description":
        guard let value = pair.value.scalar else {
          diagnostics.append(error(pair.value.position.line, pair.value.position.column, "invalid-command", "'description' is text"))
          continue
        }
        command.description = value
      case "targets", "exclude-targets":
        let items: [YAMLNode]
        switch pair.value.content {
        case .sequence(let nodes): items = nodes
        case .scalar: items = [pair.value]
        default: items = []
        }
        var names: [String] = []
        for item in items {
          guard let name = item.scalar, targetNames.contains(name) else {
            let shown = item.scalar.map { PrintableText.line($0) } ?? "?"
            diagnostics.append(
              error(
                item.position.line, item.position.column, "unknown-target",
                "'\(shown)' is no target that reads commands; those are " + targetNames.joined(separator: ", ")
                  + Suggestion.didYouMean(shown, among: targetNames)))
            continue
          }
          names.append(name)
        }
        if key == "targets" { command.targets = names } else { command.excludeTargets = names }
      default:
        continue
      }
    }
    return (diagnostics.isEmpty ? command : nil, diagnostics)
  }
}
