import CharterDocuments
import CharterSupport

/// One value of an agent rule file's front matter, whether it came from YAML or from the
/// line-by-line reading of front matter that is not valid YAML (``LenientFrontMatter``).
struct FrontMatterValue: Hashable, Sendable {
  /// What the value holds.
  enum Content: Hashable, Sendable {
    /// No value (`key:` alone, `~`, `null`).
    case null
    /// Text, and whether it was quoted (a quoted `"true"` is a string, not a boolean).
    case scalar(String, quoted: Bool)
    /// A list of values.
    case list([FrontMatterValue])
    /// A nested mapping; no agent format uses one at the top level.
    case mapping
  }

  /// What the value holds.
  var content: Content
  /// Where the value's text starts (after an opening quote), so that an offset into the text
  /// gives the column of a character on the same line.
  var position: SourcePosition

  /// Where the value starts as written: at its opening quote, if it has one.
  var start: SourcePosition {
    guard case .scalar(_, quoted: true) = content, position.column > 1 else { return position }
    return SourcePosition(line: position.line, column: position.column - 1)
  }

  /// The boolean a plain `true` or `false` (any YAML spelling) stands for.
  var bool: Bool? {
    guard case .scalar(let text, quoted: false) = content else { return nil }
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// A word for the value's kind, for messages.
  var kindDescription: String {
    switch content {
    case .null: "null"
    case .scalar: bool == nil ? "a string" : "a boolean"
    case .list: "a list"
    case .mapping: "a mapping"
    }
  }

  /// The value of a parsed YAML node.
  init(_ node: YAMLNode) {
    switch node.content {
    case .scalar(let text, let style):
      let quoted = style == .quoted || node.tag == "!!str"
      content = node.isNull ? .null : .scalar(text, quoted: quoted)
      position = SourcePosition(line: node.position.line, column: node.position.column + (style == .quoted ? 1 : 0))
    case .sequence(let items):
      content = .list(items.map(FrontMatterValue.init))
      position = node.position
    case .mapping:
      content = .mapping
      position = node.position
    }
  }

  /// A value with `content` at `position`.
  init(_ content: Content, at position: SourcePosition) {
    self.content = content
    self.position = position
  }
}

/// One `key: value` of an agent rule file's front matter.
struct FrontMatterField: Hashable, Sendable {
  /// The key as written.
  var key: String
  /// Where the key starts.
  var keyPosition: SourcePosition
  /// Its value.
  var value: FrontMatterValue
}
