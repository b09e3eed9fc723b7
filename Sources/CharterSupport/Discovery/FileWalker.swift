import Foundation

/// Finds the files `charter lint` checks: the regular files below the starting paths that git
/// would not ignore and the project's `exclude` globs do not exclude.
///
/// - `.git` is never entered or listed.
/// - `.gitignore` files are honoured at every level, and `.git/info/exclude`, with git's
///   precedence; a file inside an ignored folder cannot be re-included, because the walk never
///   enters an ignored folder. They are honoured whether or not the root is a git work tree.
///   `core.excludesFile` is not read (see ``GitignoreRules``).
/// - `exclude` globs match root-relative paths; an excluded folder is not entered.
/// - Symbolic links are never followed and never listed, whether they point at a file or a
///   folder, inside or outside the repository (ripgrep's default), so a link loop or a
///   dangling link costs nothing. FIFOs, sockets and devices are skipped too: only regular files
///   are listed.
/// - A starting **file** is always listed, even when ignored or excluded (unless
///   ``forceExclude`` is set), so `charter lint Generated/Model.swift` checks what it was asked
///   to. A starting **folder** is entered even when it is itself ignored, and what is inside is
///   filtered as in a walk from the root. A starting path that is a symbolic link is resolved,
///   and listed under its resolved path when that lies inside the repository.
/// - A folder that cannot be read yields an `unreadable` diagnostic and the walk goes on; a
///   starting path that does not exist yields `no-such-file`. The walker reads no file
///   contents other than ignore files, so a file that cannot be read is reported by whoever
///   reads it (``unreadableDiagnostic(path:reason:)``).
public struct FileWalker: Sendable {
  /// The repository root, with symbolic links resolved.
  public let rootPath: String
  /// Globs of paths never to lint; a matching folder is not entered.
  public var exclude: GlobList
  /// Whether starting files are dropped too when `exclude` matches them, as pre-commit hooks
  /// that pass every staged file want. `.gitignore` never drops a starting file.
  public var forceExclude: Bool

  /// Creates a walker for the repository at `root`.
  /// - Parameters:
  ///   - exclude: the project's `exclude` globs; an empty list excludes nothing.
  ///   - forceExclude: whether `exclude` also applies to files named as starting paths.
  public init(root: URL, exclude: GlobList = GlobList(entries: []), forceExclude: Bool = false) {
    let path = root.standardizedFileURL.path
    if case .success(let resolved) = FileSystem.resolvedPath(path) {
      rootPath = resolved
    } else {
      rootPath = path
    }
    self.exclude = exclude
    self.forceExclude = forceExclude
  }

  /// The files to lint below `paths` (relative to the root; `""` or `.` is the root, and so is
  /// an empty list), as sorted, distinct root-relative paths with `/` separators, and the
  /// problems met on the way, sorted.
  public func walk(_ paths: [String] = []) -> FileWalk {
    var walk = Walk(walker: self)
    for path in paths.isEmpty ? [""] : paths { walk.start(at: path) }
    return walk.result()
  }

  /// The diagnostic for a file or folder that cannot be read, with `reason` saying why
  /// (`Permission denied` …).
  package static func unreadableDiagnostic(path: String, reason: String) -> Diagnostic {
    let shown = path.isEmpty ? "." : path
    return Diagnostic(
      path: shown, position: SourcePosition(line: 1, column: 1), severity: .error,
      code: DiagnosticCode.unreadable, message: "cannot read '\(shown)': \(reason)")
  }

  /// Whether `path` is excluded by ``exclude``: the last matching glob decides, and a path no
  /// glob matches is not excluded.
  func isExcluded(_ path: String) -> Bool {
    isExcluded(components: path.split(separator: "/").map { Array($0.unicodeScalars) })
  }

  /// ``isExcluded(_:)`` for a path split into the scalars of its components.
  func isExcluded(components: [[Unicode.Scalar]]) -> Bool {
    var excluded = false
    for entry in exclude.entries where entry.glob.matches(components: components) {
      excluded = !entry.negated
    }
    return excluded
  }

  /// The absolute path of a root-relative one.
  func absolute(_ relative: String) -> String {
    relative.isEmpty ? rootPath : rootPath == "/" ? "/" + relative : rootPath + "/" + relative
  }
}

/// What a ``FileWalker`` found.
public struct FileWalk: Hashable, Sendable {
  /// Root-relative paths with `/` separators, sorted by their UTF-8 bytes (git's order).
  public var files: [String]
  /// Unreadable folders, missing starting paths and the like, sorted.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(files: [String], diagnostics: [Diagnostic]) {
    self.files = files
    self.diagnostics = diagnostics
  }
}
