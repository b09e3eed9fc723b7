import CharterKit
import Foundation
import Logging
import MCP

/// `charter mcp`: a Model Context Protocol server over standard input and output that answers
/// an agent's questions about the repository — which rules apply to a file, what lint finds in
/// unsaved content, what the safe fixes make of it, which skills there are.
public enum CharterMCPServer {
  /// What the server tells the agent when it connects.
  static let instructions = """
    Charter holds this repository's rules for coding agents and checks code against them. \
    Before you create or edit a file, call rules_for_path for it and follow what it returns. \
    Before you save, call lint with the new content and fix every finding (fix applies the \
    safe ones for you).
    """

  /// Serves requests on standard input and output until the client closes the connection.
  ///
  /// Messages are read by ``LineTransport`` (linear in their size, at most 16 MiB each), and
  /// each tool call runs on threads of its own, bounded by `toolTimeout` (``ToolCallLimit``),
  /// so that `ping` and the other requests are answered while a call runs.
  /// - Parameters:
  ///   - directory: the folder to start in; the repository is the one that encloses it.
  ///   - useUserRules: whether the user-global rules layer takes part.
  ///   - toolTimeout: the longest a tool call may take before it is answered with an error.
  public static func run(
    directory: URL, useUserRules: Bool, toolTimeout: Duration = ToolCallLimit.defaultTimeout
  ) async throws {
    let server = Server(
      name: "charter", version: CharterVersion.current, title: "Charter", instructions: instructions,
      capabilities: .init(tools: .init(listChanged: false)))
    let call = CharterToolCall(directory: directory, useUserRules: useUserRules)
    let limit = ToolCallLimit(timeout: toolTimeout)
    await server.withMethodHandler(ListTools.self) { _ in .init(tools: CharterTools.all) }
    await server.withMethodHandler(CallTool.self) { parameters in
      try await limit.run(parameters.name) { try await call(parameters.name, parameters.arguments ?? [:]) }
    }
    let silent = Logger(label: "charter.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
    try await server.start(transport: LineTransport(logger: silent))
    await server.waitUntilCompleted()
  }
}
