import CharterProject
import CharterRules
import CharterSupport
import Synchronization

/// What the agent-file checks need to know about the repository, read once per run on first
/// use and shared by every worker: which files are rule sources, which paths exist, what is
/// ignored, and the commands the build files define.
package final class AgentFileContext: Sendable {
  let project: Project?
  private let known = Mutex<Known?>(nil)
  private let commands = Mutex<[String: CommandNames]>([:])

  /// The rule sources, by path.
  private let sources = Mutex<[String: RuleFile]?>(nil)
  private let instructionIndex = Mutex<InstructionIndex?>(nil)
  private let linkedDocuments = Mutex<Set<String>?>(nil)
  private let lookups = Mutex<[String: CommandNames.Names?]>([:])
  /// Each package folder's test names (``testNames(in:)``), read once.
  let packageTests = Mutex<[String: PackageTests?]>([:])
  /// Whether each `swift test --filter` part appears in its package's tests.
  let testMentions = Mutex<[String: Bool]>([:])
  let projectFacts = Mutex<[String: ProjectFacts]>([:])
  /// The team's formatter and linter settings, for the layout an agent file states.
  let settings: TeamSettings?

  private struct Known: Sendable {
    var files: Set<String>
    var folders: Set<String>
    var ignore: GitignoreRules
    /// Each folder's files and folders, for suggestions in one lookup.
    var children: [String: [String]] = [:]
    /// The files and folders of each name, for a moved one.
    var named: [String: [String]] = [:]
  }

  /// The context of `project`'s repository.
  package init(project: Project) {
    self.project = project
    settings = project.teamSettings
  }

  /// A context with no repository: every file counts as a rule source and no path exists.
  /// What the checks' examples run with.
  package init() {
    project = nil
    settings = nil
  }

  /// Whether `path` is a rule source: an agent file, a fragment, a document an agent file
  /// links to, or a skill's `SKILL.md`.
  func isRuleSource(_ path: String) -> Bool {
    guard project != nil else { return true }
    if path == "SKILL.md" || path.hasSuffix("/SKILL.md") { return true }
    return ruleSources[path] != nil
  }

  /// Whether `path` (root-relative, normalised) is a file or folder of the repository, among
  /// the files lint sees or on disk (a file `.gitignore` hides but that exists).
  func exists(_ path: String) -> Bool {
    if path.isEmpty { return true }
    let facts = facts
    if facts.files.contains(path) || facts.folders.contains(path) { return true }
    guard let project else { return false }
    // A symbolic link is there even when it leads outside the repository or nowhere.
    return FileSystem.entryExists(atPath: project.root.path + "/" + path)
  }

  /// Whether some file or folder of the repository ends with `/suffix`: a path written
  /// relative to a folder the document does not name.
  func existsAsSuffix(_ suffix: String) -> Bool {
    let tail = "/" + suffix
    let name = String(suffix.split(separator: "/").last ?? "")
    return paths(named: name).contains { $0.hasSuffix(tail) }
  }

  /// Whether `path` or a folder above it is ignored by the root `.gitignore`: build output
  /// the repository does not hold until something runs.
  func isIgnored(_ path: String) -> Bool {
    let ignore = facts.ignore
    // A folder `.gitignore` names files inside of is where a build writes them.
    let inside = path + "/"
    if ignore.patterns.contains(where: { !$0.negated && ($0.text.hasPrefix(inside) || $0.text.hasPrefix("/" + inside)) }) {
      return true
    }
    var prefix = ""
    let parts = path.split(separator: "/")
    for (index, part) in parts.enumerated() {
      prefix += (prefix.isEmpty ? "" : "/") + part
      if ignore.isIgnored(prefix, isDirectory: index < parts.count - 1) == true { return true }
    }
    // A path that does not exist may name a folder (`scripts/venv/` under a `venv/` pattern).
    if ignore.isIgnored(path, isDirectory: true) == true { return true }
    return false
  }

  /// Whether `path` is an executable file.
  func isExecutable(_ path: String) -> Bool {
    guard project != nil, case .success(let real) = project?.confinement.resolve(path) else { return true }
    return FileSystem.isExecutable(atPath: real)
  }

  /// The text of the root-relative file `path`, when it can be read.
  func text(of path: String) -> String? {
    project?.confinement.text(ofFile: path, maximumSize: 4 << 20)
  }

  /// The files and folders directly in `folder` (root-relative, `""` for the root).
  func children(of folder: String) -> [String] { facts.children[folder] ?? [] }

  /// The files and folders named `name`, anywhere in the repository.
  func paths(named name: String) -> [String] { facts.named[name] ?? [] }

  /// Whether the repository holds a file named `name` (`Package.swift`, `Makefile`) anywhere.
  func hasFile(named name: String) -> Bool { paths(named: name).contains(where: facts.files.contains) }

  /// How many files named `name` the repository holds.
  func fileCount(named name: String) -> Int { paths(named: name).count(where: facts.files.contains) }

  /// Every file lint sees, root-relative.
  var files: Set<String> { facts.files }

  /// `make()`'s answer, computed once per run under `key`.
  func memoised(_ key: String, _ make: () -> CommandNames.Names?) -> CommandNames.Names? {
    if let cached = lookups.withLock({ $0[key] }) { return cached }
    let made = make()
    lookups.withLock { $0[key] = .some(made) }
    return made
  }

  /// The Swift files lint sees under `folder` (`""`: all of them), sorted.
  func swiftFiles(under folder: String) -> [String] {
    let prefix = folder.isEmpty ? "" : folder + "/"
    return facts.files.filter { $0.hasSuffix(".swift") && $0.hasPrefix(prefix) }.sorted()
  }

  /// The commands the build files of `folder` define (Makefile targets, npm scripts …).
  func commands(in folder: String) -> CommandNames {
    if let cached = commands.withLock({ $0[folder] }) { return cached }
    let found = CommandNames(folder: folder, context: self)
    commands.withLock { $0[folder] = found }
    return found
  }

  /// The rule sources, apart from the repository's files: the checks that read only the
  /// document (secrets, hidden characters) never walk the repository.
  private var ruleSources: [String: RuleFile] {
    if let cached = sources.withLock({ $0 }) { return cached }
    var made: [String: RuleFile] = [:]
    for file in project?.repositoryRuleFiles().files ?? [] where file.origin != .pack && file.origin != .user {
      made[file.path] = file
    }
    sources.withLock { $0 = made }
    return made
  }

  /// The instructions of every rule source, read once.
  var instructions: InstructionIndex {
    if let cached = instructionIndex.withLock({ $0 }) { return cached }
    let made = InstructionIndex(paths: ruleSources.keys.sorted(), context: self)
    instructionIndex.withLock { $0 = made }
    return made
  }

  /// Whether `path` is a document an agent file links to rather than a file an agent loads
  /// itself or a fragment.
  func isLinkedDocument(_ path: String) -> Bool {
    linkedDocuments.withLock { cached in
      if let cached { return cached.contains(path) }
      let made = Set(project?.linkedDocuments.files.map(\.path) ?? [])
      cached = made
      return made.contains(path)
    }
  }

  /// The file `path` is behind symbolic links, root-relative; `nil` when it cannot be resolved.
  func realPath(of path: String) -> String? {
    guard case .success(let real)? = project?.confinement.resolve(path) else { return nil }
    return real
  }

  /// Whether the rule source `path` can govern Swift files: it is not limited by globs to
  /// other files (a Cursor rule for `**/*.ts`).
  func appliesToSwift(_ path: String) -> Bool {
    guard let file = ruleSources[path], !file.globs.entries.isEmpty else { return true }
    let scope = ContradictsProjectCheck.scope(of: path)
    let files = swiftFiles(under: scope)
    guard !files.isEmpty else { return RuleResolver.applies(file, to: ContradictsProjectCheck.join(scope, "File.swift")) }
    return files.prefix(200).contains { RuleResolver.applies(file, to: $0) }
  }

  private var facts: Known {
    if let cached = known.withLock({ $0 }) { return cached }
    var made = Known(files: [], folders: [""], ignore: GitignoreRules(parsing: ""))
    if let project {
      made.files = Set(FileWalker(root: project.root).walk().files)
      for file in made.files {
        var path = Substring(file)
        while let slash = path.lastIndex(of: "/") {
          path = path[..<slash]
          guard made.folders.insert(String(path)).inserted else { break }
        }
      }
      for path in made.files.union(made.folders) where !path.isEmpty {
        let slash = path.lastIndex(of: "/")
        let parent = slash.map { String(path[..<$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        made.children[parent, default: []].append(path)
        made.named[name, default: []].append(path)
      }
      made.ignore = GitignoreRules(parsing: text(of: ".gitignore") ?? "")
    }
    known.withLock { $0 = made }
    return made
  }
}
