import CharterDocuments

/// One `.swiftlint.yml` file: the keys Charter reads from SwiftLint's configuration.
///
/// `indentation_width` (the rule's options: `indentation_width: 2`, or the bare number),
/// `excluded`, `included`, `disabled_rules`, `opt_in_rules` and `line_length` (a number, or
/// its `warning` level, and `ignores_comments`, `ignores_urls`). Other keys are ignored; text that is not YAML gives `nil`.
public struct SwiftLintConfig: Hashable, Sendable {
  /// The width `indentation_width` declares.
  public var indentationWidth: Int?
  /// The 1-based line that declares ``indentationWidth``.
  public var indentationWidthLine: Int?
  /// Paths SwiftLint leaves alone.
  public var excluded: [String] = []
  /// Paths SwiftLint limits itself to.
  public var included: [String] = []
  /// Rules turned off.
  public var disabledRules: [String] = []
  /// Opt-in rules turned on.
  public var optInRules: [String] = []
  /// `line_length`, or its `warning` level.
  public var lineLength: Int?
  /// The lines `line_length` passes over or measures without some text: `comments` for
  /// `ignores_comments: true` (lines holding only comments), `urls` for `ignores_urls: true`
  /// (URLs do not count).
  public var lineLengthIgnores: Set<String> = []

  /// Parses the text of a `.swiftlint.yml` file; `nil` when it is not a YAML mapping.
  public init?(parsing text: String, path: String = ".swiftlint.yml") {
    guard let root = try? YAMLParser.parse(text, path: path), root.mapping != nil else { return nil }
    if let node = root["indentation_width"] {
      let value = node["indentation_width"] ?? node
      if let width = value.int, (1...16).contains(width) {
        indentationWidth = width
        indentationWidthLine = value.position.line
      }
    }
    excluded = Self.strings(root["excluded"])
    included = Self.strings(root["included"])
    disabledRules = Self.strings(root["disabled_rules"])
    optInRules = Self.strings(root["opt_in_rules"])
    if let node = root["line_length"] {
      lineLength = node.int ?? node["warning"]?.int
      for (key, name) in [("ignores_comments", "comments"), ("ignores_urls", "urls")] where node[key]?.bool == true {
        lineLengthIgnores.insert(name)
      }
    }
  }

  private static func strings(_ node: YAMLNode?) -> [String] {
    guard let node else { return [] }
    if let scalar = node.string { return [scalar] }
    return node.sequence?.compactMap(\.string) ?? []
  }
}
