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
  /// creating it with a `.gitignore` that keeps it out of git. `nil`, with a warning saying
  /// why, when it is not to be used: a folder inside the repository reached through a link, or
  /// one that git tracks (a cache that comes with the code is not trusted), or one that cannot
  /// be created.
  public static func open(at folder: String? = nil, for project: Project) -> (
    cache: LintResultCache?, diagnostics: [Diagnostic]
  ) {
    let root = project.files.rootPath
    let path = standardized(folder ?? root + "/" + defaultFolder)
    let inside = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : nil
    let display = inside ?? path
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
    if path == root { return refused("cache-refused", "the cache folder cannot be the repository itself") }
    if let inside {
      guard let real = try? project.files.location(of: inside), real == path else {
        return refused("cache-refused", "the folder is reached through a link")
      }
      if tracked(inside, in: project) {
        return refused(
          "cache-tracked",
          "git tracks files in it, so it came with the code and cannot be trusted "
            + "(git rm -r --cached \(inside) keeps it out)")
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
    return (LintResultCache(folder: path, displayPath: display), [])
  }

  /// Whether git tracks anything under `folder` (in the repository that holds the root, which may
  /// be a folder of a larger one). Where git cannot say (not a work tree, a `.git` git does not
  /// read, no git), nothing was checked out by git, so nothing came with the code: a pull
  /// request reaches CI through a checkout, whose `.git` is the checkout's own, never a file of
  /// the commit (git refuses to track `.git`).
  private static func tracked(_ folder: String, in project: Project) -> Bool {
    return (try? Git(workTree: project.root).run(["ls-files", "-z", "--", folder]).isEmpty == false) ?? false
  }

  private static func standardized(_ path: String) -> String {
    var path = URL(fileURLWithPath: path).standardizedFileURL.path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
