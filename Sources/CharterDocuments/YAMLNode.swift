import CharterSupport

/// A node of a parsed YAML document, with the position it was read from.
///
/// Charter's own value type: nothing outside the libyaml adapter (``YAMLParser``) sees a C
/// pointer. Scalars keep their text as written (after YAML unescaping); typed accessors such
/// as ``bool`` and ``int`` interpret them with YAML 1.2 core-schema rules.
public struct YAMLNode: Hashable, Sendable {
  /// What the node holds.
  public enum Content: Hashable, Sendable {
    /// A scalar, with its text and how it was written.
    case scalar(String, YAMLScalarStyle)
    /// A sequence, in document order.
    case sequence([YAMLNode])
    /// A mapping, in document order. Keys are unique: the parser refuses duplicates.
    case mapping([YAMLPair])
  }

  /// What the node holds.
  public var content: Content
  /// The 1-based line and column where the node starts, counted in the whole file.
  public var position: SourcePosition
  /// An explicit tag such as `!!str`, if one was written.
  public var tag: String?

  /// Creates a node.
  public init(_ content: Content, at position: SourcePosition, tag: String? = nil) {
    self.content = content
    self.position = position
    self.tag = tag
  }
}

/// How a scalar was written, which decides whether `true` means a boolean or the word.
public enum YAMLScalarStyle: Hashable, Sendable {
  /// Unquoted.
  case plain
  /// `'…'`, `"…"`, `|` or `>`: always a string.
  case quoted
}

/// One key and its value in a YAML mapping.
public struct YAMLPair: Hashable, Sendable {
  /// The key node (usually a scalar).
  public var key: YAMLNode
  /// The value node.
  public var value: YAMLNode

  /// Creates a pair.
  public init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

// MARK: - Accessors

extension YAMLNode {
  /// The scalar's text, or `nil` for a sequence or a mapping.
  public var scalar: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  /// The scalar's text when it is a string in YAML terms: quoted, or plain and not a null,
  /// boolean or number.
  public var string: String? {
    guard case .scalar(let text, let style) = content else { return nil }
    if style == .quoted || tag == "!!str" { return text }
    if isNull || bool != nil || int != nil || double != nil { return nil }
    return text
  }

  /// True for `~`, `null`, `Null`, `NULL` and an empty plain scalar.
  public var isNull: Bool {
    guard case .scalar(let text, .plain) = content, tag == nil else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(text)
  }

  /// The boolean a plain `true`/`false` (any YAML 1.2 spelling) stands for.
  public var bool: Bool? {
    guard case .scalar(let text, .plain) = content, tag == nil || tag == "!!bool" else { return nil }
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// The integer a plain decimal scalar stands for.
  public var int: Int? {
    guard case .scalar(let text, .plain) = content, tag == nil || tag == "!!int" else { return nil }
    return Int(text)
  }

  /// The number a plain floating-point scalar stands for.
  public var double: Double? {
    guard case .scalar(let text, .plain) = content, tag == nil || tag == "!!float",
      text.contains(where: \.isNumber), Int(text) == nil
    else { return nil }
    return Double(text)
  }

  /// The items of a sequence, or `nil`.
  public var sequence: [YAMLNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The pairs of a mapping, or `nil`.
  public var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// The value for the scalar key `key` in a mapping.
  public subscript(key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar == key }?.value
  }

  /// A word for the node's kind, for messages: "a string", "a list", "a mapping" …
  public var kindDescription: String {
    switch content {
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .scalar:
      if isNull { return "null" }
      if bool != nil { return "a boolean" }
      if int != nil || double != nil { return "a number" }
      return "a string"
    }
  }
}
