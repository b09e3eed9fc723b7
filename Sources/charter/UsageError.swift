import ArgumentParser
import CharterKit

/// A mistake on the command line found while running (a path that does not exist, or lies
/// outside the repository), reported in argument-parser's words, as the mistakes it finds while
/// parsing are: `Error: …`, the command's usage, and where to read more. Exit code 2.
struct UsageError: Error {
  /// What is wrong, in one line.
  var message: String
  /// The subcommand whose usage is shown.
  var command: any ParsableCommand.Type

  init(_ message: String, command: any ParsableCommand.Type) {
    self.message = message
    self.command = command
  }

  /// Whether `diagnostic` is about the command line rather than about a file: a path named
  /// there that is missing or outside the repository, or an option's value (a diagnostic whose
  /// "path" is `--option`).
  static func isAboutArguments(_ diagnostic: Diagnostic) -> Bool {
    switch diagnostic.code {
    case DiagnosticCode.noSuchFile, DiagnosticCode.noSuchPath, DiagnosticCode.outsideRepository: true
    default: diagnostic.path.hasPrefix("--")
    }
  }

  /// The error for the diagnostics among `diagnostics` that are about the command line (a
  /// path named there, or an option's value: a diagnostic whose "path" is `--option`), or `nil`
  /// when there are none.
  static func arguments(in diagnostics: [Diagnostic], command: any ParsableCommand.Type) -> UsageError? {
    let problems = diagnostics.filter(isAboutArguments)
    guard !problems.isEmpty else { return nil }
    let messages = problems.map { problem in
      problem.path.hasPrefix("--") || problem.message.contains("'\(problem.path)'")
        ? problem.message : "'\(problem.path)': \(problem.message)"
    }
    return UsageError(messages.joined(separator: "; "), command: command)
  }

  /// `Error: message`, `Usage: …` and `See 'charter … --help' for more information.`
  var text: String {
    let usage = Charter.usageString(for: command)
    let name = usage.split(separator: " ").prefix { !$0.hasPrefix("[") && !$0.hasPrefix("<") && !$0.hasPrefix("-") }
    return "Error: \(message)\nUsage: \(usage)\n  See '\(name.joined(separator: " ")) --help' for more information.\n"
  }
}
