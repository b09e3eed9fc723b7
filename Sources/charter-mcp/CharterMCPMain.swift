import CharterMCP
import Foundation

/// `charter-mcp`: the Model Context Protocol server behind `charter mcp`, which parses the
/// options and replaces itself with this program.
///
/// It is a program of its own because the MCP library links Foundation's networking (curl, TLS,
/// Kerberos …): loading those libraries doubled the start-up time of every `charter` command,
/// hooks and pre-commit runs included, for a server few runs start.
///
/// Arguments: `[--no-user-rules] DIRECTORY`, as `charter mcp` passes them.
@main
enum CharterMCPMain {
  static func main() async {
    var arguments = CommandLine.arguments.dropFirst()
    let useUserRules = arguments.first != "--no-user-rules"
    if !useUserRules { arguments.removeFirst() }
    guard arguments.count == 1, let directory = arguments.first else {
      FileHandle.standardError.write(Data("usage: charter-mcp [--no-user-rules] DIRECTORY (run it as `charter mcp`)\n".utf8))
      exit(64)
    }
    do {
      try await CharterMCPServer.run(directory: URL(fileURLWithPath: directory), useUserRules: useUserRules)
    } catch {
      FileHandle.standardError.write(Data("charter mcp: \(error)\n".utf8))
      exit(1)
    }
  }
}
