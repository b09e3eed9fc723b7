import CharterSupport
import Foundation

/// Finds the skills under a set of paths and validates them.
///
/// A path may be a `SKILL.md` file, a skill folder (one holding a `SKILL.md`), or any other
/// folder, which is searched for `SKILL.md` files at any depth, honouring `.gitignore` and the
/// project's `exclude` globs, and never entering `.git`, `.build` or `node_modules`.
public struct SkillDiscovery: Sendable {
  /// The repository root: paths inside it are printed relative to it.
  public let root: URL
  /// The clients whose extension keys are accepted in front matter.
  public var clients: [SkillClient]
  /// Globs, relative to the root, of paths not searched when looking through the whole
  /// repository; a path given explicitly is searched whatever they say.
  public var exclude: GlobList

  /// Creates a discovery for the repository at `root`.
  public init(root: URL, clients: [SkillClient] = [], exclude: GlobList = GlobList(entries: [])) {
    self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    self.clients = clients
    self.exclude = exclude
  }

  /// The skills found under `paths` (absolute), each validated, in the order of `paths` and
  /// sorted by path within each; an empty list searches the whole repository. Paths that do
  /// not exist, or hold no skill, yield a diagnostic (`no-such-file`, `no-skill`).
  public func skills(at paths: [URL] = []) -> SkillSet {
    var set = SkillSet()
    var seen: Set<String> = []
    var files: [URL] = []
    for path in paths.isEmpty ? [root] : paths {
      let found = skillFiles(at: path, explicit: !paths.isEmpty)
      set.diagnostics += found.diagnostics
      files += found.files.filter { seen.insert($0.path).inserted }
    }
    set.skills = load(files)
    return set
  }

  /// Validates `files` on every core, keeping their order.
  /// A skill file inside the repository is read only where ``Confinement`` allows: one
  /// behind a link that leaves the repository gives its refusal, never its content.
  private func load(_ files: [URL]) -> [Skill] {
    let prefix = root.path + "/"
    let confinement = Confinement(root: root)
    return files.concurrentMap { file in
      // Files found below the root need no symbolic-link resolution to be shown relative.
      let inside = file.path.hasPrefix(prefix)
      let display = inside ? String(file.path.dropFirst(prefix.count)) : displayPath(of: file)
      if inside, case .failure(let refusal) = confinement.resolve(display) {
        return Skill(
          path: display, folder: file.deletingLastPathComponent(), name: nil, description: nil,
          diagnostics: [Confinement.diagnostic(refusal, path: display, doing: "read this skill")], text: "")
      }
      return Skill.load(file, displayPath: display, clients: clients)
    }
  }

  /// Every problem in every skill of the repository at `root` (what `charter rules` reports).
  public static func diagnostics(
    in root: URL, clients: [SkillClient] = [], exclude: GlobList = GlobList(entries: [])
  ) -> [Diagnostic] {
    let set = SkillDiscovery(root: root, clients: clients, exclude: exclude).skills()
    return (set.diagnostics + set.skills.flatMap(\.diagnostics)).sorted()
  }

  /// The `SKILL.md` files at or under `path`.
  func skillFiles(at path: URL, explicit: Bool) -> (files: [URL], diagnostics: [Diagnostic]) {
    let display = displayPath(of: path)
    guard FileSystem.exists(atPath: path.path) else {
      return ([], [problem(DiagnosticCode.noSuchFile, display, "'\(display)' does not exist")])
    }
    if !FileSystem.isDirectory(atPath: path.path) {
      guard path.lastPathComponent.lowercased() == "skill.md" else {
        return ([], [problem("no-skill", display, "'\(display)' is neither a SKILL.md file nor a folder")])
      }
      return ([path], [])
    }
    let direct = path.appendingPathComponent(SkillSpec.fileName)
    if FileSystem.exists(atPath: direct.path) { return ([direct], []) }
    let files = search(path)
    if files.isEmpty && explicit {
      return ([], [problem("no-skill", display, "no \(SkillSpec.fileName) found in '\(display)'")])
    }
    return (files, [])
  }

  /// The `SKILL.md` files below `folder`, sorted.
  private func search(_ folder: URL) -> [URL] {
    let inside = RepositoryRoot.relativePath(of: folder, to: root)
    let walker =
      inside == nil
      ? FileWalker(root: folder)
      : FileWalker(root: root, exclude: inside == "" ? exclude : GlobList(entries: []))
    let base = walker.rootPath
    return walker.walk(inside.map { [$0] } ?? []).files.filter { file in
      let components = file.split(separator: "/")
      return components.last == Substring(SkillSpec.fileName)
        && !components.contains { SkillSpec.skippedFolders.contains(String($0)) }
    }.map { URL(fileURLWithPath: base + "/" + $0, isDirectory: false) }
  }

  /// `url` relative to the root when inside it, otherwise absolute.
  func displayPath(of url: URL) -> String {
    let standard = url.standardizedFileURL
    if let relative = RepositoryRoot.relativePath(of: standard, to: root) {
      return relative.isEmpty ? "." : relative
    }
    return standard.path
  }

  private func problem(_ code: String, _ path: String, _ message: String) -> Diagnostic {
    Diagnostic(path: path, position: SourcePosition(line: 1, column: 1), code: code, message: message)
  }
}

/// The skills found by a ``SkillDiscovery``, and the problems met looking for them.
public struct SkillSet: Sendable {
  /// The skills, valid or not.
  public var skills: [Skill] = []
  /// Problems that belong to no skill: a path that does not exist, a folder with no skill.
  public var diagnostics: [Diagnostic] = []

  /// Whether any skill has an error, or any path was wrong.
  public var hasErrors: Bool {
    !diagnostics.isEmpty || skills.contains { !$0.isValid }
  }
}
