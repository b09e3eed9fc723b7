import CharterRules

/// Which `.swiftlint.yml` files are in force in a folder, and how they combine, as SwiftLint
/// finds them (`Configuration+Merging.swift`, `Configuration+FileGraph.swift`).
///
/// - The main configuration is the topmost `.swiftlint.yml` of the folder chain (the
///   repository root's, where SwiftLint runs). Its `parent_config` and `child_config` are
///   followed: the parents' chain is merged under it and the children's over it. References
///   are local paths relative to the file that names them; a URL (SwiftLint downloads those)
///   is ignored, Charter reads no network; a path that leaves the repository is ignored; a
///   file already in the chain ends it (SwiftLint reports the cycle), and so does a chain
///   deeper than ``maximumReferenceDepth``.
/// - The closest `.swiftlint.yml` below it, if any, is a nested configuration: merged over
///   the main one, its own references ignored, as SwiftLint does. Configurations in folders
///   between the two are not read (SwiftLint reads only the closest).
extension TeamSettings {
  /// How many `parent_config` (or `child_config`) files one chain follows.
  static let maximumReferenceDepth = 8

  /// The merged SwiftLint settings for a folder chain, `nil` when no `.swiftlint.yml` is in it.
  func swiftLintSettings(chain: [String]) -> SwiftLintSettings? {
    let found = chain.filter { folder($0).swiftLint != nil }
    guard let mainFolder = found.first, let main = folder(mainFolder).swiftLint else { return nil }
    let (chain, seen) = mainChain(mainFolder, main)
    var settings = chain
    if let closest = found.last, closest != mainFolder, let nested = folder(closest).swiftLint {
      let path = Self.join(closest, ".swiftlint.yml")
      if !seen.contains(path) { settings = settings.merged(withChild: SwiftLintSettings(file: path, config: nested)) }
    }
    return settings
  }

  /// The main file of `folder` with its parents merged under it and its children over it,
  /// and the files read; worked out once per run.
  private func mainChain(_ folder: String, _ main: SwiftLintConfig) -> (SwiftLintSettings, Set<String>) {
    if let known = swiftLintChains.withLock({ $0[folder] }) { return known }
    let mainPath = Self.join(folder, ".swiftlint.yml")
    var seen: Set<String> = [mainPath]
    let parents = referenced(from: mainPath, config: main, key: \.parentConfig, seen: &seen)
    let children = referenced(from: mainPath, config: main, key: \.childConfig, seen: &seen)
    var settings = SwiftLintSettings()
    for (path, config) in parents.reversed() + [(mainPath, main)] + children {
      settings = settings.merged(withChild: SwiftLintSettings(file: path, config: config))
    }
    swiftLintChains.withLock { $0[folder] = (settings, seen) }
    return (settings, seen)
  }

  /// The files `key` leads to from `config` at `path`, closest first.
  private func referenced(
    from path: String, config: SwiftLintConfig, key: KeyPath<SwiftLintConfig, SwiftLintConfig.Entry?>,
    seen: inout Set<String>
  ) -> [(String, SwiftLintConfig)] {
    var chain: [(String, SwiftLintConfig)] = []
    var current = (path: path, config: config)
    while chain.count < Self.maximumReferenceDepth, let entry = current.config[keyPath: key] {
      guard !entry.value.contains("://"), !entry.value.hasPrefix("/"),
        let target = SwiftLintSettings.joined(SwiftLintSettings.folder(of: current.path), entry.value),
        !target.isEmpty, seen.insert(target).inserted,
        let text = readSettings(target), let next = SwiftLintConfig(parsing: text, path: target)
      else { break }
      chain.append((target, next))
      current = (target, next)
    }
    return chain
  }
}
