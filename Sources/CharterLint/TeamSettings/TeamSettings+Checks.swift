import CharterRules
import CharterSupport

/// What the team's tool settings say about checks that are the same thing as SwiftLint's or
/// EditorConfig's: a check a team turned off there is off here too, for the checks Charter
/// brings itself (built-in packs and bullets read from prose). A check a Charter rule
/// declares explicitly always stays: the team wrote it for Charter.
///
/// - `.swiftlint.yml` `disabled_rules`: `trailing_whitespace`, `trailing_newline`,
///   `force_try`, `force_cast`, `empty_count`, `line_length` turn off the check that enforces
///   the same thing; `excluded` (and a file outside a non-empty `included`) turns off every
///   such check for the paths SwiftLint leaves alone. The closest `.swiftlint.yml` decides,
///   paths relative to its folder.
/// - `.editorconfig`: `trim_trailing_whitespace = false` and `insert_final_newline = false`
///   for the file's sections turn off `trailing-whitespace` and `final-newline`.
/// - `.swiftlint.yml` `line_length` `ignores_comments` and `ignores_urls` hold for the
///   `max-line-length` check on Swift files; `swiftlint:disable` commands in a file silence
///   the equivalent check on their lines (``SwiftLintDirectives``).
/// - Whitespace-only lines in Swift, C and Objective-C files: Xcode, by default, trims trailing
///   whitespace but keeps the indentation of blank lines, so the `trailing-whitespace` check
///   leaves whitespace-only lines alone unless a setting asks for them to be trimmed: a
///   `.swiftformat` (which trims them unless `--indent-blank-lines` or
///   `--trimwhitespace nonblank-lines`), a `.swift-format`, a `.swiftlint.yml` that keeps
///   `trailing_whitespace`, or `.editorconfig` `trim_trailing_whitespace = true`.
extension TeamSettings {
  /// SwiftLint rule → whether a Charter check enforces the same thing.
  static let swiftLintEquivalents: [String: @Sendable (CheckKind) -> Bool] = [
    "trailing_whitespace": { if case .trailingWhitespace = $0 { true } else { false } },
    "trailing_newline": { if case .finalNewline = $0 { true } else { false } },
    "line_length": { if case .maxLineLength = $0 { true } else { false } },
    "force_try": { $0.forbiddenText == "try!" },
    "force_cast": { $0.forbiddenText == "as!" },
    "empty_count": { if case .swift(let name) = $0 { name == "prefer-is-empty" } else { false } },
  ]

  /// `rules` without the checks Charter brings that the team turned off in its settings,
  /// each listed as disabled by the settings file that says so.
  func respectingTurnedOffChecks(_ rules: ResolvedRules) -> ResolvedRules {
    var rules = rules
    var turnedOff: [(matches: (EffectiveCheck) -> Bool, by: SourceReference)] = []
    let context = context(ofFolderOf: rules.path)
    if let (name, config) = context.swiftLint {
      let source = SourceReference(path: name.isEmpty ? ".swiftlint.yml" : name + "/.swiftlint.yml", line: 1)
      if Self.leavesAlone(Self.relative(rules.path, to: name), config: config) {
        turnedOff.append(({ _ in true }, source))
      }
      for rule in config.disabledRules {
        guard let equivalent = Self.swiftLintEquivalents[rule] else { continue }
        turnedOff.append(({ equivalent($0.declaration.kind) }, source))
      }
    }
    let editor = editorConfigProperties(Self.editorConfigKeys, for: rules.path)
    for (key, kind) in [("trim_trailing_whitespace", "trailing-whitespace"), ("insert_final_newline", "final-newline")] {
      guard let (property, name) = editor[key], property.value == "false" else { continue }
      let source = SourceReference(path: name.isEmpty ? ".editorconfig" : name + "/.editorconfig", line: property.line)
      turnedOff.append(({ $0.declaration.kind.name == kind }, source))
    }
    if let (_, config) = context.swiftLint, !config.lineLengthIgnores.isEmpty, rules.path.hasSuffix(".swift") {
      for index in rules.checks.indices where Self.isCharters(rules.checks[index]) {
        if case .maxLineLength = rules.checks[index].declaration.kind {
          rules.checks[index].declaration.options[MaxLineLengthCheck.ignoresOption] = config.lineLengthIgnores.sorted()
        }
      }
    }
    if keepsBlankLineWhitespace(rules.path, context: context, editor: editor) {
      for index in rules.checks.indices where Self.isCharters(rules.checks[index]) {
        if case .trailingWhitespace = rules.checks[index].declaration.kind {
          rules.checks[index].declaration.options[TrailingWhitespaceCheck.blankLinesOption] = ["keep"]
        }
      }
    }
    guard !turnedOff.isEmpty else { return rules }
    rules.checks.removeAll { check in
      guard Self.isCharters(check), let off = turnedOff.first(where: { $0.matches(check) }) else { return false }
      rules.disabled.append(DisabledCheck(id: check.id, source: check.source, disabledBy: off.by))
      return true
    }
    rules.disabled.sort { $0.id < $1.id }
    return rules
  }

  /// Whether whitespace-only lines of `path` keep their whitespace: SwiftFormat indents blank
  /// lines on purpose, or, in a file Xcode edits (Swift, C, Objective-C), no setting asks for
  /// blank lines to be trimmed and Xcode's default keeps their indentation. `editor` holds the
  /// file's ``editorConfigKeys`` properties, read once per file.
  func keepsBlankLineWhitespace(
    _ path: String, context: FolderContext, editor: [String: (EditorConfig.Property, String)]
  ) -> Bool {
    if let (_, config) = context.swiftFormat { return config.indentBlankLines == true }
    guard Self.xcodeEditedExtensions.contains(where: { path.hasSuffix($0) }) else { return false }
    if editor["trim_trailing_whitespace"]?.0.value == "true" { return false }
    guard path.hasSuffix(".swift") else { return true }
    if context.hasSwiftFormatJSON { return false }
    if let (_, config) = context.swiftLint { return config.disabledRules.contains("trailing_whitespace") }
    return true
  }

  /// Files Xcode edits, whose blank lines it leaves indented by default.
  static let xcodeEditedExtensions = [".swift", ".h", ".m", ".mm", ".c", ".cc", ".cpp"]

  /// What decides which checks the settings turn off for `path`, as text: two paths with the
  /// same signature (and the same rule files) get the same checks.
  func turnedOffSignature(for path: String) -> String {
    memoized(path, in: \.turnedOffSignatures) { computedTurnedOffSignature(for: path) }
  }

  private func computedTurnedOffSignature(for path: String) -> String {
    let context = context(ofFolderOf: path)
    var parts: [String] = []
    if let (name, config) = context.swiftLint {
      let relative = Self.relative(path, to: name)
      parts.append("swiftlint:\(name):\(Self.leavesAlone(relative, config: config)):\(config.disabledRules.sorted())")
    }
    let editor = context.editorConfigs.isEmpty ? [:] : editorConfigProperties(Self.editorConfigKeys, for: path)
    if keepsBlankLineWhitespace(path, context: context, editor: editor) { parts.append("blank-lines:keep") }
    for key in Self.editorConfigKeys {
      if let (property, name) = editor[key] { parts.append("\(key):\(name):\(property.value)") }
    }
    return parts.joined(separator: "|")
  }

  /// For each of `checks` that Charter brought and that enforces what a SwiftLint rule does,
  /// that rule's names: `swiftlint:disable` commands silence the check too
  /// (``SwiftLintDirectives``).
  static func swiftLintNames(of checks: [EffectiveCheck]) -> [String: [String]] {
    var names: [String: [String]] = [:]
    for check in checks where isCharters(check) {
      let rules = swiftLintEquivalents.filter { $0.value(check.declaration.kind) }.keys.sorted()
      if !rules.isEmpty { names[check.id] = rules }
    }
    return names
  }

  /// Whether Charter brought `check` itself: a built-in pack's, or read from prose.
  static func isCharters(_ check: EffectiveCheck) -> Bool {
    check.source.path.hasPrefix(BuiltinPacks.pathPrefix) || check.declaration.isExtracted
  }

  /// Whether SwiftLint leaves `path` (relative to the config's folder) alone.
  static func leavesAlone(_ path: String, config: SwiftLintConfig) -> Bool {
    func under(_ entry: String) -> Bool {
      var folder = entry
      while folder.hasPrefix("./") { folder.removeFirst(2) }
      while folder.hasSuffix("/") { folder.removeLast() }
      if folder.contains("*") { return (try? GlobList([folder]))?.matches(path) == true }
      return path == folder || path.hasPrefix(folder + "/")
    }
    if config.excluded.contains(where: under) { return true }
    return !config.included.isEmpty && !config.included.contains(where: under)
  }

  /// The `.editorconfig` properties a check can be turned off by.
  static let editorConfigKeys = ["trim_trailing_whitespace", "insert_final_newline"]

  /// The `.editorconfig` properties `keys` for `path`, each with the folder of the file that
  /// decides it: the closest file's last matching section, in one walk down the folders.
  func editorConfigProperties(_ keys: [String], for path: String) -> [String: (EditorConfig.Property, String)] {
    var found: [String: (EditorConfig.Property, String)] = [:]
    for (name, config) in context(ofFolderOf: path).editorConfigs {
      let properties = config.properties(for: Self.relative(path, to: name))
      for key in keys { if let property = properties[key] { found[key] = (property, name) } }
    }
    return found
  }
}
