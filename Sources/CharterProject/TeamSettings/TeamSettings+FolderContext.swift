import CharterSupport

/// The settings files that bear on every file of one folder, gathered once per folder so that
/// per-file questions walk no folder chain and take one lock.
extension TeamSettings {
  /// The settings files in force in one folder.
  struct FolderContext: Sendable {
    /// The SwiftLint configuration in force, its files merged (``swiftLintSettings(chain:)``).
    var swiftLint: SwiftLintSettings?
    /// The `.editorconfig` files that apply, from the one that says `root = true` (or the
    /// repository root) down, each with its folder.
    var editorConfigs: [(folder: String, config: EditorConfig)] = []
    /// The closest `.swiftformat`, with its folder.
    var swiftFormat: (folder: String, config: SwiftFormatConfig)?
    /// Whether a `.swift-format` stands in the folder or one above it.
    var hasSwiftFormatJSON = false
    /// Whether a `.swiftformat` in the folder or one above it lists `--exclude`s
    /// (``formatterExclusion(for:)``).
    var hasFormatterExclusions = false

    /// Whether the settings answer alike for all files of the folder with the same extension:
    /// every `.editorconfig` section selects by extension and SwiftLint names no paths.
    var answersByExtension = true
    /// The folders, from the root down to this one, that hold a settings file, one per line:
    /// two folders with the same list have the same settings in force.
    var settingsFolders = ""
  }

  /// The settings files in force in `folder` (relative to the root, `""` for the root).
  func context(of folder: String) -> FolderContext {
    if let cached = contexts.withLock({ $0[folder] }) { return cached }
    let chain = Self.folderChain(of: folder.isEmpty ? "-" : folder + "/-")
    var context = FolderContext()
    let start = chain.lastIndex { self.folder($0).editorConfig?.isRoot == true } ?? 0
    for (depth, name) in chain.enumerated() {
      let settings = self.folder(name)
      if settings.holdsAny { context.settingsFolders += name + "\n" }
      if let config = settings.swiftFormat { context.swiftFormat = (name, config) }
      if settings.swiftFormatJSON != nil { context.hasSwiftFormatJSON = true }
      if settings.swiftFormat?.exclusions.isEmpty == false { context.hasFormatterExclusions = true }
      if depth >= start, let config = settings.editorConfig { context.editorConfigs.append((name, config)) }
    }
    context.swiftLint = swiftLintSettings(chain: chain)
    context.answersByExtension =
      context.editorConfigs.allSatisfy(\.config.selectsByExtension)
      && !(context.swiftLint?.namesPaths ?? false)
    contexts.withLock { $0[folder] = context }
    return context
  }

  /// The context of the folder that holds `path`.
  func context(ofFolderOf path: String) -> FolderContext {
    context(of: String(PathParts.folder(of: path)))
  }

  /// `path` relative to `folder`, which holds it.
  static func relative(_ path: String, to folder: String) -> String {
    folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
  }
}
