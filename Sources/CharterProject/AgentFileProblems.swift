import CharterSupport

/// Problems in a repository's own agent files (`AGENTS.md`, `.cursor/rules`, Copilot's
/// instructions …) are findings about those files, not a reason to refuse the repository: their
/// errors are reported as warnings, and every command goes on without the file's rules. Charter's
/// own configuration (`.charter/`) keeps its errors, which stop a run.
enum AgentFileProblems {
  /// `diagnostics` with their errors reported as warnings.
  static func demoted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      if diagnostic.severity == .error { diagnostic.severity = .warning }
      return diagnostic
    }
  }
}
