/// Rule-source discovery: which folders of a repository may hold rule sources, through the same
/// walk and ignore rules as lint.
///
/// **The policy**, stated here once: a folder is searched for rule sources (`AGENTS.md`,
/// `.charter/rules`, `CLAUDE.md`, `.cursor/rules` …) when `charter lint` would enter it —
/// `.gitignore` at every level and `.git/info/exclude` do not ignore it, the project's
/// `exclude` globs do not exclude it, and it is no symbolic link — and, besides, neither it nor
/// a folder above it is hidden (its name starts with `.`) or a dependency folder
/// (``dependencyFolderNames``). Ignore rules decide which folders are searched, not which files
/// a searched folder holds: a `CLAUDE.local.md` that `.gitignore` names is still read, as
/// Claude Code reads it, and every fragment below a searched folder's `.charter/rules` is.
extension FileWalker {
  /// Folder names never searched for rule sources even when git does not ignore them: what
  /// package managers and Xcode put in a working tree.
  package static let dependencyFolderNames: Set<String> = [
    "node_modules", "DerivedData", "Pods", "Carthage",
  ]

  /// How many folders discovery lists before it stops and says so.
  package static let folderLimit = 100_000

  /// The folders that may hold rule sources, by the policy above: root-relative paths sorted,
  /// `""` for the root, at most `limit` of them; the languages of the files in those folders,
  /// which choose the default packs; and a diagnostic for each folder or ignore file that could
  /// not be read and for a walk stopped at `limit`, since the rule sources below them are
  /// missing and the run must say so.
  package func ruleSourceFolders(limit: Int = FileWalker.folderLimit) -> FolderWalk {
    var walk = Walk(walker: self, mode: .ruleSourceFolders(limit: limit))
    walk.walkFolder("", parentLevel: .empty)
    var problems: [Diagnostic] = []
    for diagnostic in walk.diagnostics.sorted() where problems.last != diagnostic { problems.append(diagnostic) }
    var found = FolderWalk(folders: walk.folders.sorted(), languages: walk.languages, diagnostics: problems)
    found.listing = walk.listing
    return found
  }

  /// The warning for a discovery walk stopped after `limit` folders.
  static func tooManyFoldersDiagnostic(limit: Int) -> Diagnostic {
    Diagnostic(
      path: ".", position: SourcePosition(line: 1, column: 1), severity: .warning, code: "too-many-folders",
      message: "the repository has more than \(limit) folders; rule sources below the first \(limit) are not read")
  }
}

/// What ``FileWalker/ruleSourceFolders(limit:)`` found.
package struct FolderWalk: Sendable {
  /// The folders that may hold rule sources, root-relative, sorted; `""` is the root.
  package var folders: [String]
  /// The languages of the files in those folders.
  package var languages: Set<SourceLanguage>
  /// Folders and ignore files that could not be read, and a walk stopped at its limit, sorted.
  package var diagnostics: [Diagnostic]
  /// What each folder held that may be a rule source.
  package var listing = FolderListing()

  /// Creates a result.
  package init(folders: [String], languages: Set<SourceLanguage>, diagnostics: [Diagnostic]) {
    self.folders = folders
    self.languages = languages
    self.diagnostics = diagnostics
  }
}
