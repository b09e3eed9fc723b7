import CharterRules
import CharterSupport
import Foundation

/// A repository as Charter sees it: its root, its config and its rule sources.
///
/// A value: what it says is fixed when it is opened. Reading rule sources is lazy and
/// remembered (``ProjectReads``), shared by copies of the value: `explain` reads only the
/// folders from the root to one file; `rules` reads them all. After writing rule files or the
/// config, open the repository again for a value that reads them.
public struct Project: Sendable {
  /// The repository root; every printed path is relative to it.
  public let root: URL
  /// The settings given from outside.
  public let options: ProjectOptions
  /// The parsed `.charter/config.yml` (empty when there is none).
  public let config: ProjectConfig
  /// Problems in the config.
  public let configDiagnostics: [Diagnostic]

  let locator: RuleSourceLocator
  /// Where the repository's files may steer Charter: every rule source read and every file
  /// written goes through it.
  package let confinement: Confinement
  /// The repository's files, read and written through ``confinement``.
  package let files: RepositoryFiles
  /// What has been read so far.
  let reads: ProjectReads

  /// Opens the repository that encloses `directory`.
  public init(enclosing directory: URL, options: ProjectOptions = ProjectOptions()) {
    self.init(root: RepositoryRoot.find(from: directory), options: options)
  }

  /// Opens the repository at `root`.
  public init(root: URL, options: ProjectOptions = ProjectOptions()) {
    self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    self.options = options
    let confinement = Confinement(root: self.root)
    self.confinement = confinement
    reads = ProjectReads(confinement: confinement)
    files = RepositoryFiles(resolvedRoot: self.root, confinement: confinement)
    self.locator = RuleSourceLocator(root: self.root, confinement: confinement)
    let configURL = self.root.appendingPathComponent(ProjectConfig.path)
    if case .failure(let refusal) = confinement.resolve(".charter") {
      config = ProjectConfig()
      configDiagnostics = [Confinement.diagnostic(refusal, path: ".charter", doing: "read rules or write")]
    } else if case .failure(let refusal) = confinement.resolve(ProjectConfig.path) {
      config = ProjectConfig()
      configDiagnostics = [Confinement.diagnostic(refusal, path: ProjectConfig.path, doing: "read the config")]
    } else if FileSystem.exists(atPath: configURL.path) {
      do {
        let text = try FileSystem.text(atPath: configURL.path, displayPath: ProjectConfig.path)
        (config, configDiagnostics) = ProjectConfigParser.parse(text)
      } catch {
        config = ProjectConfig()
        configDiagnostics = error.diagnostics
      }
    } else {
      config = ProjectConfig()
      configDiagnostics = []
    }
  }

  /// The rule files that may govern `path` (relative to the root): the enabled packs, the
  /// user-global layer, and the sources of every folder from the root down to the file's.
  /// Globs are not applied here; ``RuleResolver`` does that.
  public func ruleFiles(governing path: String) -> RuleFileSet {
    let folders = path.split(separator: "/").dropLast()
    var directories = [""]
    for name in folders { directories.append(directories.count == 1 ? String(name) : directories.last! + "/" + name) }
    var set = collect(directories)
    // Other agents' files govern their folders too; problems in them are for `charter rules`
    // to report, not a reason for lint or explain to stop.
    let chain = Set(directories)
    set.files += nativeRules.files.filter { chain.contains($0.baseDirectory) }
    // So do the documents agent files link to, each governing what its agent file governs.
    set.files += linkedDocuments.files.filter { chain.contains($0.baseDirectory) }
    return set
  }

  /// Every rule file in the repository, plus the packs and the user-global layer. Other
  /// agents' native files and the documents agent files link to are included, with their
  /// diagnostics. `allRuleFiles` (in
  /// CharterSkills, above this target) adds the problems in skills.
  package func repositoryRuleFiles(includingAgentFiles: Bool = true) -> RuleFileSet {
    let walk = ruleSourceFolders
    var set = collect(walk.folders, packProse: true)
    set.diagnostics = (set.diagnostics + walk.diagnostics).sorted()
    guard includingAgentFiles else { return set }
    let native = nativeRules
    let linked = linkedDocuments
    set.files += native.files + linked.files
    set.diagnostics = (set.diagnostics + native.diagnostics + linked.diagnostics).sorted()
    return set
  }

  /// The config's diagnostics, the enabled packs and the user-global layer: read once.
  ///
  /// A built-in pack's prose is read for conventions only with `packProse` (for
  /// ``repositoryRuleFiles(includingAgentFiles:)``, which `charter rules` shows with each
  /// bullet's fate): the built-in packs declare every check they hold, so their prose adds
  /// none (`BuiltinPackProseTests` holds every pack to that), and lint, explain and the MCP
  /// tools, which start by resolving the checks for a path, do not pay for reading it.
  private func layersBelowRepository(packProse: Bool) -> RuleFileSet {
    if let cached = reads.baseLayers.withLock({ $0[packProse] }) { return cached }
    var set = RuleFileSet()
    set.diagnostics = configDiagnostics
    addPacks(to: &set, builtinProse: packProse)
    if options.useUserRules { addUserRules(to: &set) }
    reads.baseLayers.withLock { $0[packProse] = set }
    return set
  }

  private func collect(_ directories: [String], packProse: Bool = false) -> RuleFileSet {
    var set = layersBelowRepository(packProse: packProse)
    for directory in directories {
      let found = sources(in: directory)
      set.files += found.files
      set.diagnostics += found.diagnostics
      set.shadowed += found.shadowed
    }
    set.diagnostics.sort()
    return set
  }

  /// The rule sources of `directory` (root-relative), read once.
  func sources(in directory: String) -> (files: [RuleFile], diagnostics: [Diagnostic], shadowed: [String]) {
    if let cached = reads.sources.withLock({ $0[directory] }) { return cached }
    // What the repository's walk saw, when it is done (a thread making it is not waited for):
    // where it shows no rule source can be, the locator asks the file system nothing.
    let listing = reads.ruleSourceFolders.withLockIfAvailable { $0?.listing } ?? nil
    let located = locator.sources(in: directory, listing: listing ?? FolderListing())
    var files: [RuleFile] = []
    var diagnostics: [Diagnostic] = []
    for location in located.files {
      let result = Self.read(location, extract: config.extract, agentFileText: config.extractsAgentFileText)
      if let file = result.file { files.append(file) }
      diagnostics += location.origin == .fragment ? result.diagnostics : AgentFileProblems.demoted(result.diagnostics)
    }
    let entry = (files, diagnostics, located.shadowed)
    reads.sources.withLock { $0[directory] = entry }
    return entry
  }

  /// Reads and parses the rule file at `location`; with `prose` false its body is not read
  /// for conventions at all.
  package static func read(
    _ location: RuleFileLocation, extract: Bool, agentFileText: Bool = true, prose: Bool = true
  ) -> RuleFileParser.Result {
    if let refusal = location.refusal {
      return RuleFileParser.Result(
        file: nil,
        diagnostics: [Confinement.diagnostic(refusal, path: location.displayPath, doing: "read this rule file")])
    }
    if let reason = location.unreadable {
      return RuleFileParser.Result(
        file: nil, diagnostics: [FileWalker.unreadableDiagnostic(path: location.displayPath, reason: reason)])
    }
    do {
      let text = try FileSystem.text(atPath: location.url.path, displayPath: location.displayPath)
      return prose
        ? RuleFileParser.parse(text, as: location.template, extract: extract, agentFileText: agentFileText)
        : RuleFileParser.declarations(text, as: location.template)
    } catch {
      return RuleFileParser.Result(file: nil, diagnostics: error.diagnostics)
    }
  }
}

extension Project {
  /// The modules of the repository's Swift files and their settings, read on first use.
  public var modules: ModuleIndex {
    reads.moduleIndex.withLock { index in
      if let index { return index }
      let created = ModuleIndex(root: root, confinement: confinement)
      index = created
      return created
    }
  }

  /// The module index's warnings, when something asked for it (none otherwise).
  package var moduleDiagnostics: [Diagnostic] { reads.moduleIndex.withLock { $0 }?.diagnostics ?? [] }
}

extension Project {
  /// The folders that may hold rule sources, the languages of their files and the problems met
  /// on the way: one walk with lint's ignore rules and the config's `exclude`
  /// (``FileWalker/ruleSourceFolders(limit:)`` states the policy), made on first use and shared
  /// by `charter rules`, compose, other agents' files and the default packs.
  package var ruleSourceFolders: FolderWalk {
    reads.ruleSourceFolders.withLock { cached in
      if let cached { return cached }
      let walk = FileWalker(root: root, exclude: config.exclude).ruleSourceFolders()
      cached = walk
      return walk
    }
  }

  /// The repository's files for agent-format readers, searching the folders of
  /// ``ruleSourceFolders``.
  package var repositoryFiles: RepositoryFiles {
    let walk = ruleSourceFolders
    return RepositoryFiles(root: root, folders: walk.folders, listing: walk.listing)
  }
}
