import CharterProject
import CharterSupport
import Foundation

/// Writes the corrections a lint run proposes (``LintProposal/fixes``) and says exactly what
/// happened: which files were written and which were not, with why.
///
/// Each file is replaced atomically through the project's ``RepositoryFiles``, at the place it
/// allows (never into git's metadata or hooks, never through a link out of the repository).
/// The written files (and only they) are flushed to the disk together before ``write(_:)``
/// returns.
public struct FixWriter: Sendable {
  /// The repository the files are in.
  public let project: Project

  /// Creates a writer for `project`.
  public init(project: Project) { self.project = project }

  /// Writes every proposal's corrected text; a file that cannot be written is left as it was.
  public func write(_ fixes: [ProposedFix]) -> FixWriteOutcome {
    var outcome = FixWriteOutcome()
    for proposal in fixes {
      let path = proposal.fix.path
      do {
        try project.files.write(proposal.fix.fixed, to: path, durability: .batched)
        outcome.written.append(path)
      } catch {
        outcome.failed.append(FixWriteOutcome.Failure(path: path, diagnostics: error.diagnostics))
      }
    }
    if !outcome.written.isEmpty { project.files.flush(outcome.written) }
    return outcome
  }
}

/// What ``FixWriter`` did.
public struct FixWriteOutcome: Hashable, Sendable {
  /// The files written, relative to the repository root, in the order written.
  public var written: [String] = []
  /// The files that could not be written, and why.
  public var failed: [Failure] = []

  /// Creates an outcome.
  public init(written: [String] = [], failed: [Failure] = []) {
    self.written = written
    self.failed = failed
  }

  /// A file left as it was.
  public struct Failure: Hashable, Sendable {
    /// The file, relative to the repository root.
    public var path: String
    /// Why it could not be written (at least one error).
    public var diagnostics: [Diagnostic]
  }
}
