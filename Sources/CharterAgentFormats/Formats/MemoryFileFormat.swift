import CharterSupport

/// A format whose files hold the rules of a folder in Markdown a person also edits, where
/// compose owns a managed block: `AGENTS.md` (and `AGENTS.override.md`), `CLAUDE.md` (and
/// `.claude/CLAUDE.md`), `GEMINI.md`.
///
/// `init --from-existing` records such a file in its fragment (`agent-files:`, with an empty
/// value), and compose writes the fragment's section back into that file's block, with no
/// scope note, as long as the fragment still applies to the whole folder the file governs.
package protocol MemoryFileFormat: AgentFormat {
  /// Whether `path` (relative to the root) is one of the files the format's reader reads as a
  /// folder's rules.
  static func isMemoryFile(_ path: String) -> Bool

  /// The folder the file at `path` governs.
  static func folder(governedBy path: String) -> String
}

extension MemoryFileFormat {
  /// The recorded file `fragment` goes back into, when it still applies to all of that file's
  /// folder; `nil` otherwise (compose then places it as any other fragment).
  static func recordedFile(of fragment: ComposeFragment) -> String? {
    guard RecordedRuleFile.normalized(fragment.activation) == .always else { return nil }
    return fragment.agentFiles.keys.sorted().first { isMemoryFile($0) && folder(governedBy: $0) == fragment.directory }
  }

  /// Whether `path` is a file named one of `names` (in any letter case, as agents on macOS
  /// open them) in any folder.
  static func isNamed(_ path: String, _ names: [String]) -> Bool {
    names.contains { RepositoryFiles.isNamed(path, $0) }
  }
}
