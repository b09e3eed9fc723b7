/// One run of the walk: the folder traversal and what it collects. Lint's files and the folders
/// that may hold rule sources are listed by this loop, each in its mode.
struct Walk {
  /// What a walk lists and which entries it passes over.
  enum Mode: Equatable {
    /// The files `charter lint` checks (``FileWalker/walk(_:)``).
    case lint
    /// The folders that may hold rule sources and the languages of their files
    /// (``FileWalker/ruleSourceFolders(limit:)``), stopping after `limit` folders.
    case ruleSourceFolders(limit: Int)
  }

  let walker: FileWalker
  let mode: Mode
  private(set) var files: [String] = []
  /// The folders entered, in ``Mode/ruleSourceFolders(limit:)``; the root is `""`.
  private(set) var folders: [String] = []
  /// The languages of the files seen, in ``Mode/ruleSourceFolders(limit:)``.
  private(set) var languages: Set<SourceLanguage> = []
  /// What each folder entered holds, in ``Mode/ruleSourceFolders(limit:)``.
  private(set) var listing = FolderListing()
  private(set) var diagnostics: [Diagnostic] = []

  init(walker: FileWalker, mode: Mode = .lint) {
    self.walker = walker
    self.mode = mode
    if case .ruleSourceFolders = mode { folders = [""] }
  }

  /// Lists what the mode asks for below `start` (root-relative), whose enclosing folders'
  /// rules are `parentLevel`. An explicit stack rather than recursion, so depth costs no call
  /// frames.
  mutating func walkFolder(_ start: String, parentLevel: IgnoreLevel) {
    let lints = mode == .lint
    var limit = Int.max
    if case .ruleSourceFolders(let most) = mode { limit = most }
    let usesExclude = !walker.exclude.entries.isEmpty
    let startComponents = usesExclude ? Self.components(start) : []
    var pending: [(folder: String, components: [[Unicode.Scalar]], parentLevel: IgnoreLevel)] = [
      (start, startComponents, parentLevel)
    ]
    while let (folder, components, parent) = pending.popLast() {
      guard folders.count < limit else {
        diagnostics.append(FileWalker.tooManyFoldersDiagnostic(limit: limit))
        break
      }
      let entries: [FileSystem.Entry]
      switch FileSystem.entries(atPath: walker.absolute(folder)) {
      case .success(let listed): entries = listed
      case .failure(let failure):
        reportUnlistable(folder, failure)
        continue
      }
      let level = self.level(of: folder, entries: entries, parent: parent)
      if !lints { listing.record(nil, in: folder) }
      for entry in entries {
        guard let name = entry.name else {
          if lints { reportUndecodableName(entry, in: folder, level: level) }
          continue
        }
        if !lints { listing.record(name, in: folder) }
        if name == ".git" { continue }
        // Discovery passes over hidden entries and dependency folders before asking git.
        if !lints && (name.hasPrefix(".") || FileWalker.dependencyFolderNames.contains(name)) { continue }
        let path = folder.isEmpty ? name : folder + "/" + name
        guard let kind = entry.kind ?? lstatKind(path) else { continue }
        guard kind == .file || kind == .directory else { continue }
        let isDirectory = kind == .directory
        // Only a file of a language not yet seen matters to discovery.
        if !lints && !isDirectory && !isNewLanguage(name) { continue }
        if level.isIgnored(path, isDirectory: isDirectory) { continue }
        var pathComponents: [[Unicode.Scalar]] = []
        if usesExclude {
          pathComponents = components + [Array(name.unicodeScalars)]
          if walker.isExcluded(components: pathComponents) { continue }
        }
        if isDirectory {
          pending.append((path, pathComponents, level))
          if !lints { folders.append(path) }
        } else if lints {
          files.append(path)
        } else if let language = SourceLanguage(fileName: name) {
          languages.insert(language)
        }
      }
    }
  }

  /// Whether the file `name` is of a language discovery has not seen yet.
  private func isNewLanguage(_ name: String) -> Bool {
    guard languages.count < SourceLanguage.allCases.count, let language = SourceLanguage(fileName: name) else {
      return false
    }
    return !languages.contains(language)
  }

  /// Reports a folder that could not be listed. Discovery says nothing of a folder that went
  /// away meanwhile; lint does, since it was asked to check what was there.
  private mutating func reportUnlistable(_ folder: String, _ failure: FileSystem.Failure) {
    switch mode {
    case .lint:
      diagnostics.append(FileWalker.unreadableDiagnostic(path: folder, reason: failure.message))
    case .ruleSourceFolders where !failure.isMissing:
      diagnostics.append(FileWalker.unreadableDiagnostic(path: folder, reason: failure.message))
    case .ruleSourceFolders:
      break
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
        code: DiagnosticCode.unreadable, message: "the name of '\(shown)' is not valid UTF-8; it is not linted"))
  }

  private static func components(_ path: String) -> [[Unicode.Scalar]] {
    path.split(separator: "/").map { Array($0.unicodeScalars) }
  }

  private func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder + "/" + name
  }
}
