import CharterDocuments

/// One `.swiftlint.yml` file: the keys Charter reads from SwiftLint's configuration.
///
/// `indentation_width` (the rule's options: `indentation_width: 2`, or the bare number),
/// `only_rules`, `disabled_rules`, `opt_in_rules`, `excluded`, `included`, `parent_config`,
/// `child_config` and `line_length` (a number, or its `warning` level, and
/// `ignores_comments`, `ignores_urls`). `analyzer_rules` and other keys are ignored; text that
/// is not YAML gives `nil`. Every entry keeps its line, so `explain` can name the one that
/// decided. How files combine is ``SwiftLintSettings``'s concern.
public struct SwiftLintConfig: Hashable, Sendable {
  /// A list item or a key's value, with its 1-based line.
  public struct Entry: Hashable, Sendable {
    /// The text as written.
    public var value: String
    /// The 1-based line.
    public var line: Int
  }

  /// The width `indentation_width` declares.
  public var indentationWidth: Int?
  /// The 1-based line that declares ``indentationWidth``.
  public var indentationWidthLine: Int?
  /// `excluded`: paths SwiftLint leaves alone, relative to the file's folder.
  public var excludedEntries: [Entry] = []
  /// `included`: paths SwiftLint limits itself to, relative to the file's folder.
  public var includedEntries: [Entry] = []
  /// The line of the `included` key.
  public var includedLine: Int?
  /// `disabled_rules`.
  public var disabledEntries: [Entry] = []
  /// `opt_in_rules`.
  public var optInEntries: [Entry] = []
  /// `only_rules`, when the key is there: every rule not listed is off, and
  /// `disabled_rules` and `opt_in_rules` of the same file are not read.
  public var onlyRules: [Entry]?
  /// The line of the `only_rules` key.
  public var onlyRulesLine: Int?
  /// `parent_config`: a configuration this one is merged over.
  public var parentConfig: Entry?
  /// `child_config`: a configuration merged over this one.
  public var childConfig: Entry?
  /// `line_length`, or its `warning` level.
  public var lineLength: Int?
  /// The 1-based line of `line_length`'s value, for provenance.
  public var lineLengthLine: Int?
  /// The lines `line_length` passes over or measures without some text: `comments` for
  /// `ignores_comments: true` (lines holding only comments), `urls` for `ignores_urls: true`
  /// (URLs do not count).
  public var lineLengthIgnores: Set<String> = []
  /// `trailing_whitespace`'s `ignores_empty_lines`, when the file sets it: whitespace-only
  /// lines keep their whitespace.
  public var trailingWhitespaceIgnoresEmptyLines: Bool?

  /// Paths SwiftLint leaves alone.
  public var excluded: [String] { excludedEntries.map(\.value) }
  /// Paths SwiftLint limits itself to.
  public var included: [String] { includedEntries.map(\.value) }
  /// Rules turned off.
  public var disabledRules: [String] { disabledEntries.map(\.value) }
  /// Opt-in rules turned on.
  public var optInRules: [String] { optInEntries.map(\.value) }

  /// Parses the text of a `.swiftlint.yml` file; `nil` when it is not a YAML mapping.
  public init?(parsing text: String, path: String = ".swiftlint.yml") {
    guard let root = try? YAMLParser.parse(text, path: path), let pairs = root.mapping else { return nil }
    if let node = root["indentation_width"] {
      let value = node["indentation_width"] ?? node
      if let width = value.int, (1...16).contains(width) {
        indentationWidth = width
        indentationWidthLine = value.position.line
      }
    }
    let keyLine = { (name: String) in pairs.first { $0.key.string == name }?.key.position.line }
    excludedEntries = Self.entries(root["excluded"])
    includedEntries = Self.entries(root["included"])
    includedLine = keyLine("included")
    disabledEntries = Self.entries(root["disabled_rules"])
    optInEntries = Self.entries(root["opt_in_rules"])
    if let node = root["only_rules"] {
      onlyRules = Self.entries(node)
      onlyRulesLine = keyLine("only_rules")
    }
    parentConfig = Self.entry(root["parent_config"])
    childConfig = Self.entry(root["child_config"])
    if let value = root["trailing_whitespace"]?["ignores_empty_lines"]?.bool {
      trailingWhitespaceIgnoresEmptyLines = value
    }
    if let node = root["line_length"] {
      lineLength = node.int ?? node["warning"]?.int
      lineLengthLine = node.int != nil ? node.position.line : node["warning"]?.position.line
      for (key, name) in [("ignores_comments", "comments"), ("ignores_urls", "urls")] where node[key]?.bool == true {
        lineLengthIgnores.insert(name)
      }
    }
  }

  /// Whether the file configures `line_length` (its options then replace a parent's).
  var configuresLineLength: Bool { lineLength != nil || !lineLengthIgnores.isEmpty }

  private static func entry(_ node: YAMLNode?) -> Entry? {
    guard let node, let value = node.string else { return nil }
    return Entry(value: value, line: node.position.line)
  }

  private static func entries(_ node: YAMLNode?) -> [Entry] {
    guard let node else { return [] }
    if let scalar = node.string { return [Entry(value: scalar, line: node.position.line)] }
    return node.sequence?.compactMap { item in item.string.map { Entry(value: $0, line: item.position.line) } } ?? []
  }
}
