import ArgumentParser
import CharterKit
import CharterLSP
import Foundation

/// `charter lsp`: the Language Server Protocol server an editor starts to show Charter's
/// findings as the person types.
struct LSPCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Serve lint findings, quick fixes and rule explanations to an editor (Language Server Protocol, stdio).",
    discussion: """
      The editor starts `charter lsp` and talks to it over standard input and output. Open \
      documents are linted as they change, with the rules in force for each path; quick fixes \
      apply the safe fixes or add a charter:disable-next-line directive; hover says where a \
      finding's rule comes from. See Documentation/LSP.md for VS Code, Neovim, Zed, Helix and \
      Sublime Text.
      """)

  @OptionGroup var projectOptions: ProjectOptionGroup

  func run() async throws {
    let code = await CharterLSPServer.run(
      directory: projectOptions.workingDirectory, useUserRules: !projectOptions.noUserRules)
    if code != 0 { throw ExitCode(code) }
  }
}
