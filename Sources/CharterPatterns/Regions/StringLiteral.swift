/// How one kind of string (or character) literal opens, escapes, interpolates and ends.
public struct StringLiteral: Hashable, Sendable {
  /// How a closing delimiter is kept from ending the literal.
  public enum Escape: Hashable, Sendable {
    /// Nothing escapes: the first `close` ends the literal (Go's `` `…` ``, shell `'…'`).
    case none
    /// A backslash makes the next byte part of the literal.
    case backslash
    /// The closing delimiter written twice stands for itself (YAML `'it''s'`).
    case doubledClose
  }

  /// Extra delimiters a raw literal may carry.
  public enum Delimiter: Hashable, Sendable {
    /// `open` and `close` exactly.
    case fixed
    /// Any number of `#` before `open`, and the same number after `close`: Rust `r#"…"#`.
    case hashes
    /// C++ `R"tag(…)tag"`: `open` then a tag up to `(`; `)`, the tag and `close` end it.
    case parenthesizedTag
  }

  /// Code embedded in the literal, such as `${…}`.
  public struct Interpolation: Hashable, Sendable {
    /// The opening marker; its last byte is the bracket whose pairs are balanced inside.
    public var open: [UInt8]
    /// The closing bracket.
    public var close: UInt8

    /// Creates an interpolation rule, such as `Interpolation("${", "}")`.
    public init(_ open: String, _ close: Character) {
      self.open = Array(open.utf8)
      self.close = close.asciiValue ?? UInt8(ascii: "}")
    }
  }

  /// The opening delimiter, such as `"` or `"""`.
  public var open: [UInt8]
  /// The closing delimiter.
  public var close: [UInt8]
  /// How a `close` inside the literal is escaped.
  public var escape: Escape
  /// Whether the literal may continue past a line break; if not, an unclosed literal ends
  /// at the end of its line.
  public var spansLines: Bool
  /// Identifier-like prefixes that may be written before `open` (`r`, `b`, `f`); the empty
  /// string means no prefix. A prefix only counts at the start of a word.
  public var prefixes: [String]
  /// Whether prefixes match regardless of case (Python's `R"…"`).
  public var prefixesIgnoreCase: Bool
  /// Extra delimiters of raw literals.
  public var delimiter: Delimiter
  /// Where the literal may open.
  public var placement: MarkerPlacement
  /// Code regions inside the literal.
  public var interpolations: [Interpolation]
  /// A character literal that must close after one character or escape, or else the opener
  /// is code: Rust's `'a'` versus the lifetime `'a`.
  public var isSingleCharacter: Bool

  /// Creates a literal rule; `close` defaults to `open`.
  public init(
    _ open: String,
    close: String? = nil,
    escape: Escape = .backslash,
    spansLines: Bool = false,
    prefixes: [String] = [""],
    prefixesIgnoreCase: Bool = false,
    delimiter: Delimiter = .fixed,
    placement: MarkerPlacement = .anywhere,
    interpolations: [Interpolation] = [],
    isSingleCharacter: Bool = false
  ) {
    self.open = Array(open.utf8)
    self.close = Array((close ?? open).utf8)
    self.escape = escape
    self.spansLines = spansLines
    self.prefixes = prefixes
    self.prefixesIgnoreCase = prefixesIgnoreCase
    self.delimiter = delimiter
    self.placement = placement
    self.interpolations = interpolations
    self.isSingleCharacter = isSingleCharacter
  }

  /// Whether the literal may open without a prefix.
  var allowsBareOpen: Bool { prefixes.contains("") }
}
