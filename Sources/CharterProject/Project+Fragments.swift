import CharterSupport
import Foundation

extension Project {
  /// What compose writes from: the enabled packs the config lets it write (`compose-packs`)
  /// and every `.charter/rules` fragment of the repository, read and parsed on every core.
  ///
  /// Nothing else is read. Agents' files, `AGENTS.md` included, are compose's outputs; the
  /// user-global layer is the person's own and never composed into the repository. Conventions
  /// are not extracted from prose either: agents get the prose itself.
  public func fragmentsAndPacks() -> RuleFileSet {
    var set = RuleFileSet()
    set.diagnostics = configDiagnostics
    addPacks(to: &set, prose: false, composedOnly: true)
    let locator = self.locator
    let walk = ruleSourceFolders
    set.diagnostics += walk.diagnostics
    let locations = walk.folders.concurrentMap { locator.fragments(in: $0) }.joined()
    for result in Array(locations).concurrentMap({ Self.read($0, extract: false, prose: false) }) {
      if let file = result.file { set.files.append(file) }
      set.diagnostics += result.diagnostics
    }
    set.diagnostics.sort()
    return set
  }
}
