import Foundation

/// The official MCP Python SDK (installed into `.venv` by `scripts/install-test-tools.sh`)
/// driving the built `charter mcp` through `scripts/mcp-client.py`, as an agent's client does.
enum MCPClient {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `steps` (see the script) against `charter mcp` started in `repository`, and returns
  /// one result per step.
  static func run(_ steps: [[String: Any]], in repository: URL) throws -> [[String: Any]] {
    let python = packageRoot.appendingPathComponent(".venv/bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      throw Failure(description: "\(python.path) is missing: run scripts/install-test-tools.sh (make test does)")
    }
    let script = packageRoot.appendingPathComponent("scripts/mcp-client.py").path
    let input = try JSONSerialization.data(withJSONObject: steps)
    let result = try CharterProcess.run(
      python, [script, CharterProcess.executable.path, repository.path], in: repository, input: input)
    guard result.status == 0,
      let results = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    else {
      throw Failure(description: "mcp-client.py exited \(result.status)\n\(result.stdout)\n\(result.stderr)")
    }
    return results
  }

  /// A copy of `Examples/Demo`, the repository the README tours.
  static func demo() throws -> Sandbox {
    let sandbox = try Sandbox()
    let demo = packageRoot.appendingPathComponent("Examples/Demo")
    for name in try FileManager.default.contentsOfDirectory(atPath: demo.path) {
      try FileManager.default.copyItem(at: demo.appendingPathComponent(name), to: sandbox.url.appendingPathComponent(name))
    }
    return sandbox
  }
}
