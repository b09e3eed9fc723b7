import CharterRules
import CharterSupport
import Synchronization

/// What ``Project/rulesInForce(for:)`` has worked out, shared by lint's workers, `explain` and
/// the MCP tools of one ``Project`` value: each folder's rule files, split once into those that
/// apply to every file of the folder and the path-scoped groups each file is matched against,
/// and the rules in force per ``RulesInForce/Key``.
package final class RulesInForceIndex: Sendable {
  /// What every file of one folder shares.
  package struct Folder: Sendable {
    /// The rule files that may govern the folder's files, and the problems in them.
    package var set: RuleFileSet
    /// Whether the folder holds tests (``TestPaths``).
    var holdsTests: Bool
    /// The folder's path split as ``Glob/components(of:)`` splits it.
    var components: [[Unicode.Scalar]]
    /// Whether its files are test fixtures or test data (``ForeignFile/folderClass(of:)``).
    var foreign: ForeignFile.FolderClass
    /// The rule files without `globs` that apply to the folder's files (the same for every one
    /// of them) and the id of that list (``RulesInForce/Key/unscoped``).
    var unscoped: [RuleFile]
    var unscopedID: Int
    /// The path-scoped rule files grouped by their folder and globs, each group matched once
    /// per file however many rule files share its globs.
    var scoped: [ScopedGroup]
  }

  /// Path-scoped rule files with the same folder and globs, and the group's id.
  struct ScopedGroup: Sendable {
    var baseDirectory: String
    var globs: GlobList
    var files: [RuleFile]
    var id: Int
  }

  /// A path-scoped rule file's folder and globs: what decides where it applies.
  private struct ScopeIdentity: Hashable {
    var baseDirectory: String
    var globs: GlobList
  }

  private struct State {
    var folders: [Substring: Folder] = [:]
    /// An id for each distinct list of rule files (their paths, one per line), so that a key
    /// does not grow with the number of rule files: with one key naming every rule file,
    /// 10,000 fragments (each also a linted file) cost 10,000² work.
    var listIDs: [String: Int] = [:]
    var resolved: [RulesInForce.Key: (rules: ResolvedRules, files: [RuleFile])] = [:]
  }

  private let state = Mutex(State())

  /// The folder entry of `folder` (root-relative), read through `project` on first use.
  func folder(_ folder: Substring, of path: String, in project: Project) -> Folder {
    if let cached = state.withLock({ $0.folders[folder] }) { return cached }
    let set = project.ruleFiles(governing: path)
    // Without globs, whether a rule file applies depends on the folder only.
    let unscoped = set.files.filter { !$0.isPathScoped && RuleResolver.applies($0, to: path) }
    var groups: [ScopedGroup] = []
    var groupIndex: [ScopeIdentity: Int] = [:]
    for file in set.files where file.isPathScoped {
      let identity = ScopeIdentity(baseDirectory: file.baseDirectory, globs: file.globs)
      if let index = groupIndex[identity] {
        groups[index].files.append(file)
      } else {
        groupIndex[identity] = groups.count
        groups.append(ScopedGroup(baseDirectory: file.baseDirectory, globs: file.globs, files: [file], id: 0))
      }
    }
    var found = Folder(
      set: set, holdsTests: TestPaths.isTestFolder(folder), components: Glob.components(of: folder),
      foreign: ForeignFile.folderClass(of: folder), unscoped: unscoped, unscopedID: 0, scoped: groups)
    let unscopedList = unscoped.map(\.path).joined(separator: "\n")
    let scopedLists = groups.map { "scoped\n" + $0.files.map(\.path).joined(separator: "\n") }
    return state.withLock { state in
      if let raced = state.folders[folder] { return raced }
      found.unscopedID = Self.id(of: unscopedList, in: &state.listIDs)
      for index in found.scoped.indices { found.scoped[index].id = Self.id(of: scopedLists[index], in: &state.listIDs) }
      state.folders[folder] = found
      return found
    }
  }

  private static func id(of list: String, in ids: inout [String: Int]) -> Int {
    if let known = ids[list] { return known }
    ids[list] = ids.count
    return ids.count - 1
  }

  /// The rules in force for `key`, resolved for `path` (one of the paths with that key) by
  /// `resolve` the first time the key is met.
  func rules(
    for key: RulesInForce.Key, path: String, resolve: () -> (rules: ResolvedRules, files: [RuleFile])
  ) -> (rules: ResolvedRules, files: [RuleFile]) {
    if var known = state.withLock({ $0.resolved[key] }) {
      known.rules.path = path
      return known
    }
    let resolved = resolve()
    state.withLock { $0.resolved[key] = $0.resolved[key] ?? resolved }
    return resolved
  }
}
