/// A language's lexical syntax as data: which markers open comments and strings, how strings
/// escape and end, what interpolates code back into them.
///
/// The generic scanner interprets these tables, so supporting a new language is adding an
/// entry to ``LanguageSyntax/catalog``. Swift is the exception: its rules (regex literals,
/// raw-string interpolation) need the dedicated scanner named by ``Engine/swift``.
public struct LanguageSyntax: Hashable, Sendable {
  /// Which scanner interprets the table.
  public enum Engine: Hashable, Sendable {
    /// The generic, table-driven scanner.
    case table
    /// The dedicated Swift scanner, which follows swift-syntax's lexer exactly.
    case swift
  }

  /// A short lowercase name, such as `swift` or `python`.
  public var name: String
  /// File extensions, without the dot, lowercased.
  public var fileExtensions: [String]
  /// Markers that comment out the rest of the line.
  public var lineComments: [LineComment]
  /// Paired comment markers.
  public var blockComments: [BlockComment]
  /// String and character literals, tried in order at each position, so list longer openers
  /// (`"""`) before their prefixes (`"`).
  public var strings: [StringLiteral]
  /// A byte that may separate digits inside a number (C++'s `1'000`), so it does not open a
  /// literal there.
  public var digitSeparator: UInt8?
  /// Which scanner interprets the table.
  public var engine: Engine

  /// Creates a language description.
  public init(
    name: String,
    fileExtensions: [String],
    lineComments: [LineComment] = [],
    blockComments: [BlockComment] = [],
    strings: [StringLiteral] = [],
    digitSeparator: UInt8? = nil,
    engine: Engine = .table
  ) {
    self.name = name
    self.fileExtensions = fileExtensions
    self.lineComments = lineComments
    self.blockComments = blockComments
    self.strings = strings
    self.digitSeparator = digitSeparator
    self.engine = engine
  }
}

/// Where in a line a marker may start.
public enum MarkerPlacement: Hashable, Sendable {
  /// Anywhere in code.
  case anywhere
  /// At the start of the text or of a line, or right after one of these bytes (for example
  /// whitespace, so that shell's `a#b` is not a comment).
  case after([UInt8])
  /// At the start of a line, or where the text before, blanks skipped, ends in one of these
  /// bytes: YAML's `key: "quoted"` and `- 'item'`, but not `plain "text"`.
  case afterBlanksFollowing([UInt8])

  /// Whitespace only: YAML's rule for `#`.
  public static let afterWhitespace = MarkerPlacement.after(Array(" \t\r\n".utf8))
}

/// A marker that comments out the rest of its line.
public struct LineComment: Hashable, Sendable {
  /// The marker, such as `//` or `#`.
  public var marker: [UInt8]
  /// Where the marker may start.
  public var placement: MarkerPlacement

  /// Creates a line comment marker.
  public init(_ marker: String, placement: MarkerPlacement = .anywhere) {
    self.marker = Array(marker.utf8)
    self.placement = placement
  }
}

/// A pair of comment markers, such as `/*` and `*/`.
public struct BlockComment: Hashable, Sendable {
  /// The opening marker.
  public var open: [UInt8]
  /// The closing marker.
  public var close: [UInt8]
  /// Whether an inner `open` needs its own `close` (Swift, Rust, Kotlin).
  public var nests: Bool

  /// Creates a block comment rule.
  public init(_ open: String, _ close: String, nests: Bool = false) {
    self.open = Array(open.utf8)
    self.close = Array(close.utf8)
    self.nests = nests
  }
}
