import ArgumentParser
import CharterKit
import Foundation

/// Entry point. Runs the command and maps failures to Charter's exit codes: 0 success, 1
/// findings or drift, 2 when Charter cannot do its job (including usage errors, which
/// ArgumentParser would report as 64).
@main
enum CharterMain {
  static func main() async {
    do {
      var command = try Charter.parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let error as UsageError {
      Terminal.standardError.write(error.text)
      exit(2)
    } catch {
      let code = Charter.exitCode(for: error)
      let message = Charter.fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { print(message) }
        exit(0)
      }
      if !message.isEmpty { Terminal.standardError.write(message + "\n") }
      exit(code == .validationFailure ? 2 : code.rawValue)
    }
  }
}

/// `charter`: one source of rules for coding agents, enforced on the code.
struct Charter: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "charter",
    abstract: "One source of rules for coding agents, enforced on the code.",
    version: CharterVersion.current,
    subcommands: [
      LintCommand.self, ComposeCommand.self, ExplainCommand.self, RulesCommand.self, ChecksCommand.self, TestCommand.self,
      InitCommand.self, HookCommand.self, SkillsCommand.self, MCPCommand.self,
    ])
}
