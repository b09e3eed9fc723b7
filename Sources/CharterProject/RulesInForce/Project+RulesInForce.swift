import CharterPatterns
import CharterRules
import CharterSupport

extension Project {
  /// The checks in force for the root-relative `path`: what lint runs on it and what `explain`
  /// and `rules_for_path` show, worked out once per ``RulesInForce/Key`` and shared by every
  /// path with the same key.
  public func rulesInForce(for path: String) -> RulesInForce {
    let (key, folder) = rulesInForceKey(for: path)
    return rulesInForce(for: path, key: key, folder: folder)
  }

  /// What decides the checks for `path`, and the entry of its folder.
  package func rulesInForceKey(for path: String) -> (key: RulesInForce.Key, folder: RulesInForceIndex.Folder) {
    let folder = rulesInForceFolder(of: path)
    let name = PathParts.name(of: path)
    var components = folder.components
    if !folder.scoped.isEmpty { components.append(Array(name.unicodeScalars)) }
    let scoped = folder.scoped.filter {
      RuleResolver.applies(base: $0.baseDirectory, globs: $0.globs, to: path, components: components)
    }
    let layoutExempt = LayoutExemptFile.reason(for: path) != nil
    let settings = teamSettings.keyAnswers(for: path, indentation: !layoutExempt && TeamSettings.appliesSettings(to: path))
    var key = RulesInForce.Key(
      unscoped: folder.unscopedID, scoped: scoped.map(\.id), language: LanguageSyntax.for(path: path)?.name,
      isTest: folder.holdsTests || TestPaths.isTestName(name), settings: settings.turnedOff,
      formatterExclusion: settings.formatterExclusion)
    // Licence texts and test fixtures get no check Charter brings unless a rule's globs name them.
    if let reason = ForeignFile.reason(for: path, in: folder.foreign) {
      key.foreign = RulesInForce.Foreign(
        reason: reason,
        namedBy: scoped.map { group in
          GlobNaming.names(
            group.baseDirectory.isEmpty ? path : String(path.dropFirst(group.baseDirectory.count + 1)), by: group.globs,
            spelling: reason.words)
        })
    }
    if layoutExempt {
      key.layoutExemptName = String(name)
    } else {
      key.declaredIndentation = settings.indentation
    }
    return (key, folder)
  }

  /// What every file in the folder of `path` shares: the rule files that may govern them.
  package func rulesInForceFolder(of path: String) -> RulesInForceIndex.Folder {
    reads.rulesInForce.folder(PathParts.folder(of: path), of: path, in: self)
  }

  /// ``rulesInForce(for:)`` for a `key` and folder entry from ``rulesInForceKey(for:)``.
  package func rulesInForce(for path: String, key: RulesInForce.Key, folder: RulesInForceIndex.Folder) -> RulesInForce {
    let resolved = reads.rulesInForce.rules(for: key, path: path) {
      let applicable = folder.unscoped + folder.scoped.filter { key.scoped.contains($0.id) }.flatMap(\.files)
      return (teamSettings.applying(to: RuleResolver.resolve(path: path, files: applicable)), applicable)
    }
    return RulesInForce(rules: resolved.rules, ruleFiles: resolved.files, diagnostics: folder.set.diagnostics)
  }

  /// The settings files the team keeps for its formatters and editors, read on demand and
  /// shared by everything this value answers.
  package var teamSettings: TeamSettings { reads.teamSettings }
}
