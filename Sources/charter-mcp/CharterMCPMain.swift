import CharterKit
import CharterMCP
import Foundation

/// `charter-mcp`: the Model Context Protocol server behind `charter mcp`, which parses the
/// options and replaces itself with this program.
///
/// It is a program of its own because the MCP library links Foundation's networking (curl, TLS,
/// Kerberos …): loading those libraries doubled the start-up time of every `charter` command,
/// hooks and pre-commit runs included, for a server few runs start.
///
/// Arguments: `[--no-user-rules] [--tool-timeout SECONDS] DIRECTORY`, as `charter mcp` passes
/// them.
@main
enum CharterMCPMain {
  static let usage =
    "usage: charter-mcp [--no-user-rules] [--tool-timeout SECONDS] DIRECTORY (run it as `charter mcp`)\n"

  static func main() async {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var useUserRules = true
    var timeout = ToolCallLimit.defaultTimeout
    while arguments.count > 1 {
      switch arguments.first {
      case "--no-user-rules":
        useUserRules = false
        arguments.removeFirst()
      case "--tool-timeout":
        guard let seconds = Double(arguments[1]), seconds > 0, seconds.isFinite else { fail() }
        timeout = .milliseconds(Int64(seconds * 1000))
        arguments.removeFirst(2)
      default:
        fail()
      }
    }
    guard arguments.count == 1, let directory = arguments.first else { fail() }
    do {
      try await CharterMCPServer.run(
        directory: URL(fileURLWithPath: directory), useUserRules: useUserRules, toolTimeout: timeout)
    } catch {
      // The error may name a repository's path: shown through the output filter.
      var sanitizer = OutputSanitizer()
      FileHandle.standardError.write(Data(sanitizer.filter("charter mcp: \(error)\n").utf8))
      exit(1)
    }
  }

  private static func fail() -> Never {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
  }
}
