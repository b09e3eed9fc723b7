/// One run of ``FileWalker/walk(_:)``: the folder traversal and what it collects.
struct Walk {
  let walker: FileWalker
  private(set) var files: [String] = []
  private(set) var diagnostics: [Diagnostic] = []

  init(walker: FileWalker) { self.walker = walker }

  /// Lists the regular files below `start` (root-relative), whose enclosing folders' rules are
  /// `parentLevel`. An explicit stack rather than recursion, so depth costs no call frames.
  mutating func walkFolder(_ start: String, parentLevel: IgnoreLevel) {
    let usesExclude = !walker.exclude.entries.isEmpty
    let startComponents = usesExclude ? Self.components(start) : []
    var pending: [(folder: String, components: [[Unicode.Scalar]], parentLevel: IgnoreLevel)] = [
      (start, startComponents, parentLevel)
    ]
    while let (folder, components, parent) = pending.popLast() {
      let entries: [FileSystem.Entry]
      switch FileSystem.entries(atPath: walker.absolute(folder)) {
      case .success(let listed): entries = listed
      case .failure(let failure):
        diagnostics.append(FileWalker.unreadableDiagnostic(path: folder, reason: failure.message))
        continue
      }
      let level = self.level(of: folder, entries: entries, parent: parent)
      for entry in entries {
        guard let name = entry.name else {
          reportUndecodableName(entry, in: folder, level: level)
          continue
        }
        if name == ".git" { continue }
        let path = folder.isEmpty ? name : folder + "/" + name
        guard let kind = entry.kind ?? lstatKind(path) else { continue }
        guard kind == .file || kind == .directory else { continue }
        let isDirectory = kind == .directory
        if level.isIgnored(path, isDirectory: isDirectory) { continue }
        var pathComponents: [[Unicode.Scalar]] = []
        if usesExclude {
          pathComponents = components + [Array(name.unicodeScalars)]
          if walker.isExcluded(components: pathComponents) { continue }
        }
        if isDirectory {
          pending.append((path, pathComponents, level))
        } else {
          files.append(path)
        }
      }
    }
  }

  /// Adds a starting file, unless it is force-excluded.
  mutating func add(file path: String) {
    if walker.forceExclude && walker.isExcluded(path) { return }
    files.append(path)
  }

  /// Adds a diagnostic about a starting path.
  mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  /// The files sorted by UTF-8 bytes and without duplicates, and the diagnostics sorted.
  func result() -> FileWalk {
    let sorted = files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var distinct: [String] = []
    distinct.reserveCapacity(sorted.count)
    for file in sorted where distinct.last != file { distinct.append(file) }
    var problems: [Diagnostic] = []
    for diagnostic in diagnostics.sorted() where problems.last != diagnostic {
      problems.append(diagnostic)
    }
    return FileWalk(files: distinct, diagnostics: problems)
  }

  // MARK: - Ignore levels

  /// The level in force inside `folder`, given its listing.
  private mutating func level(of folder: String, entries: [FileSystem.Entry], parent: IgnoreLevel)
    -> IgnoreLevel
  {
    var hasIgnoreFile = false
    var hasGit = false
    for entry in entries {
      if entry.name == ".gitignore" {
        let kind = entry.kind ?? lstatKind(join(folder, ".gitignore"))
        hasIgnoreFile = kind == .file
      } else if entry.name == ".git" {
        hasGit = true
      }
    }
    return level(of: folder, hasIgnoreFile: hasIgnoreFile, hasGit: hasGit, parent: parent)
  }

  /// The level in force inside `folder`; reads its `.gitignore` and, for a repository root,
  /// `.git/info/exclude`. A symbolic link named `.gitignore` is not read, as in git 2.32+.
  mutating func level(of folder: String, hasIgnoreFile: Bool, hasGit: Bool, parent: IgnoreLevel)
    -> IgnoreLevel
  {
    guard hasIgnoreFile || hasGit else { return parent }
    var rules: GitignoreRules?
    if hasIgnoreFile {
      let path = join(folder, ".gitignore")
      switch FileSystem.contents(atPath: walker.absolute(path)) {
      case .success(let bytes): rules = GitignoreRules(parsing: bytes, base: folder)
      case .failure(let failure):
        diagnostics.append(FileWalker.unreadableDiagnostic(path: path, reason: failure.message))
      }
    }
    var exclude: GitignoreRules?
    if hasGit, let file = GitDirectory.excludeFile(forWorkTree: walker.absolute(folder)) {
      switch FileSystem.contents(atPath: file) {
      case .success(let bytes): exclude = GitignoreRules(parsing: bytes, base: folder)
      case .failure(let failure) where !failure.isMissing:
        diagnostics.append(FileWalker.unreadableDiagnostic(path: file, reason: failure.message))
      case .failure: break
      }
    }
    return parent.child(rules: rules, exclude: exclude, isRepositoryRoot: hasGit)
  }

  // MARK: - Helpers

  private mutating func lstatKind(_ path: String) -> FileSystem.Kind? {
    switch FileSystem.kind(atPath: walker.absolute(path)) {
    case .success(let kind): return kind
    case .failure(let failure) where failure.isMissing: return nil  // gone meanwhile
    case .failure(let failure):
      diagnostics.append(FileWalker.unreadableDiagnostic(path: path, reason: failure.message))
      return nil
    }
  }

  /// A name that is not UTF-8 cannot be named in a report; say so unless it is ignored.
  private mutating func reportUndecodableName(
    _ entry: FileSystem.Entry, in folder: String, level: IgnoreLevel
  ) {
    guard entry.kind == .file || entry.kind == .directory || entry.kind == nil else { return }
    let raw = entry.rawName
    let bytes = folder.isEmpty ? raw : Array(folder.utf8) + [UInt8(ascii: "/")] + raw
    let isDirectory = entry.kind == .directory
    if bytes.withUnsafeBufferPointer({ level.isIgnored($0, isDirectory: isDirectory) }) { return }
    let shown = String(decoding: bytes, as: UTF8.self)
    diagnostics.append(
      Diagnostic(
        path: shown, position: SourcePosition(line: 1, column: 1), severity: .warning,
        code: "unreadable", message: "the name of '\(shown)' is not valid UTF-8; it is not linted"))
  }

  private static func components(_ path: String) -> [[Unicode.Scalar]] {
    path.split(separator: "/").map { Array($0.unicodeScalars) }
  }

  private func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder + "/" + name
  }
}
