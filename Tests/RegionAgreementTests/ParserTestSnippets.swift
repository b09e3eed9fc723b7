import Foundation
import SwiftParser
import SwiftSyntax

/// The Swift snippets swift-syntax's own parser tests feed to its parser: every string literal
/// without interpolation in `Tests/SwiftParserTest` of the corpus, with the test's location
/// markers (`1️⃣`, `ℹ️`) removed as `assertParse` removes them. Thousands of deliberately
/// tricky inputs: regex literals, raw strings, unterminated everything.
enum ParserTestSnippets {
  struct Snippet: Sendable {
    /// `file:line` of the literal in the test file.
    var origin: String
    var bytes: [UInt8]
  }

  static func all(corpus: URL) throws -> [Snippet] {
    let tests = corpus.appendingPathComponent("swift-syntax/Tests/SwiftParserTest")
    var snippets: [Snippet] = []
    for file in Corpus.swiftFiles(in: tests) {
      let source = try String(contentsOf: file, encoding: .utf8)
      let tree = Parser.parse(source: source)
      let converter = SourceLocationConverter(fileName: file.lastPathComponent, tree: tree)
      for token in tree.tokens(viewMode: .sourceAccurate) {
        guard let literal = token.parent?.as(StringLiteralExprSyntax.self),
          literal.openingQuote.id == token.id
        else { continue }
        guard let value = literal.representedLiteralValue, value.utf8.count > 1 else { continue }
        let line = converter.location(for: literal.positionAfterSkippingLeadingTrivia).line
        snippets.append(
          Snippet(origin: "\(file.lastPathComponent):\(line)", bytes: removingMarkers(value)))
      }
    }
    return snippets
  }

  /// Drops `0️⃣`…`9️⃣` and `ℹ️`.
  static func removingMarkers(_ text: String) -> [UInt8] {
    var scalars = String.UnicodeScalarView()
    let input = Array(text.unicodeScalars)
    var index = 0
    while index < input.count {
      if index + 2 < input.count, input[index].properties.numericType != nil,
        input[index].isASCII, input[index + 1] == "\u{FE0F}", input[index + 2] == "\u{20E3}"
      {
        index += 3
      } else if index + 1 < input.count, input[index] == "\u{2139}", input[index + 1] == "\u{FE0F}" {
        index += 2
      } else {
        scalars.append(input[index])
        index += 1
      }
    }
    return Array(String(scalars).utf8)
  }
}
