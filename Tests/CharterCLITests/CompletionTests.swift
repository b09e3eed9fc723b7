import Foundation
import Testing

/// The completion scripts README.md documents complete closed choices with their values.
@Suite struct CompletionTests {
  static let shells = ["bash", "zsh", "fish"]

  @Test(arguments: shells)
  func scriptListsClosedChoices(_ shell: String) throws {
    let sandbox = try Sandbox()
    let result = try CharterProcess.run(["--generate-completion-script", shell], in: sandbox.url)
    #expect(result.status == 0, "\(result.stderr)")
    let script = result.stdout
    // --format of lint, compose's --target, skills' --client, and checks' ID argument.
    for value in ["sarif", "checkstyle", "markdown", "cursor", "copilot", "junie", "claude", "task-weak-self-guard",
      "max-line-length", "prefer-is-empty"]
    {
      #expect(script.contains(value), "\(shell) completion lacks \(value)")
    }
    for subcommand in ["lint", "compose", "explain", "rules", "checks", "test", "init", "hook", "skills"] {
      #expect(script.contains(subcommand), "\(shell) completion lacks \(subcommand)")
    }
  }

  @Test func readmeDocumentsEveryShell() throws {
    let readme = try String(
      contentsOf: PreCommitFrameworkTests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    for shell in Self.shells {
      #expect(readme.contains("charter --generate-completion-script \(shell)"), "README shows \(shell)")
    }
  }
}
