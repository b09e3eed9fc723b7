import CharterRules
import CharterSupport

/// One `.editorconfig` file: `root = true` and its `[glob]` sections of `key = value`
/// properties (<https://editorconfig.org>).
///
/// Keys are read case-insensitively; values keep their text, lowercased for the properties the
/// specification defines case-insensitive (`indent_style`, `true`/`false` …). Lines that are
/// not a section, a property or a comment are ignored, as editors do.
public struct EditorConfig: Hashable, Sendable {
  /// A `[glob]` section and its properties, in the order written.
  public struct Section: Hashable, Sendable {
    /// The glob as written between the brackets.
    public var glob: String
    /// The section header's 1-based line.
    public var line: Int
    /// Lowercased keys to their values and 1-based lines.
    public var properties: [String: Property]
    /// The glob compiled for matching paths, `nil` when it cannot be.
    var compiled: Glob?
  }

  /// A property's value and the line it is set on.
  public struct Property: Hashable, Sendable {
    /// The value as written, trimmed (lowercased for the standard properties).
    public var value: String
    /// The 1-based line.
    public var line: Int
  }

  /// Whether the file says `root = true`: files in folders above are not read.
  public var isRoot: Bool
  /// The sections, in the order written.
  public var sections: [Section]

  /// Parses the text of an `.editorconfig` file.
  public init(parsing text: String) {
    isRoot = false
    sections = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = SettingsText.trimmed(raw)
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
      if line.hasPrefix("["), line.hasSuffix("]") {
        let glob = String(line.dropFirst().dropLast())
        sections.append(Section(glob: glob, line: index + 1, properties: [:], compiled: Self.compile(glob)))
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = SettingsText.trimmed(line[..<equals]).lowercased()
      var value = SettingsText.trimmed(line[line.index(after: equals)...])
      if Self.caseInsensitiveKeys.contains(key) { value = value.lowercased() }
      if sections.isEmpty {
        if key == "root" { isRoot = value.lowercased() == "true" }
      } else {
        sections[sections.count - 1].properties[key] = Property(value: value, line: index + 1)
      }
    }
  }

  /// The properties in force for `path` (relative to the file's folder): every section whose
  /// glob matches, later sections overriding earlier ones.
  public func properties(for path: String) -> [String: Property] {
    var result: [String: Property] = [:]
    for section in sections where section.compiled?.matches(path) == true {
      result.merge(section.properties) { _, new in new }
    }
    return result
  }

  /// An EditorConfig glob as a Charter glob: one without `/` matches the file name in any
  /// folder; one with `/` is relative to the file's folder.
  static func compile(_ glob: String) -> Glob? {
    var pattern = glob
    if pattern.hasPrefix("/") {
      pattern.removeFirst()
    } else if !pattern.contains("/") {
      pattern = "**/" + pattern
    }
    // `**` matches across folders in EditorConfig, also inside a name (`docs/**.txt`).
    var index = pattern.startIndex
    while let found = pattern.range(of: "**", range: index..<pattern.endIndex) {
      if found.upperBound < pattern.endIndex, pattern[found.upperBound] != "/" {
        pattern.replaceSubrange(found, with: "**/*")
        index = pattern.index(found.lowerBound, offsetBy: 4)
      } else {
        index = found.upperBound
      }
    }
    return try? Glob(pattern)
  }

  // MARK: - Typed properties

  /// `indent_style` and `indent_size` (or `tab_width` for `indent_size = tab`) as an
  /// indentation style, with the key that decided it; `nil` when they do not say.
  public static func indentation(in properties: [String: Property]) -> (style: IndentationStyle, key: String)? {
    let style = properties["indent_style"]?.value
    if style == "tab" { return (IndentationStyle(character: .tabs, width: 1), "indent_style") }
    guard style == nil || style == "space", let size = properties["indent_size"]?.value else { return nil }
    let width = size == "tab" ? properties["tab_width"].flatMap { Int($0.value) } : Int(size)
    guard let width, (1...16).contains(width) else { return nil }
    return (IndentationStyle(character: .spaces, width: width), "indent_size")
  }

  /// `trim_trailing_whitespace`, when set to `true` or `false`.
  public static func trimTrailingWhitespace(in properties: [String: Property]) -> Bool? {
    bool(properties["trim_trailing_whitespace"])
  }

  /// `insert_final_newline`, when set to `true` or `false`.
  public static func insertFinalNewline(in properties: [String: Property]) -> Bool? {
    bool(properties["insert_final_newline"])
  }

  /// `max_line_length`, when a number (not `off`).
  public static func maxLineLength(in properties: [String: Property]) -> Int? {
    properties["max_line_length"].flatMap { Int($0.value) }
  }

  private static func bool(_ property: Property?) -> Bool? {
    switch property?.value {
    case "true": true
    case "false": false
    default: nil
    }
  }

  private static let caseInsensitiveKeys: Set<String> = [
    "root", "indent_style", "indent_size", "tab_width", "end_of_line", "charset",
    "trim_trailing_whitespace", "insert_final_newline", "max_line_length",
  ]
}
