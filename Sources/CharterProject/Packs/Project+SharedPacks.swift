import CharterRules
import CharterSupport
import Foundation

extension Project {
  /// The pack lock, or `nil` when the repository has none.
  /// - Throws: ``DiagnosticsError`` when it cannot be read or is not a lock.
  public func packLock() throws(DiagnosticsError) -> PackLock? {
    guard let text = try repositoryFiles.text(PackLock.path) else { return nil }
    return try PackLock(parsing: text)
  }

  /// The rule files of the shared pack `pack`, by path relative to the pack: a folder of this
  /// repository, or a git pack's files at the commit the lock records, from the cache. An
  /// error (at the pack's entry in the config) when the lock does not record the pack as the
  /// config names it, or the cache does not hold it.
  package func sharedPackFiles(_ pack: SharedPack, lock: PackLock?) -> Result<[(path: String, text: String)], DiagnosticsError> {
    func error(_ code: String, _ message: String) -> Result<[(path: String, text: String)], DiagnosticsError> {
      .failure(DiagnosticsError([Diagnostic(path: ProjectConfig.path, position: pack.position, code: code, message: message)]))
    }
    switch pack.source {
    case .path(let folder):
      if case .failure(let refusal) = repositoryFiles.confinement.resolve(folder) {
        return error(refusal.code, "pack '\(pack.name)': '\(folder)' is refused: \(refusal.reason)")
      }
      var diagnostics: [Diagnostic] = []
      let paths = repositoryFiles.files(under: folder, endingIn: [".md"], diagnostics: &diagnostics)
      if !diagnostics.isEmpty { return .failure(DiagnosticsError(diagnostics)) }
      guard repositoryFiles.isDirectory(folder) else {
        return error("pack-missing", "pack '\(pack.name)': '\(folder)' is not a folder of this repository")
      }
      let files = paths.prefix(PackStore.maximumFiles).compactMap { path -> (String, String)? in
        guard let text = try? repositoryFiles.text(path) else { return nil }
        return (String(path.dropFirst(folder.count + 1)), text)
      }
      return .success(files.sorted { $0.0 < $1.0 })
    case .git:
      guard let entry = lock?.entries[pack.name], entry.matches(pack) else {
        return error(
          "pack-not-locked",
          "pack '\(pack.name)' is not in \(PackLock.path) as the config names it; run `charter packs lock`")
      }
      guard let store = PackStore(environment: options.environment), let files = store.files(of: entry) else {
        return error(
          "pack-not-fetched",
          "pack '\(pack.name)' (commit \(entry.commit.prefix(12))) is not in the pack cache; run `charter packs fetch`")
      }
      return files
    }
  }

  /// Adds the shared packs to `set` (those compose writes, with `composedOnly`), each rule
  /// file shown as `pack:NAME/FILE.md`.
  func addSharedPacks(to set: inout RuleFileSet, prose: Bool, composedOnly: Bool) {
    let packs = config.sharedPacks.filter { !composedOnly || config.composedPacks.includes($0.name) }
    guard !packs.isEmpty else { return }
    var lock: PackLock?
    do {
      lock = try packLock()
    } catch {
      set.diagnostics += error.diagnostics
    }
    for pack in packs {
      switch sharedPackFiles(pack, lock: lock) {
      case .failure(let error):
        set.diagnostics += error.diagnostics
      case .success(let files):
        for (path, text) in files {
          let template = RuleFile(path: pack.displayPrefix + path, origin: .pack, baseDirectory: "")
          let result =
            prose
            ? RuleFileParser.parse(text, as: template, extract: config.extract)
            : RuleFileParser.declarations(text, as: template)
          if let file = result.file { set.files.append(file) }
          set.diagnostics += result.diagnostics
        }
      }
    }
  }

  /// The text of the shared pack file shown as `path` (`pack:NAME/FILE.md`), for quoting.
  package func sharedPackText(_ path: String) -> String? {
    guard path.hasPrefix("pack:") else { return nil }
    let lock = try? packLock()
    for pack in config.sharedPacks where path.hasPrefix(pack.displayPrefix) {
      guard case .success(let files) = sharedPackFiles(pack, lock: lock) else { return nil }
      let relative = path.dropFirst(pack.displayPrefix.count)
      return files.first { $0.path == relative }?.text
    }
    return nil
  }
}
