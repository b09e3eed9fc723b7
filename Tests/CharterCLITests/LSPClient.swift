import Foundation

/// pygls, a Language Server Protocol client library (installed into `.venv` by
/// `scripts/install-test-tools.sh`), driving the built `charter lsp` through
/// `scripts/lsp-client.py`, as an editor does.
enum LSPClient {
  /// Runs `steps` (see the script) against `charter lsp` started in `repository`, and returns
  /// one result per step, then `{"exit": CODE}`.
  static func run(_ steps: [[String: Any]], in repository: URL) throws -> [[String: Any]] {
    let python = MCPClient.packageRoot.appendingPathComponent(".venv/bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      throw MCPClient.Failure(
        description: "\(python.path) is missing: run scripts/install-test-tools.sh (make test does)")
    }
    let script = MCPClient.packageRoot.appendingPathComponent("scripts/lsp-client.py").path
    let input = try JSONSerialization.data(withJSONObject: steps)
    let result = try CharterProcess.run(
      python, [script, CharterProcess.executable.path, repository.path], in: repository, input: input)
    guard result.status == 0,
      let results = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    else {
      throw MCPClient.Failure(description: "lsp-client.py exited \(result.status)\n\(result.stdout)\n\(result.stderr)")
    }
    return results
  }

  /// The rule ids of a step's diagnostics.
  static func codes(_ step: [String: Any]) -> [String] {
    (step["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
  }
}
