import CharterPatterns
import CharterProject
import CharterRules
import CharterSupport
import CharterSwiftChecks
import Synchronization

/// The checks in force for each linted file, resolved and compiled on demand by the workers
/// and shared between them.
///
/// Files governed by the same rule files get the same checks, so rules are resolved and
/// compiled once per distinct set of applicable rule files, and rule files are gathered once
/// per folder. Doing this inside the workers keeps it off the serial path.
final class LintRuleCache: Sendable {
  private struct State {
    var folders: [Substring: Folder] = [:]
    var compiled: [[String]: CompiledRules] = [:]
    /// A short key for each distinct list of unscoped rule files (``Folder/unscopedKey``), so
    /// that a file's key does not grow with the number of fragments: with one key per file
    /// naming every rule file, 10,000 fragments (each also a linted file) cost 10,000² work.
    var unscopedKeys: [String: String] = [:]
    var statesIndentation: [[String]: Bool] = [:]
    /// The first check in force for each id, and the rule files they are declared in.
    var described: [String: EffectiveCheck] = [:]
    var declaringFiles: [String: RuleFile] = [:]
    var diagnostics: Set<Diagnostic> = []
    /// The stable digest of each check met, for ``CompiledRules/fingerprint``.
    var checkDigests: [EffectiveCheck: [UInt8]] = [:]
  }

  /// What every file of one folder shares.
  private struct Folder {
    /// The rule files that govern the folder.
    var set: RuleFileSet
    /// Whether the folder holds tests (``TestPaths``).
    var holdsTests: Bool
    /// The folder's path split as ``Glob/components(of:)`` splits it.
    var components: [[Unicode.Scalar]]
    /// Whether its files are test fixtures or test data (``ForeignFile/folderClass(of:)``).
    var foreign: ForeignFile.FolderClass
    /// The rule files without `globs` that apply to the folder's files, the same for every
    /// one of them, and a short key that stands for them in ``State/compiled``; and the
    /// path-scoped rule files, whose globs each file is matched against.
    var unscoped: [RuleFile]
    var unscopedKey: String
    /// The path-scoped rule files grouped by their folder and globs, each group matched once
    /// per file however many rule files share its globs, with a short key of its own.
    var scoped: [ScopedGroup]
  }

  /// A path-scoped rule file's folder and globs: what decides where it applies.
  private struct ScopeIdentity: Hashable {
    var baseDirectory: String
    var globs: GlobList
  }

  /// Path-scoped rule files with the same folder and globs.
  private struct ScopedGroup {
    var baseDirectory: String
    var globs: GlobList
    var files: [RuleFile]
    var key: String
  }

  private let project: Project
  private let settings: TeamSettings
  private let state = Mutex(State())
  /// What `agent-file` checks read of the repository, shared by every compiled set.
  private let agentFiles: AgentFileContext
  /// Whether compiled rules get a ``CompiledRules/fingerprint``: only when results are cached.
  private let fingerprints: Bool

  init(project: Project, fingerprints: Bool = false) {
    self.project = project
    self.fingerprints = fingerprints
    settings = TeamSettings(project: project)
    agentFiles = AgentFileContext(project: project)
  }

  /// The compiled checks for `path`, or `nil` when no check applies to it.
  func rules(for path: String) -> CompiledRules? {
    let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
    let entry: Folder
    if let cached = state.withLock({ $0.folders[folder] }) {
      entry = cached
    } else {
      let set = project.ruleFiles(governing: path)
      // Without globs, whether a rule file applies depends on the folder only.
      let unscoped = set.files.filter { !$0.isPathScoped && RuleResolver.applies($0, to: path) }
      let joined = unscoped.map(\.path).joined(separator: "\n")
      var groups: [ScopedGroup] = []
      var groupIndex: [ScopeIdentity: Int] = [:]
      for file in set.files where file.isPathScoped {
        let identity = ScopeIdentity(baseDirectory: file.baseDirectory, globs: file.globs)
        if let index = groupIndex[identity] {
          groups[index].files.append(file)
        } else {
          groupIndex[identity] = groups.count
          groups.append(ScopedGroup(baseDirectory: file.baseDirectory, globs: file.globs, files: [file], key: ""))
        }
      }
      let found = Folder(
        set: set, holdsTests: TestPaths.isTestFolder(folder), components: Glob.components(of: folder),
        foreign: ForeignFile.folderClass(of: folder), unscoped: unscoped, unscopedKey: "", scoped: groups)
      entry = state.withLock { state in
        var folderEntry = found
        folderEntry.unscopedKey = state.unscopedKeys[joined] ?? "unscoped#\(state.unscopedKeys.count)"
        state.unscopedKeys[joined] = folderEntry.unscopedKey
        for index in folderEntry.scoped.indices {
          let paths = "scoped\n" + folderEntry.scoped[index].files.map(\.path).joined(separator: "\n")
          folderEntry.scoped[index].key = state.unscopedKeys[paths] ?? "scoped#\(state.unscopedKeys.count)"
          state.unscopedKeys[paths] = folderEntry.scoped[index].key
        }
        state.folders[folder] = folderEntry
        state.diagnostics.formUnion(set.diagnostics)
        return folderEntry
      }
    }
    let name = path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]
    var components = entry.components
    if !entry.scoped.isEmpty { components.append(Array(name.unicodeScalars)) }
    let scoped = entry.scoped.filter {
      RuleResolver.applies(base: $0.baseDirectory, globs: $0.globs, to: path, components: components)
    }
    // Built only when the checks are not cached yet: a copy of every rule file per linted file
    // would be work in fragments × files again.
    let applicable = { entry.unscoped + scoped.flatMap(\.files) }
    var key = [entry.unscopedKey] + scoped.map(\.key)
    // Checks read from prose hold only for some languages, in or out of tests; the team's
    // settings may turn checks off.
    key += [
      LanguageSyntax.for(path: path)?.name ?? "", entry.holdsTests || TestPaths.isTestName(name) ? "test" : "",
      settings.turnedOffSignature(for: path),
    ]
    // What else decides the checks: whether the file keeps its own layout, and, when no rule
    // states indentation, what the team's settings files declare for it.
    // Licence texts and test fixtures get no check Charter brings unless a rule's globs name
    // them; the formatter's exclusions turn its checks off.
    if let foreign = ForeignFile.reason(for: path, in: entry.foreign) {
      let named = scoped.map { group in
        GlobNaming.names(
          group.baseDirectory.isEmpty ? path : String(path.dropFirst(group.baseDirectory.count + 1)), by: group.globs,
          spelling: foreign.words) ? "1" : "0"
      }
      key.append("foreign:\(foreign.text):\(foreign.words):\(named.joined())")
    }
    key.append(settings.formatterExclusionSignature(for: path))
    if LayoutExemptFile.reason(for: path) != nil {
      key.append("exempt:" + name)
    } else if TeamSettings.appliesSettings(to: path), !statesIndentation(key, applicable, path) {
      if let declared = settings.indentation(for: path) {
        key.append("settings:\(declared.source):\(declared.style.character):\(declared.style.width)")
        if let alignment = declared.alignment {
          key.append("alignment:\(alignment.options.sorted { $0.key < $1.key })")
        }
      }
    }
    if let cached = state.withLock({ $0.compiled[key] }) { return cached.isEmpty ? nil : cached }
    let files = applicable()
    let resolved = settings.applying(to: RuleResolver.resolve(path: path, files: files))
    let checks = resolved.checks
    var rules = CompiledRules(checks, sources: resolved.sources, agentFiles: agentFiles)
    if fingerprints { rules.fingerprint = fingerprint(of: checks, sources: resolved.sources) }
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    state.withLock { state in
      state.compiled[key] = rules
      for check in checks where state.described[check.id] == nil {
        state.described[check.id] = check
        if let file = byPath[check.source.path] { state.declaringFiles[file.path] = file }
      }
    }
    return rules.isEmpty ? nil : rules
  }

  /// The ``CompiledRules/fingerprint`` of `checks` from the rule files `sources`.
  private func fingerprint(of checks: [EffectiveCheck], sources: [String]) -> [UInt8]? {
    guard !checks.contains(where: { if case .agentFile = $0.declaration.kind { true } else { false } }) else {
      return nil
    }
    var hash = SHA256()
    hash.update(count: checks.count)
    for check in checks {
      if let known = state.withLock({ $0.checkDigests[check] }) {
        hash.update(known)
        continue
      }
      guard let digest = StableDigest.of(check) else { return nil }
      state.withLock { $0.checkDigests[check] = digest }
      hash.update(digest)
    }
    hash.update(count: sources.count)
    for source in sources { hash.update(field: source) }
    return hash.finalize()
  }

  /// Whether a rule file a team wrote names `path` in its `globs` by one of `words`
  /// (``GlobNaming/teamFile(_:names:spelling:)``): such a file is checked even in a vendored folder.
  func teamRuleFileNames(_ path: String, spelling words: [String]) -> Bool {
    let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
    let files = state.withLock { $0.folders[folder]?.set.files } ?? project.ruleFiles(governing: path).files
    return files.contains { GlobNaming.teamFile($0, names: path, spelling: words) }
  }

  /// Whether the rules of `key` state an indentation check, so settings files cannot add one.
  private func statesIndentation(_ key: [String], _ applicable: () -> [RuleFile], _ path: String) -> Bool {
    if let known = state.withLock({ $0.statesIndentation[key] }) { return known }
    let states = RuleResolver.resolve(path: path, files: applicable()).checks.contains {
      if case .indentation = $0.declaration.kind { true } else { false }
    }
    state.withLock { $0.statesIndentation[key] = states }
    return states
  }

  /// Everything learnt while linting: the rule files' diagnostics (throwing when one is an
  /// error, since then the run means nothing) and the descriptors of every check that ran.
  func finish(quotingExamples: Bool = true) throws(DiagnosticsError) -> (
    diagnostics: [Diagnostic], descriptors: [RuleDescriptor]
  ) {
    let state = state.withLock { $0 }
    let diagnostics = state.diagnostics.sorted()
    if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics) }
    // A rule file's labelled examples are tested once, for the checks it declares.
    var examples: [String: RuleFileExamples] = [:]
    let descriptors = state.described.values.sorted { $0.id < $1.id }.map { check in
      let path = check.source.path
      if quotingExamples, examples[path] == nil, let file = state.declaringFiles[path] {
        examples[path] = RuleFileExamples(file)
      }
      return Self.descriptor(check, examples: examples[path]?.pair(for: check.id))
    }
    return (diagnostics, descriptors)
  }

  static func descriptor(_ check: EffectiveCheck, examples: RuleFileExamples.Pair? = nil) -> RuleDescriptor {
    let summary = check.declaration.summary
    let help = RuleHelp(check, examples: examples)
    return RuleDescriptor(
      id: check.id, shortDescription: summary,
      fullDescription: check.declaration.message ?? summary.prefix(1).uppercased() + summary.dropFirst(),
      help: help.text, severity: check.severity, source: check.source, helpMarkdown: help.markdown,
      helpURI: help.link.url, risk: risk(of: check))
  }

  /// The run-time risk of a structural check's findings; `nil` for any other kind.
  private static func risk(of check: EffectiveCheck) -> RunTimeRisk? {
    guard case .swift(let name) = check.declaration.kind else { return nil }
    return StructuralCheckCatalog.check(withID: name)?.risk
  }

  static let unusedSuppressionDescriptor = RuleDescriptor(
    id: SuppressionFilter.unusedRule, shortDescription: "a charter: suppression that silences nothing",
    fullDescription: "A charter:disable comment names a check that reports nothing where it applies.",
    help: "Remove the comment, or correct the check id it names.", severity: .warning,
    helpURI: DocumentationLink(page: "Documentation/Checks.md", anchor: "suppressions").url)
}
