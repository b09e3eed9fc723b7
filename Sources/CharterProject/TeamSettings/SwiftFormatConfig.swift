import CharterRules
import CharterSupport

/// One `.swiftformat` file (nicklockwood/SwiftFormat): command-line options, one or more a line,
/// `#` comments.
///
/// Option names are normalised so `--indentcase` and `--indent-case` are the same key
/// (`indentcase`). Every option is kept with its value and line; the ones Charter uses have
/// typed accessors.
public struct SwiftFormatConfig: Hashable, Sendable {
  /// An option's value (empty for a flag without one) and 1-based line.
  public struct Option: Hashable, Sendable {
    /// The value as written, without quotes.
    public var value: String
    /// The 1-based line.
    public var line: Int
  }

  /// Normalised option names (no leading dashes, no inner `-`, lowercased) to their values.
  public var options: [String: Option]

  /// Every `--exclude` and `--unexclude` path, in order (SwiftFormat merges repeated ones).
  public var exclusions: [SwiftFormatExclusion] = []

  /// Parses the text of a `.swiftformat` file.
  public init(parsing text: String) {
    options = [:]
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      var position = 0
      while position < words.count {
        let word = words[position]
        position += 1
        guard word.hasPrefix("--") else { continue }
        var value = ""
        if position < words.count, !words[position].hasPrefix("--") {
          value = String(words[position]).replacingQuotes()
          position += 1
        }
        let key = Self.key(word)
        options[key] = Option(value: value, line: index + 1)
        if key == "exclude" || key == "unexclude" {
          // SwiftFormat reads the rest of the line as the value: `--exclude Pods, Vendor`.
          var list = value
          while position < words.count, !words[position].hasPrefix("--") {
            list += " " + words[position]
            position += 1
          }
          for path in list.split(separator: ",") {
            let path = SettingsText.trimmed(path).replacingQuotes()
            guard !path.isEmpty else { continue }
            exclusions.append(SwiftFormatExclusion(path: path, line: index + 1, unexcludes: key == "unexclude"))
          }
        }
      }
    }
  }

  /// The option named `name` (`"--indent-case"`, `"indentcase"` …), if set.
  public func option(_ name: String) -> Option? { options[Self.key(name)] }

  // MARK: - Typed options

  /// `--indent N` or `--indent tab`, with its line.
  public var indentation: (style: IndentationStyle, line: Int)? {
    guard let option = option("indent") else { return nil }
    if option.value.lowercased().hasPrefix("tab") { return (IndentationStyle(character: .tabs, width: 1), option.line) }
    guard let width = Int(option.value), (1...16).contains(width) else { return nil }
    return (IndentationStyle(character: .spaces, width: width), option.line)
  }

  /// `--indentcase true|false`: whether `case` labels sit one level inside their `switch`.
  public var indentCase: Bool? { option("indentcase").flatMap { Self.bool($0.value) } }

  /// `--ifdef indent|no-indent|outdent|preserve`: how code inside `#if` is indented.
  public var ifdef: String? { option("ifdef")?.value.lowercased() }

  /// `--trimwhitespace always|nonblank-lines`.
  public var trimWhitespace: String? { option("trimwhitespace")?.value.lowercased() }

  /// `--indent-blank-lines` / `--indentblanklines`, or `--trimwhitespace nonblank-lines`:
  /// whether blank lines keep their indentation.
  public var indentBlankLines: Bool? {
    if let flag = option("indentblanklines") { return Self.bool(flag.value) ?? true }
    return trimWhitespace.map { $0 == "nonblank-lines" }
  }

  /// `--maxwidth N`.
  public var maxWidth: Int? { option("maxwidth").flatMap { Int($0.value) } }

  /// `--exclude a,b`: paths SwiftFormat leaves alone.
  public var excluded: [String] { list("exclude") }

  /// `--disable a,b`: rules turned off.
  public var disabledRules: [String] { list("disable") }

  /// `--disable`'s rules, lowercased, to the line that disables them.
  public var disabledRuleLines: [String: Int] {
    guard let line = option("disable")?.line else { return [:] }
    return Dictionary(disabledRules.map { ($0.lowercased(), line) }) { first, _ in first }
  }

  /// `--smarttabs enabled|disabled` (or `true|false`), with its line: whether, with tab
  /// indentation, code is aligned with spaces after the tabs whatever the tab width.
  /// SwiftFormat's default is enabled.
  public var smartTabs: (enabled: Bool, line: Int)? {
    guard let option = option("smarttabs") else { return nil }
    switch option.value.lowercased() {
    case "enabled", "true": return (true, option.line)
    case "disabled", "false": return (false, option.line)
    default: return nil
    }
  }

  /// `--tabwidth N`, with its line.
  public var tabWidth: (width: Int, line: Int)? {
    guard let option = option("tabwidth"), let width = Int(option.value), (1...16).contains(width) else { return nil }
    return (width, option.line)
  }

  private func list(_ name: String) -> [String] {
    option(name)?.value.split(separator: ",").map { SettingsText.trimmed($0) }.filter { !$0.isEmpty } ?? []
  }

  private static func key(_ name: some StringProtocol) -> String {
    String(name.drop(while: { $0 == "-" }).filter { $0 != "-" }).lowercased()
  }

  private static func bool(_ value: String) -> Bool? {
    switch value.lowercased() {
    case "true": true
    case "false": false
    default: nil
    }
  }
}

extension String {
  /// The text without one pair of surrounding double or single quotes.
  fileprivate func replacingQuotes() -> String {
    guard count >= 2, let first, first == last, first == "\"" || first == "'" else { return self }
    return String(dropFirst().dropLast())
  }
}
