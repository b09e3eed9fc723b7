import ArgumentParser
import CharterKit
import Foundation

/// Flags every command that reads rules shares.
struct ProjectOptionGroup: ParsableArguments {
  @Flag(name: .customLong("no-user-rules"), help: "Ignore the user-global rules layer.")
  var noUserRules = false

  @Option(name: [.customShort("C"), .customLong("directory")], help: "Run as if started in <directory>.")
  var directory: String?

  /// The folder the command runs from.
  var workingDirectory: URL {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard let directory else { return current }
    return URL(fileURLWithPath: directory, relativeTo: current).standardizedFileURL
  }

  /// Opens the repository enclosing the working directory.
  func openProject() -> Project {
    Project(
      enclosing: workingDirectory,
      options: ProjectOptions(
        useUserRules: !noUserRules, environment: ProcessInfo.processInfo.environment))
  }
}

/// `--format` for commands that print either text or JSON.
enum TextOrJSON: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
}
