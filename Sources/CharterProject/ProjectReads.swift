import CharterRules
import CharterSupport
import Synchronization

/// What a ``Project`` has read from disk, each part on first use: the folders that may hold
/// rule sources, the packs and user-global layer, each folder's rule sources, the other agents'
/// native rule files, the documents agent files link to, the module index, the rules in force
/// per key and the team's settings files.
///
/// Lint's workers share one reading instead of each reading. The reads belong to the value
/// they were made for; opening the repository again starts with none.
final class ProjectReads: Sendable {
  /// The folders that may hold rule sources, walked once with the config's `exclude`.
  let ruleSourceFolders = Mutex<FolderWalk?>(nil)
  /// The config's diagnostics, the enabled packs and the user-global layer, by whether the
  /// built-in packs' prose was read for conventions (``Project/ruleFiles(governing:)``).
  let baseLayers = Mutex<[Bool: RuleFileSet]>([:])
  /// The rule sources of each folder, by root-relative folder path.
  let sources = Mutex<[String: (files: [RuleFile], diagnostics: [Diagnostic], shadowed: [String])]>([:])
  /// Every other agent's native rule files, the diagnostics about them and each file's
  /// resolved `@` imports by path.
  let nativeRules = Mutex<(files: [RuleFile], diagnostics: [Diagnostic], imports: [String: [String]])?>(nil)
  /// The documents agent files link to or import, and the warnings about them.
  let linkedDocuments = Mutex<(files: [RuleFile], diagnostics: [Diagnostic])?>(nil)
  /// The modules of the repository's Swift files.
  let moduleIndex = Mutex<ModuleIndex?>(nil)
  /// Each folder's rule files and the rules in force per key (``Project/rulesInForce(for:)``).
  let rulesInForce = RulesInForceIndex()
  /// The team's settings files, each read on first use.
  let teamSettings: TeamSettings

  /// Nothing read yet; settings files will be read through `confinement`.
  init(confinement: Confinement) { teamSettings = TeamSettings(confinement: confinement) }
}
