/// Classifies Swift source byte for byte as swift-syntax's lexer tokenizes it: comments are
/// trivia, string and regex literal pieces are strings, and everything else — including the
/// code inside `\( … )` — is code.
///
/// Like swift-syntax it keeps a stack of open string interpolations and remembers just enough
/// of the previous token (can an expression start after it? was it `try`?) to decide whether
/// a `/` starts a regex literal or is an operator. One pass, no allocation per token.
///
/// It agrees with swift-syntax on every file of the benchmark corpus and on every one of
/// swift-syntax's own parser-test snippets that parses without errors. It differs only on
/// invalid code, where swift-syntax's parser recovers in ways a lexer cannot see: merge
/// conflict markers (`<<<<<<<` … `>>>>>>>`, skipped as trivia there), curly quotes
/// (`“…”`), and an unclosed `\(` whose parser re-lexes what follows.
struct SwiftScanner {
  /// A string literal being read: its kind and the number of `#` around it.
  struct Literal {
    enum Kind { case singleLine, multiLine, singleQuote }
    var kind: Kind
    var pounds: Int
  }

  /// An open `\( … )` and the literal to return to when it closes.
  struct Interpolation {
    var literal: Literal
    var parenDepth: Int
  }

  /// What the scanner is reading at `index`.
  enum Mode {
    case code
    /// A literal's body; the current string region started at `regionStart`.
    case literal(Literal, regionStart: Int)
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var mode = Mode.code
  var regions = RegionBuilder()
  var interpolations: [Interpolation] = []
  var previous = PreviousToken.start
  /// Set by `try?` and `try!`: the next token is lexed preferring a regex literal.
  var preferRegex = false

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Classifies the whole file.
  mutating func scan() -> [RegionSpan] {
    while index < bytes.count {
      switch mode {
      case .code:
        skipTrivia()
        if case .code = mode, index < bytes.count { lexToken() }
      case .literal(let literal, let regionStart):
        scanLiteralBody(literal, regionStart: regionStart)
      }
    }
    if case .literal(_, let regionStart) = mode {
      regions.add(.string, regionStart, bytes.count)
    }
    return regions.spans
  }

  /// The byte at `position`, or 0 past the end (swift-syntax reads the end as NUL too).
  @inline(__always)
  func byte(_ position: Int) -> UInt8 {
    position < bytes.count && position >= 0 ? bytes[position] : 0
  }

  // MARK: - Trivia

  /// Skips whitespace and comments. A line break inside the interpolation of a single-line
  /// string ends that interpolation and the string (swift-syntax does the same).
  mutating func skipTrivia() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0B, 0x0C, 0x00:
        index += 1
      case 0x0A, 0x0D:
        if let top = interpolations.last, top.literal.kind != .multiLine, !preferRegex {
          interpolations.removeLast()
          mode = .literal(top.literal, regionStart: index)
          return
        }
        index += 1
      case UInt8(ascii: "/"):
        if byte(index + 1) == UInt8(ascii: "/") {
          let start = index
          while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
          regions.add(.comment, start, index)
        } else if byte(index + 1) == UInt8(ascii: "*") {
          skipBlockComment()
        } else {
          return
        }
      case 0xEF where byte(index + 1) == 0xBB && byte(index + 2) == 0xBF:
        index += 3
      default:
        return
      }
    }
  }

  /// Skips a `/* … */` comment; they nest, and an unclosed one runs to the end of the file.
  mutating func skipBlockComment() {
    let start = index
    var depth = 1
    index += 2
    while index < bytes.count {
      let current = bytes[index]
      index += 1
      if current == UInt8(ascii: "*"), byte(index) == UInt8(ascii: "/") {
        index += 1
        depth -= 1
        if depth == 0 { break }
      } else if current == UInt8(ascii: "/"), byte(index) == UInt8(ascii: "*") {
        index += 1
        depth += 1
      }
    }
    regions.add(.comment, start, index)
  }
}

/// What the scanner remembers of the previous token, as swift-syntax's regex heuristics need.
struct PreviousToken {
  enum Keyword { case none, `try`, funcOrOperator }

  /// Whether an expression can start after it, so a `/` there may open a regex literal.
  var allowsRegex: Bool
  /// `(`, `[`, `,` or `:`: an unapplied operator such as `reduce(0, /)` may follow.
  var opensArgument = false
  /// `try`, `func`, `operator`, which change how a following operator is read.
  var keyword = Keyword.none
  /// `.`, after which `0.1` is two integers (`x.0.1`).
  var isPeriod = false

  /// The start of the file.
  static let start = PreviousToken(allowsRegex: true)
  /// Ends an expression: an identifier, a literal, a closing bracket, a postfix operator.
  static let value = PreviousToken(allowsRegex: false)
  /// Sequences expressions: `{`, `;`, a binary or prefix operator, most keywords.
  static let separator = PreviousToken(allowsRegex: true)
  /// `(`, `[`, `,`, `:`.
  static let argument = PreviousToken(allowsRegex: true, opensArgument: true)
  /// `.` on its own.
  static let period = PreviousToken(allowsRegex: false, isPeriod: true)
}
