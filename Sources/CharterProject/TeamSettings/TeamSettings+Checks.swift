import CharterRules
import CharterSupport

/// What the team's tool settings say about checks that are the same thing as SwiftLint's,
/// SwiftFormat's or EditorConfig's: a check a team turned off there is off here too, for the
/// checks Charter brings itself (built-in packs and bullets read from prose). A check a Charter
/// rule declares explicitly always stays. Only the checks that enforce what a SwiftLint or
/// SwiftFormat rule does (``swiftLintEquivalents``, ``swiftFormatEquivalents``) are touched:
/// concurrency and structural checks, and merge-conflict markers, never are.
///
/// - `.swiftlint.yml`, for Swift files (what SwiftLint lints), merged as SwiftLint merges its
///   files (``swiftLintSettings(chain:)``, ``SwiftLintSettings``): a rule `disabled_rules`
///   lists, or `only_rules` does not list, turns off the check that enforces the same thing;
///   a path `excluded` covers (or a non-empty `included` does not) turns off every such check.
/// - `.swiftformat` `--disable`, for Swift files: `trailingSpace`, `linebreakAtEndOfFile`,
///   `isEmpty` turn off the check that enforces the same thing; the closest file decides.
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
///
/// Each turned-off check names the entry that decided, as `file:line`.
extension TeamSettings {
  /// `rules` without the checks Charter brings that the team turned off in its settings,
  /// each listed as disabled by the settings entry that says so.
  func respectingTurnedOffChecks(_ rules: ResolvedRules) -> ResolvedRules {
    var rules = rules
    let context = context(ofFolderOf: rules.path)
    var turnedOff = toolTurnedOff(rules.path, context: context)
    let editor = editorConfigProperties(Self.editorConfigKeys, for: rules.path)
    let editorKeys: [(String, CheckKind.Name)] = [
      ("trim_trailing_whitespace", .trailingWhitespace), ("insert_final_newline", .finalNewline),
    ]
    for (key, kind) in editorKeys {
      guard let (property, name) = editor[key], property.value == "false" else { continue }
      let source = SourceReference(path: Self.join(name, ".editorconfig"), line: property.line)
      turnedOff.append(({ $0.name == kind }, source))
    }
    if let lint = context.swiftLint, !lint.lineLengthIgnores.isEmpty, Self.isSwift(rules.path) {
      for index in rules.checks.indices where Self.isCharters(rules.checks[index]) {
        if case .maxLineLength = rules.checks[index].declaration.kind {
          rules.checks[index].declaration.options[CheckOptionName.lineLengthIgnores] = lint.lineLengthIgnores.sorted()
        }
      }
    }
    if keepsBlankLineWhitespace(rules.path, context: context, editor: editor) {
      for index in rules.checks.indices where Self.isCharters(rules.checks[index]) {
        if case .trailingWhitespace = rules.checks[index].declaration.kind {
          rules.checks[index].declaration.options[CheckOptionName.blankLines] = ["keep"]
        }
      }
    }
    guard !turnedOff.isEmpty else { return rules }
    rules.checks.removeAll { check in
      guard Self.isCharters(check), let off = turnedOff.first(where: { $0.matches(check.declaration.kind) }) else {
        return false
      }
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
    if let lint = context.swiftLint {
      return lint.turnedOff("trailing_whitespace") != nil || lint.trailingWhitespaceIgnoresEmptyLines == true
    }
    return true
  }

  /// Files Xcode edits, whose blank lines it leaves indented by default.
  static let xcodeEditedExtensions = [".swift", ".h", ".m", ".mm", ".c", ".cc", ".cpp"]

  /// What decides which checks the settings turn off for `path`, as text: two paths with the
  /// same signature (and the same rule files) get the same checks.
  func turnedOffSignature(for path: String) -> String {
    memoized(fileClass(of: path), in: \.turnedOffSignatures) { computedTurnedOffSignature(for: path) }
  }

  func computedTurnedOffSignature(for path: String) -> String {
    let context = context(ofFolderOf: path)
    var parts = toolTurnedOff(path, context: context).map { "tool:\($0.by)" }
    let editor = context.editorConfigs.isEmpty ? [:] : editorConfigProperties(Self.editorConfigKeys, for: path)
    if keepsBlankLineWhitespace(path, context: context, editor: editor) { parts.append("blank-lines:keep") }
    if let lint = context.swiftLint, Self.isSwift(path) { parts.append("line-length:\(lint.lineLengthIgnores.sorted())") }
    for key in Self.editorConfigKeys {
      if let (property, name) = editor[key] { parts.append("\(key):\(name):\(property.line):\(property.value)") }
    }
    return parts.joined(separator: "|")
  }

  /// For each of `checks` that Charter brought and that enforces what a SwiftLint rule does,
  /// that rule's names: `swiftlint:disable` commands silence the check too
  /// (``SwiftLintDirectives``).
  package static func swiftLintNames(of checks: [EffectiveCheck]) -> [String: [String]] {
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
