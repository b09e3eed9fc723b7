/// The plain text and code spans of one paragraph, heading or table cell, collected from its
/// inline nodes by ``MarkdownDocumentBuilder``.
struct InlineText {
  /// Where the block's text starts in the parsed text: cmark's line and byte column.
  let startLine: Int
  let startColumn: Int
  /// The text so far: soft breaks are spaces, hard breaks `\n`.
  private(set) var text = ""
  /// The code spans so far.
  var codeSpans: [MarkdownInlineCode] = []
  /// The UTF-8 offset in ``text`` where the last source line's text starts.
  private var lastLineOffset = 0

  // MARK: Working around cmark-gfm's inline positions

  /// How many lines cmark's inline positions lag behind: cmark-gfm does not count the line
  /// end of a backslash hard break (`foo\` at the end of a line).
  var lineLag = 0
  /// Whether cmark's columns on the current line can be trusted: not after a backslash hard
  /// break, until the next line break.
  var columnsAreReliable = true
  /// The line (as cmark counts it) of the last inline node with a position.
  var lastNodeLine: Int
  /// The file position after the last code span, where searching for the next one starts.
  var searchStart: (line: Int, column: Int)

  init(startLine: Int, startColumn: Int) {
    self.startLine = startLine
    self.startColumn = startColumn
    lastNodeLine = startLine
    searchStart = (startLine, startColumn)
  }

  /// Adds the text of a text node or a code span.
  mutating func append(_ string: String) { text += string }

  /// Adds a line break; `hard` for a hard break (two spaces or `\` at the end of the line).
  mutating func appendBreak(hard: Bool) {
    text += hard ? "\n" : " "
    lastLineOffset = text.utf8.count
  }

  /// The text of the last source line, such as `Wrong:` for a paragraph `The fix\nWrong:`.
  var lastLine: String { String(decoding: text.utf8.dropFirst(lastLineOffset), as: UTF8.self) }

  /// The text, trimmed of surrounding whitespace.
  var trimmedText: String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}
