import CharterRules
import CharterSupport
import Foundation

extension Project {
  /// The built-in packs in force: those the config lists, or the defaults for the languages
  /// found in the repository when the config lists none.
  public var enabledPacks: [String] {
    if let listed = config.packs { return listed.map(\.value) }
    return BuiltinPacks.defaults(for: ruleSourceFolders.languages)
  }

  /// Adds the enabled packs to `set`; with `prose` false their bodies are not read for
  /// conventions at all, with `builtinProse` false only the shared packs' bodies are. With
  /// `composedOnly`, only the packs the config's `compose-packs` lets compose write.
  func addPacks(to set: inout RuleFileSet, prose: Bool = true, builtinProse: Bool = true, composedOnly: Bool = false) {
    var names = enabledPacks
    for entry in config.packs ?? [] where BuiltinPacks.text(named: entry.value) == nil {
      set.diagnostics.append(
        Diagnostic(
          path: ProjectConfig.path, position: entry.position, code: "unknown-pack",
          message: "unknown pack '\(entry.value)'; built-in packs are "
            + BuiltinPacks.names.joined(separator: ", ")
            + Suggestion.didYouMean(entry.value, among: BuiltinPacks.names)))
      names.removeAll { $0 == entry.value }
    }
    for name in names where !composedOnly || config.composedPacks.includes(name) {
      guard let text = BuiltinPacks.text(named: name) else { continue }
      let template = RuleFile(path: BuiltinPacks.path(of: name), origin: .pack, baseDirectory: "")
      let result =
        prose && builtinProse
        ? RuleFileParser.parse(text, as: template, extract: config.extract)
        : RuleFileParser.declarations(text, as: template)
      if let file = result.file { set.files.append(file) }
      set.diagnostics += result.diagnostics
    }
    addSharedPacks(to: &set, prose: prose, composedOnly: composedOnly)
  }

  /// The person's rules for every repository (`~/.config/charter/rules`), alone: what
  /// `charter compose --global` writes into the agents' home files.
  package func userRuleFiles() -> RuleFileSet {
    var set = RuleFileSet()
    addUserRules(to: &set)
    set.diagnostics.sort()
    return set
  }

  func addUserRules(to set: inout RuleFileSet) {
    guard let (directory, display) = options.userRulesLocation else { return }
    let folder = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
    var urls: [URL] = []
    let tree = FileSystem.tree(atPath: folder.path, skippingHidden: true)
    for entry in tree.entries where entry.name.hasSuffix(".md") {
      urls.append(folder.appendingPathComponent(entry.path))
    }
    // A folder of the person's rules that cannot be listed: its rules are missing, and the
    // run says so.
    for unlisted in tree.unlisted {
      let shown = unlisted.path.isEmpty ? display : display + "/" + unlisted.path
      set.diagnostics.append(FileWalker.unreadableDiagnostic(path: shown, reason: unlisted.reason))
    }
    for url in urls.sorted(by: { $0.path < $1.path }) {
      let inside = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        .dropFirst(folder.pathComponents.count).joined(separator: "/")
      let location = RuleFileLocation(
        url: url, displayPath: display + "/" + inside, origin: .user, baseDirectory: "")
      let result = Self.read(location, extract: config.extract)
      if let file = result.file { set.files.append(file) }
      set.diagnostics += result.diagnostics
    }
  }
}
