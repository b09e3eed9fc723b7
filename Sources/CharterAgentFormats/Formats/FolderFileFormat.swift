import CharterSupport

/// A format whose agent reads a Markdown file of one name in the root and in any folder, each
/// governing its folder, which a person also edits: `GEMINI.md`, `QWEN.md`, `WARP.md` ….
///
/// **Read:** every such file, one rule per folder; Charter's managed block is skipped, and
/// `@path` imports are followed where the agent follows them (``followsImports``).
///
/// **Write:** a managed block in the file of each folder that gets fragments, placed as for
/// `AGENTS.md` (``FolderLayout``). Every section that does not apply everywhere says where it
/// applies: these agents cannot scope by glob, and most load the files below the folder they
/// start in, so a folder's file does not limit what it says to that folder.
package protocol FolderFileFormat: MemoryFileFormat {
  /// The file's name (`GEMINI.md`).
  static var fileName: String { get }
  /// The agent, in messages (`Gemini CLI`).
  static var agent: String { get }
  /// Whether the agent reads `@path` lines as imports.
  static var followsImports: Bool { get }
  /// Whether a fragment of a folder goes into that folder's file (the agent reads the files
  /// below where it starts: Gemini CLI), or into the root's (Goose, which reads only those above).
  static var placesByFolder: Bool { get }
}

extension FolderFileFormat {
  /// The file in the root and in any folder.
  public static var ownedPaths: [String] { [fileName, "**/" + fileName] }

  package static var placesByFolder: Bool { true }

  /// A file of the format's name in any folder.
  package static func isMemoryFile(_ path: String) -> Bool { isNamed(path, [fileName]) }

  /// The file's folder.
  package static func folder(governedBy path: String) -> String { AgentRuleFile.directory(of: path) }

  /// Every file, one rule per folder.
  public static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    var rules: [AgentRule] = []
    var diagnostics: [Diagnostic] = []
    for (directory, path) in AgentRuleFile.inEveryFolder([fileName], of: repository) {
      let read = MemoryFile.read(
        path, directory: directory, in: repository, target: target, agent: agent, followsImports: followsImports)
      rules += read.rule.map { [$0] } ?? []
      diagnostics += read.diagnostics
    }
    return (rules, diagnostics)
  }

  /// A managed block per folder that gets fragments.
  public static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    FolderLayout.folderOutputs(fragments, fileName: fileName, format: self, alwaysNote: true, byFolder: placesByFolder)
  }
}
