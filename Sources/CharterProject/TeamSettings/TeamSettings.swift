import CharterRules
import CharterSupport
import Synchronization

/// The settings teams already keep for their formatters and editors — `.editorconfig`,
/// `.swiftformat`, `.swift-format`, `.swiftlint.yml` — read once per folder and shared by the
/// workers of a run.
///
/// For indentation (``indentation(for:)``), the closest folder that states it decides; in one
/// folder, for a Swift file, `.swiftformat` comes before `.swift-format`, `.swiftlint.yml` and
/// `.editorconfig`. Files other than Swift read `.editorconfig` only. `.editorconfig` files
/// are read from the root down to the file's folder, stopping above one that says
/// `root = true`, with closer files and later sections overriding. Only files inside the
/// repository, outside `.git`, and not behind a link that leaves it are read (``Confinement``).
public final class TeamSettings: Sendable {
  /// The settings files of one folder.
  struct Folder: Sendable {
    var editorConfig: EditorConfig?
    var swiftFormat: SwiftFormatConfig?
    var swiftFormatJSON: SwiftFormatJSONConfig?
    var swiftLint: SwiftLintConfig?

    /// Whether the folder holds any settings file.
    var holdsAny: Bool { editorConfig != nil || swiftFormat != nil || swiftFormatJSON != nil || swiftLint != nil }
  }

  private let confinement: Confinement
  private let folders = Mutex<[String: Folder]>([:])
  let contexts = Mutex<[String: FolderContext]>([:])
  let classAnswers = Mutex(ClassAnswers())
  /// The main `.swiftlint.yml` of a folder with its `parent_config`/`child_config` chain
  /// merged, by the main file's folder, with the files the chain read.
  let swiftLintChains = Mutex<[String: (settings: SwiftLintSettings, files: Set<String>)]>([:])

  /// Reads settings in `project` on demand.
  public init(project: Project) { confinement = project.confinement }

  /// Reads settings through `confinement` on demand.
  init(confinement: Confinement) { self.confinement = confinement }

  /// The indentation the settings declare for `path` (relative to the root), or `nil`.
  public func indentation(for path: String) -> DeclaredIndentation? {
    memoized(fileClass(of: path), in: \.indentations) { computedIndentation(for: path) }
  }

  func computedIndentation(for path: String) -> DeclaredIndentation? {
    guard var declared = declaredIndentation(for: path) else { return nil }
    if declared.style.character == .tabs { declared.alignment = tabAlignment(for: path) }
    return declared
  }

  private func declaredIndentation(for path: String) -> DeclaredIndentation? {
    let chain = Self.folderChain(of: path)
    let isSwift = path.hasSuffix(".swift")
    var editorConfig: (style: IndentationStyle, source: SourceReference, depth: Int)?
    var properties: [String: (EditorConfig.Property, String, Int)] = [:]
    // EditorConfig: from the closest `root = true` (or the repository root) down.
    let start = chain.lastIndex { folder($0).editorConfig?.isRoot == true } ?? 0
    for (depth, name) in chain.enumerated() where depth >= start {
      guard let config = folder(name).editorConfig else { continue }
      let relative = name.isEmpty ? path : String(path.dropFirst(name.count + 1))
      for (key, value) in config.properties(for: relative) { properties[key] = (value, name, depth) }
    }
    if let found = EditorConfig.indentation(in: properties.mapValues(\.0)), let (property, name, depth) = properties[found.key] {
      editorConfig = (found.style, SourceReference(path: Self.join(name, ".editorconfig"), line: property.line), depth)
    }
    var best: DeclaredIndentation?
    var bestDepth = -1
    if let editorConfig {
      best = DeclaredIndentation(style: editorConfig.style, source: editorConfig.source)
      bestDepth = editorConfig.depth
    }
    guard isSwift else { return best }
    for (depth, name) in chain.enumerated().reversed() where depth >= bestDepth {
      let settings = folder(name)
      if let config = settings.swiftFormat, config.disabledRuleLines["indent"] == nil, let found = config.indentation {
        return DeclaredIndentation(style: found.style, source: SourceReference(path: Self.join(name, ".swiftformat"), line: found.line))
      }
      if let config = settings.swiftFormatJSON, let style = config.indentation {
        return DeclaredIndentation(
          style: style, source: SourceReference(path: Self.join(name, ".swift-format"), line: config.indentationLine ?? 1))
      }
      if let config = settings.swiftLint, let width = config.indentationWidth {
        return DeclaredIndentation(
          style: IndentationStyle(character: .spaces, width: width),
          source: SourceReference(path: Self.join(name, ".swiftlint.yml"), line: config.indentationWidthLine ?? 1))
      }
      if depth == bestDepth { break }
    }
    return best
  }

  /// `resolved` without the checks the team turned off in its settings
  /// (``respectingTurnedOffChecks(_:)``) or its formatter excludes
  /// (``respectingFormatterExclusion(_:)``), and with the settings' indentation put in force for
  /// `path`, when it is a Swift file
  /// and no rule states an indentation check. The settings file is listed first among the
  /// sources. A file the formatter excludes, or a test fixture (``ForeignFile``), gets no
  /// indentation from settings; `explain` lists it as disabled or not applied.
  ///
  /// Only Swift files: the block structure the check follows is proved against the Swift
  /// formatters; C, Go or Python code under the same `.editorconfig` keeps conventions of its
  /// own, and a rule that names them can still check them.
  public func applying(to resolved: ResolvedRules) -> ResolvedRules {
    var rules = respectingFormatterExclusion(respectingTurnedOffChecks(resolved))
    guard Self.appliesSettings(to: rules.path),
      !rules.checks.contains(where: { if case .indentation = $0.declaration.kind { true } else { false } }),
      let declared = indentation(for: rules.path)
    else { return rules }
    // Not for a file the formatter leaves alone, nor for a test fixture.
    if let exclusion = formatterExclusion(for: rules.path) {
      rules.disabled.append(DisabledCheck(id: declared.check.id, source: declared.source, disabledBy: exclusion))
      rules.disabled.sort { $0.id < $1.id }
      return rules
    }
    if let foreign = ForeignFile.reason(for: rules.path) {
      rules.exempt.append(ExemptCheck(id: declared.check.id, source: declared.source, reason: foreign.text))
      rules.exempt.sort { $0.id < $1.id }
      return rules
    }
    if let formatter = Self.formatterName(of: declared.source.path), !rules.enabled.contains(declared.check.id) {
      rules.exempt.append(ExemptCheck(id: declared.check.id, source: declared.source, reason: Self.formatterReason(formatter)))
      rules.exempt.sort { $0.id < $1.id }
      return rules
    }
    rules.sources.insert(declared.source.path, at: 0)
    rules.checks.append(declared.check)
    rules.checks.sort { $0.id < $1.id }
    return rules
  }

  /// The formatter whose settings file `path` is (`SwiftFormat` for a `.swiftformat`,
  /// `swift-format` for a `.swift-format`), or `nil` for an editor's or linter's.
  ///
  /// The indentation a formatter's settings declare is the formatter's to enforce: the team runs
  /// it, and on code it had just formatted Charter's reading disagreed with it (0 of 25 findings
  /// right on apps nobody tuned on: `--xcodeindentation`, arguments aligned after the first,
  /// closures called in place). Such indentation is listed in `explain` as not applied, unless
  /// a rule file names it in `enable: [indentation]`; a rule that states an indentation check
  /// puts its own in force.
  static func formatterName(of path: String) -> String? {
    if path.hasSuffix(".swiftformat") { return "SwiftFormat" }
    if path.hasSuffix(".swift-format") { return "swift-format" }
    return nil
  }

  static func formatterReason(_ formatter: String) -> String {
    "\(formatter) enforces the indentation its settings declare (turn it on with 'enable: [indentation]')"
  }

  /// Whether settings files may put indentation in force for `path`: Swift files.
  static func appliesSettings(to path: String) -> Bool { path.hasSuffix(".swift") }

  // MARK: - Reading

  func folder(_ name: String) -> Folder {
    if let cached = folders.withLock({ $0[name] }) { return cached }
    var folder = Folder()
    if let text = readSettings(Self.join(name, ".editorconfig")) { folder.editorConfig = EditorConfig(parsing: text) }
    if let text = readSettings(Self.join(name, ".swiftformat")) {
      folder.swiftFormat = SwiftFormatConfig(parsing: text)
    }
    if let text = readSettings(Self.join(name, ".swift-format")) {
      folder.swiftFormatJSON = SwiftFormatJSONConfig(parsing: text)
    }
    let lint = Self.join(name, ".swiftlint.yml")
    if let text = readSettings(lint) { folder.swiftLint = SwiftLintConfig(parsing: text, path: lint) }
    folders.withLock { $0[name] = folder }
    return folder
  }

  /// The text of a settings file at the root-relative `path`, read through ``Confinement``.
  func readSettings(_ path: String) -> String? {
    confinement.text(ofFile: path, maximumSize: 1 << 20)
  }

  /// `""`, `"a"`, `"a/b"` for `"a/b/c.swift"`.
  static func folderChain(of path: String) -> [String] {
    var chain = [""]
    for name in path.split(separator: "/").dropLast() {
      chain.append(chain.count == 1 ? String(name) : chain.last! + "/" + name)
    }
    return chain
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder + "/" + name
  }
}
