import ArgumentParser
import CharterKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `charter mcp`: the Model Context Protocol server an agent starts to ask which rules apply
/// to a file and to lint what it is about to write.
///
/// The server is the `charter-mcp` program beside this one (see its documentation for why);
/// this command parses the options and replaces itself with it, so the agent talks to the
/// server directly over standard input and output.
struct MCPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the repository's rules and lint to an agent over MCP (stdio).",
    discussion: """
      Tools: rules_for_path, lint, fix, explain, list_skills, read_skill. Paths are relative to \
      the repository root. See Documentation/AgentLoop.md for each agent's configuration. The \
      server is the charter-mcp program, installed beside charter.
      """)

  @OptionGroup var projectOptions: ProjectOptionGroup

  @Option(
    name: .customLong("tool-timeout"),
    help: ArgumentHelp(
      "The longest a tool call may take before it is answered with an error (default: 30).", valueName: "seconds"))
  var toolTimeout: Double?

  func validate() throws {
    if let toolTimeout, !(toolTimeout > 0 && toolTimeout.isFinite) {
      throw ValidationError("--tool-timeout must be a number of seconds above 0")
    }
  }

  func run() throws {
    let server = Self.serverExecutable()
    guard let server, FileSystem.isExecutable(atPath: server.path) else {
      try fail(
        "the MCP server program charter-mcp is not beside charter"
          + (server.map { " (looked for \($0.path))" } ?? "")
          + "; build it with `swift build -c release --product charter-mcp` and copy it next to charter")
    }
    var arguments = [server.path]
    if projectOptions.noUserRules { arguments.append("--no-user-rules") }
    if let toolTimeout { arguments += ["--tool-timeout", String(toolTimeout)] }
    arguments.append(projectOptions.workingDirectory.path)
    fflush(nil)
    let pointers = arguments.map { strdup($0) } + [nil]
    execv(server.path, pointers)
    try fail("cannot start \(server.path): \(String(cString: strerror(errno)))")
  }

  private func fail(_ message: String) throws -> Never {
    Terminal.standardError.write("charter mcp: \(message)\n")
    throw ExitCode.failure
  }

  /// `charter-mcp` in the folder of the running `charter` (links followed).
  static func serverExecutable() -> URL? {
    guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
    return executable.deletingLastPathComponent().appendingPathComponent("charter-mcp")
  }
}
