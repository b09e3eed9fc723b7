import CharterRules
import CharterSupport

/// The SwiftLint configuration in force in one folder, once SwiftLint's files are merged: which
/// rules are off and which paths SwiftLint leaves alone, each with the entry that decided.
///
/// One file gives one layer (``init(file:config:)``); ``merged(withChild:)`` puts a child over
/// its parent as SwiftLint's `Configuration+Merging.swift` and `RulesWrapper.merged(with:)` do:
///
/// - A child with `only_rules` replaces the rules of its parent.
/// - A child without: its `disabled_rules` are added and the parent's disabled rules it opts in
///   again are dropped; its `opt_in_rules` are added (to the parent's `only_rules` list too).
/// - `included` is the parent's without the paths the child excludes, then the child's;
///   `excluded` is the parent's without the paths the child includes, then the child's.
///
/// Paths are made relative to the repository root when a layer is read, so the layers of
/// different folders compare.
struct SwiftLintSettings: Hashable, Sendable {
  /// An `excluded` or `included` entry: a path relative to the repository root, or a glob
  /// when it holds `*`.
  struct PathEntry: Hashable, Sendable {
    var path: String
    var glob: Glob?
    var source: SourceReference

    /// Whether `file` (relative to the root) is this path, lies inside it, or matches the glob
    /// (or lies inside a folder it matches), as SwiftLint expands globs and folders.
    func covers(_ file: String) -> Bool {
      if let glob { return glob.matches(file) }
      return path.isEmpty || file == path || file.hasPrefix(path + "/")
    }
  }

  /// `only_rules` in force: the rules listed, and the key that listed them.
  struct OnlyRules: Hashable, Sendable {
    var rules: Set<String>
    var source: SourceReference
  }

  var only: OnlyRules?
  /// Rules turned off, each by its `disabled_rules` item.
  var disabled: [String: SourceReference] = [:]
  /// Rules opted in, each by its `opt_in_rules` item.
  var optIn: [String: SourceReference] = [:]
  var excluded: [PathEntry] = []
  var included: [PathEntry] = []
  /// The `included` key of the file whose entries are last in ``included``.
  var includedSource: SourceReference?
  /// `line_length`'s `ignores_…` options, from the last layer that configures the rule.
  var lineLengthIgnores: Set<String> = []
  /// Whether a layer configures `line_length`.
  var configuresLineLength = false
  /// `trailing_whitespace`'s `ignores_empty_lines`, from the last layer that sets it.
  var trailingWhitespaceIgnoresEmptyLines: Bool?

  init() {}

  /// One layer: the configuration at `file` (relative to the root).
  init(file: String, config: SwiftLintConfig) {
    let folder = Self.folder(of: file)
    let at = { (line: Int) in SourceReference(path: file, line: line) }
    if let rules = config.onlyRules {
      only = OnlyRules(rules: Set(rules.map(\.value)), source: at(config.onlyRulesLine ?? 1))
    } else {
      for entry in config.disabledEntries where disabled[entry.value] == nil { disabled[entry.value] = at(entry.line) }
      for entry in config.optInEntries where optIn[entry.value] == nil { optIn[entry.value] = at(entry.line) }
    }
    excluded = config.excludedEntries.compactMap { Self.pathEntry($0, folder: folder, source: at($0.line)) }
    included = config.includedEntries.compactMap { Self.pathEntry($0, folder: folder, source: at($0.line)) }
    if !included.isEmpty { includedSource = at(config.includedLine ?? 1) }
    lineLengthIgnores = config.lineLengthIgnores
    configuresLineLength = config.configuresLineLength
    trailingWhitespaceIgnoresEmptyLines = config.trailingWhitespaceIgnoresEmptyLines
  }

  /// `child` merged over this configuration.
  func merged(withChild child: SwiftLintSettings) -> SwiftLintSettings {
    var result = self
    if let only = child.only {
      result.only = only
      result.disabled = [:]
      result.optIn = [:]
    } else {
      result.disabled = disabled.filter { child.optIn[$0.key] == nil }.merging(child.disabled) { _, new in new }
      result.optIn = optIn.filter { child.disabled[$0.key] == nil }.merging(child.optIn) { _, new in new }
      result.only?.rules.formUnion(child.optIn.keys)
    }
    let childExcluded = Set(child.excluded.map(\.path))
    let childIncluded = Set(child.included.map(\.path))
    result.included = included.filter { !childExcluded.contains($0.path) } + child.included
    result.excluded = excluded.filter { !childIncluded.contains($0.path) } + child.excluded
    if !child.included.isEmpty { result.includedSource = child.includedSource }
    if result.included.isEmpty { result.includedSource = nil }
    result.trailingWhitespaceIgnoresEmptyLines =
      child.trailingWhitespaceIgnoresEmptyLines ?? trailingWhitespaceIgnoresEmptyLines
    if child.configuresLineLength {
      result.lineLengthIgnores = child.lineLengthIgnores
      result.configuresLineLength = true
    }
    return result
  }

  /// The entry that turns `rule` off: its `disabled_rules` item, or the `only_rules` key that
  /// does not list it; `nil` when the rule is on. An opt-in rule nobody opted in is not
  /// counted as turned off: the team did not decide against it.
  func turnedOff(_ rule: String) -> SourceReference? {
    if let source = disabled[rule] { return source }
    if let only, !only.rules.contains(rule) { return only.source }
    return nil
  }

  /// The entry that makes SwiftLint leave `path` (relative to the root) alone: the `excluded`
  /// item that covers it, else the `included` key when no `included` item does.
  func leavesAlone(_ path: String) -> SourceReference? {
    if let entry = excluded.first(where: { $0.covers(path) }) { return entry.source }
    if !included.isEmpty, !included.contains(where: { $0.covers(path) }) { return includedSource }
    return nil
  }

  /// Whether the answers depend on the file's path, not only its folder.
  var namesPaths: Bool { !excluded.isEmpty || !included.isEmpty }

  // MARK: - Paths

  /// `entry` relative to the root, or `nil` when it leaves the repository or is absolute.
  private static func pathEntry(_ entry: SwiftLintConfig.Entry, folder: String, source: SourceReference) -> PathEntry? {
    guard !entry.value.hasPrefix("/"), let path = joined(folder, entry.value) else { return nil }
    guard path.contains("*") else { return PathEntry(path: path, glob: nil, source: source) }
    guard let glob = try? Glob("/" + path) else { return nil }
    return PathEntry(path: path, glob: glob, source: source)
  }

  /// `folder/relative` with `.` and `..` resolved as text; `nil` when it climbs above the root.
  static func joined(_ folder: String, _ relative: String) -> String? {
    var parts = folder.split(separator: "/").map(String.init)
    for part in relative.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
        continue
      }
      parts.append(String(part))
    }
    return parts.joined(separator: "/")
  }

  /// The folder of the root-relative `file`, `""` at the root.
  static func folder(of file: String) -> String {
    String(PathParts.folder(of: file))
  }
}
