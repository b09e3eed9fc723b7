import CharterProject
import CharterSupport
import Foundation

extension LintResultCache {
  /// What the cache folder holds besides entries: git and backup tools leave it alone.
  static let ignoreFile = (name: ".gitignore", text: "# Charter's lint result cache; safe to delete.\n*\n")
  static let tagFile = (
    name: "CACHEDIR.TAG",
    text: "Signature: 8a477f597d28d172789f06886806bc55\n# Charter's lint result cache (https://bford.info/cachedir/).\n"
  )

  /// Opens the cache in `folder` (absolute; `nil` for ``defaultFolder`` in `project`),
  /// creating it with a `.gitignore` that keeps it out of git. `nil` when it is not to be used,
  /// with a warning saying why: a folder inside the repository reached through a link, one that
  /// git tracks (a cache that comes with the code is not trusted), one that cannot be created.
  ///
  /// A folder inside the repository is used only when git vouches that nothing in it is tracked,
  /// asked from inside the folder, so that a submodule or a larger repository is asked too. Where
  /// git cannot answer (no `.git`, a `.git` it will not read, a repository of another owner, no
  /// git), such a folder is not used, silently: nothing tells a cache that came with the code
  /// from one a run wrote, and the run is right without it. A folder outside the repository,
  /// named with `--cache-dir`, is the caller's to trust. Git's answer is remembered in the
  /// folder against the index it came from (``GitIndexIdentity``), and asked again once that
  /// index differs.
  public static func open(at folder: String? = nil, for project: Project) -> (
    cache: LintResultCache?, diagnostics: [Diagnostic]
  ) {
    let root = project.files.rootPath
    let given = standardized(folder ?? root + "/" + defaultFolder)
    let path = resolved(given)
    let inside = path == root ? "" : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : nil
    let display = inside ?? given
    func refused(_ code: String, _ message: String) -> (LintResultCache?, [Diagnostic]) {
      let text = "the lint cache is not used: " + message
      return (
        nil,
        [
          Diagnostic(
            path: display, position: SourcePosition(line: 1, column: 1), severity: .warning, code: code, message: text)
        ]
      )
    }
    let route = route(of: given, through: root)
    // The index git vouched with, to remember in the folder once it exists.
    var vouched: GitIndexIdentity?
    if inside == nil, route != .elsewhere {
      // It goes into the repository and out again through a link.
      return refused("cache-refused", "the folder is reached through a link")
    }
    if let inside {
      if inside.isEmpty { return refused("cache-refused", "the cache folder cannot be the repository itself") }
      // The part of the path inside the repository holds no link: the given path reaches the
      // root, then goes down through real folders to what it names.
      guard route == .below(inside) else {
        return refused("cache-refused", "the folder is reached through a link")
      }
      let identity = GitIndexIdentity(of: nearestFolder(of: path))
      if identity == nil || identity != GitIndexIdentity.remembered(in: path) {
        switch tracked(path) {
        case .some(true):
          return refused(
            "cache-tracked",
            "git tracks files in it, so it came with the code and cannot be trusted "
              + "(git rm -r --cached \(inside) keeps it out)")
        case .none: return (nil, [])
        case .some(false):
          if let identity, gitFolder(answeringFor: path) == identity.gitFolder { vouched = identity }
        }
      }
    }
    do throws(FileSystem.Failure) {
      try FileSystem.createFolder(atPath: path)
    } catch {
      return refused("cache-unwritable", "cannot create the folder: \(error.message.lowercased())")
    }
    for file in [ignoreFile, tagFile] where !FileSystem.entryExists(atPath: path + "/" + file.name) {
      try? FileSystem.create(file.text, at: path + "/" + file.name, displayPath: display + "/" + file.name)
    }
    vouched?.remember(in: path)
    return (LintResultCache(folder: path, displayPath: display), [])
  }

  /// `path`, or the nearest folder above it that exists.
  private static func nearestFolder(of path: String) -> String {
    var existing = path
    while !FileSystem.isDirectory(atPath: existing), existing.count > 1 {
      existing = String(existing[..<(existing.lastIndex(of: "/") ?? existing.startIndex)])
    }
    return existing
  }

  /// The git folder git itself uses for `folder` (real path), asked as ``tracked(_:)`` asks.
  private static func gitFolder(answeringFor folder: String) -> String? {
    let git = Git(workTree: URL(fileURLWithPath: nearestFolder(of: folder)), isolated: true)
    guard let named = try? git.text(["rev-parse", "--absolute-git-dir"]), let real = realpath(named, nil) else {
      return nil
    }
    defer { free(real) }
    return String(cString: real)
  }

  /// Whether git tracks anything in `folder` (absolute, real), asked from inside it, or from the
  /// nearest folder above it that exists; `nil` when git cannot answer.
  private static func tracked(_ folder: String) -> Bool? {
    let existing = nearestFolder(of: folder)
    let pathspec = existing == folder ? "." : String(folder.dropFirst(existing.count + 1))
    // Without the `GIT_*` variables a hook may set (`GIT_DIR` without `GIT_WORK_TREE` would make
    // git take the folder for the top of the work tree and list the whole index): git finds the
    // repository that holds the folder, as for a person in a terminal.
    let git = Git(workTree: URL(fileURLWithPath: existing), isolated: true)
    guard let listed = try? git.run(["ls-files", "-z", "--", pathspec]) else { return nil }
    return !listed.isEmpty
  }

  /// `path` with links resolved: the real path of the longest part that exists, and the rest.
  static func resolved(_ path: String) -> String {
    var existing = path
    var rest: [Substring] = []
    while existing.count > 1 {
      if let real = realpath(existing, nil) {
        defer { free(real) }
        let base = String(cString: real)
        return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
      }
      let slash = existing.lastIndex(of: "/") ?? existing.startIndex
      rest.append(existing[existing.index(after: slash)...])
      existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
    }
    return path
  }

  /// How a path reaches what it names, with respect to the repository.
  enum Route: Equatable {
    /// It never passes through the repository root.
    case elsewhere
    /// It passes through the root, then down through real folders: what it names there.
    case below(String)
    /// It passes through the root, then through a link.
    case linked
  }

  /// How `path` reaches what it names: whether one of its folders is `root` once links are
  /// resolved, and whether anything below that is a link.
  static func route(of path: String, through root: String) -> Route {
    let parts = path.split(separator: "/")
    var prefix = ""
    for (index, part) in parts.enumerated() {
      prefix += "/" + part
      guard resolved(prefix) == root else { continue }
      var step = root
      for component in parts[(index + 1)...] {
        step += "/" + component
        guard resolved(step) == step else { return .linked }
      }
      return .below(parts[(index + 1)...].joined(separator: "/"))
    }
    return .elsewhere
  }

  private static func standardized(_ path: String) -> String {
    var path = URL(fileURLWithPath: path).standardizedFileURL.path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
