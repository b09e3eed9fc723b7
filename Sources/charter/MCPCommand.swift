import ArgumentParser
import CharterKit
import CharterMCP
import Foundation

/// `charter mcp`: the Model Context Protocol server an agent starts to ask which rules apply
/// to a file and to lint what it is about to write.
struct MCPCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the repository's rules and lint to an agent over MCP (stdio).",
    discussion: """
      Tools: rules_for_path, lint, fix, explain, list_skills, read_skill. Paths are relative to \
      the repository root. See Documentation/AgentLoop.md for each agent's configuration.
      """)

  @OptionGroup var projectOptions: ProjectOptionGroup

  func run() async throws {
    try await CharterMCPServer.run(
      directory: projectOptions.workingDirectory, useUserRules: !projectOptions.noUserRules)
  }
}
