import CharterSupport

/// One coding agent's native rule files, read and written symmetrically: one type per format.
///
/// `read` finds the format's files in a repository and returns the rules they state, with a
/// diagnostic for everything wrong in them; `write` renders compose's fragments into the
/// format, keeping each fragment's scope where the format can express it and falling back to
/// a clearly headed section where it cannot.
public protocol AgentFormat: Sendable {
  /// The target name used in `.charter/config.yml` (`agents`, `claude`, `cursor`, `copilot`,
  /// `gemini`, `windsurf`, `cline`, `kiro`, `junie`).
  static var target: String { get }

  /// Every path this format's files can be at, as globs relative to the repository root:
  /// what ``write(_:)`` produces and what `init --from-existing` hands over to compose (a
  /// nested `.cursor/rules` file, say). Compose acts on a manifest entry (deletes or rewrites
  /// the file as an orphan) only when its path matches one of these: a forged entry naming
  /// any other file is ignored.
  static var ownedPaths: [String] { get }

  /// The format's rules in the repository at `repository`. Files (or managed blocks) that
  /// Charter generated are not returned: they are outputs, not sources.
  static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic])

  /// The files (or managed blocks) that state `fragments` in this format.
  static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput]
}
