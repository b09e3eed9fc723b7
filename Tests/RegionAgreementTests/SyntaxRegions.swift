import CharterKit
import SwiftParser
import SwiftSyntax

/// The classes swift-syntax implies for each byte of a file.
///
/// - Comment trivia (and a shebang line) is comment.
/// - String and regex literal tokens — segments, quotes, raw-string `#`s, regex slashes,
///   `#`s and patterns — are string; so are the `\` and `#`s that continue a line inside a
///   multi-line string, which swift-syntax keeps as trivia.
/// - Everything else is code, including an interpolation's `\`, `#`s, `(` and `)`.
/// - Whitespace trivia is not compared (`nil`): between tokens it is code, inside a multi-line
///   string swift-syntax moves indentation and line breaks into trivia.
struct SyntaxRegions {
  /// The expected kind of each byte, or `nil` where it is not compared.
  private(set) var kinds: [RegionKind?]
  /// Whether swift-syntax reported syntax errors in the file.
  let hasErrors: Bool

  init(bytes: [UInt8]) {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    hasErrors = tree.hasError
    kinds = Array(repeating: nil, count: bytes.count)
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position.utf8Offset
      let tokenKind = Self.kind(of: token)
      for piece in token.leadingTrivia { offset = mark(piece, at: offset) }
      let length = token.trimmedLength.utf8Length
      for position in offset..<(offset + length) { kinds[position] = tokenKind }
      offset += length
      for piece in token.trailingTrivia { offset = mark(piece, at: offset) }
    }
  }

  private mutating func mark(_ piece: TriviaPiece, at offset: Int) -> Int {
    let length = piece.sourceLength.utf8Length
    let kind: RegionKind?
    switch piece {
    case .lineComment, .blockComment, .docLineComment, .docBlockComment: kind = .comment
    case .backslashes, .pounds: kind = .string
    case .unexpectedText: kind = .code
    default: kind = nil
    }
    for position in offset..<(offset + length) { kinds[position] = kind }
    return offset + length
  }

  private static func kind(of token: TokenSyntax) -> RegionKind {
    switch token.tokenKind {
    case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote, .regexSlash,
      .regexPoundDelimiter, .regexLiteralPattern:
      return .string
    case .rawStringPoundDelimiter:
      return token.parent?.is(ExpressionSegmentSyntax.self) == true ? .code : .string
    case .shebang:
      return .comment
    default:
      return .code
    }
  }
}
