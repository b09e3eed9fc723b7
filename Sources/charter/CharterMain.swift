import ArgumentParser
import CharterKit
import Foundation

/// Entry point. Runs the command; every failure goes to one handler,
/// ``exitCode(reporting:)``, which reports it and picks the exit code.
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
    } catch {
      exit(exitCode(reporting: error))
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
      InitCommand.self, HookCommand.self, SkillsCommand.self, PacksCommand.self, MCPCommand.self, LSPCommand.self,
    ])
}
