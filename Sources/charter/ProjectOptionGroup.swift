import ArgumentParser
import CharterKit
import Foundation

/// `-C DIR`: every command takes it.
struct DirectoryOptionGroup: ParsableArguments {
  @Option(
    name: [.customShort("C"), .customLong("directory")],
    help: ArgumentHelp("Run as if started in <directory>.", valueName: "directory"))
  var directory: String?

  /// The folder the command runs from.
  var workingDirectory: URL {
    let current = URL(fileURLWithPath: FileSystem.currentDirectory())
    guard let directory else { return current }
    return URL(fileURLWithPath: directory, relativeTo: current).standardizedFileURL
  }

  /// `path`, named on the command line for Charter to write or read, placed against
  /// `project`'s repository: inside it no link is followed (``CommandLineFile``).
  /// - Throws: ``DiagnosticsError`` when a folder on the way inside the repository is a link
  ///   that leads out of it.
  func commandLineFile(_ path: String, in project: Project) throws -> CommandLineFile {
    try CommandLineFile(path, relativeTo: workingDirectory.path, repositoryRoot: project.files.rootPath)
  }

  /// Opens the repository enclosing the working directory, with or without the user-global
  /// rules layer.
  func openProject(useUserRules: Bool = false) -> Project {
    Project(
      enclosing: workingDirectory,
      options: ProjectOptions(
        useUserRules: useUserRules, environment: ProcessInfo.processInfo.environment))
  }
}

/// The flags of the commands that resolve rules for files (`lint`, `explain`, `rules`), which
/// the user-global layer takes part in.
struct ProjectOptionGroup: ParsableArguments {
  @Flag(name: .customLong("no-user-rules"), help: "Ignore the user-global rules layer.")
  var noUserRules = false

  @OptionGroup var location: DirectoryOptionGroup

  /// The folder the command runs from.
  var workingDirectory: URL { location.workingDirectory }

  /// `path` placed against `project`'s repository (``DirectoryOptionGroup/commandLineFile(_:in:)``).
  func commandLineFile(_ path: String, in project: Project) throws -> CommandLineFile {
    try location.commandLineFile(path, in: project)
  }

  /// Opens the repository enclosing the working directory.
  func openProject() -> Project {
    location.openProject(useUserRules: !noUserRules)
  }
}

/// `--format` for commands that print either text or JSON.
enum TextOrJSON: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
}

extension LintFormat: ExpressibleByArgument {}

extension SkillClient: ExpressibleByArgument {}

/// A compose target named on the command line (`--target cursor`); `--help` and completions
/// list every target. Compose itself rejects an unknown one, suggesting the closest.
struct TargetName: ExpressibleByArgument {
  var name: String

  init?(argument: String) {
    name = argument
  }

  static var allValueStrings: [String] { AgentTargets.names + ["skills"] }
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
