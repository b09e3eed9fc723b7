import CharterRules

extension TeamSettings {
  /// A line-length limit one of the team's settings files states for a file.
  public struct DeclaredLineLength: Hashable, Sendable {
    /// The limit, in characters.
    public var limit: Int
    /// The settings file and line that state it, e.g. `.swiftlint.yml:4`.
    public var source: SourceReference
    /// How the file spells it (`--maxwidth 120`, `line_length: 120`).
    public var setting: String
  }

  /// The line-length limits the settings files state for the Swift file `path`: for each tool,
  /// its closest file that states one — SwiftFormat's `--maxwidth`, swift-format's
  /// `lineLength`, SwiftLint's `line_length` (its warning level) and `.editorconfig`'s
  /// `max_line_length`. Defaults a tool assumes when its file says nothing are not stated.
  public func lineLengths(for path: String) -> [DeclaredLineLength] {
    var found: [String: DeclaredLineLength] = [:]
    for name in Self.folderChain(of: path).reversed() {
      let settings = folder(name)
      if found["swiftformat"] == nil, let option = settings.swiftFormat?.option("maxwidth"), let limit = Int(option.value) {
        found["swiftformat"] = DeclaredLineLength(
          limit: limit, source: SourceReference(path: Self.join(name, ".swiftformat"), line: option.line),
          setting: "--maxwidth \(limit)")
      }
      if found["swift-format"] == nil, let config = settings.swiftFormatJSON, let limit = config.lineLength {
        found["swift-format"] = DeclaredLineLength(
          limit: limit, source: SourceReference(path: Self.join(name, ".swift-format"), line: config.lineLengthLine ?? 1),
          setting: "\"lineLength\": \(limit)")
      }
      if found["swiftlint"] == nil, let config = settings.swiftLint, let limit = config.lineLength {
        found["swiftlint"] = DeclaredLineLength(
          limit: limit, source: SourceReference(path: Self.join(name, ".swiftlint.yml"), line: config.lineLengthLine ?? 1),
          setting: "line_length: \(limit)")
      }
      if found["editorconfig"] == nil, let config = settings.editorConfig {
        let relative = name.isEmpty ? path : String(path.dropFirst(name.count + 1))
        let properties = config.properties(for: relative)
        if let property = properties["max_line_length"], let limit = Int(property.value) {
          found["editorconfig"] = DeclaredLineLength(
            limit: limit, source: SourceReference(path: Self.join(name, ".editorconfig"), line: property.line),
            setting: "max_line_length = \(limit)")
        }
      }
    }
    return found.values.sorted { ($0.source.path, $0.source.line) < ($1.source.path, $1.source.line) }
  }
}
