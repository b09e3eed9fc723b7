import CharterSupport

// MARK: - Inline code positions

/// cmark-gfm's inline positions are off in three ways, which these methods undo:
/// 1. On a paragraph's continuation lines it counts columns as if the line's text started at
///    the paragraph's first column, though it stripped the line's indentation and block-quote
///    markers first: the column is moved by the difference.
/// 2. A backslash hard break (`foo\` at a line end) does not count as a new line: every later
///    line is one behind (``InlineText/lineLag``) and columns on the next line are measured
///    from the previous one: there the span is searched for in the source line instead.
/// 3. Positions include the stripped space of `` ` a ` `` but not the backticks: the range is
///    widened to the backticks.
extension MarkdownDocumentBuilder {
  /// A hard line break; `line` is cmark's line of the last inline node before it.
  mutating func noteLineBreak(hard: Bool) {
    guard var text = inline else { return }
    let line = text.lastNodeLine + text.lineLag
    let content = lines.contentRange(ofLine: line)
    if hard, !content.isEmpty, lines.bytes[content.upperBound - 1] == UInt8(ascii: "\\") {
      text.lineLag += 1
      text.columnsAreReliable = false
    } else {
      text.columnsAreReliable = true
    }
    inline = text
  }

  /// The range of the code span `literal` that cmark places at `span`, backticks included.
  mutating func codeSpanRange(_ literal: String, _ span: RawSpan) -> SourceRange {
    guard let text = inline else { return range(span) }
    var raw = span
    raw.startLine += text.lineLag
    raw.endLine += text.lineLag
    if text.columnsAreReliable {
      raw.startColumn = corrected(line: raw.startLine, column: span.startColumn)
      raw.endColumn = corrected(line: raw.endLine, column: span.endColumn)
    }
    if !isBacktick(line: raw.startLine, column: raw.startColumn - 1),
      let found = findCodeSpan(literal, line: raw.startLine, from: text.searchStart)
    {
      raw.startColumn = found.lowerBound
      raw.endColumn = found.upperBound - 1
    } else {
      while raw.startColumn > 1, isBacktick(line: raw.startLine, column: raw.startColumn - 1) {
        raw.startColumn -= 1
      }
      while isBacktick(line: raw.endLine, column: raw.endColumn + 1) { raw.endColumn += 1 }
    }
    inline?.lastNodeLine = span.endLine
    inline?.searchStart = (raw.endLine, raw.endColumn + 1)
    return range(raw)
  }

  /// `column` on `line`, moved by the indentation cmark stripped from a continuation line.
  private func corrected(line: Int, column: Int) -> Int {
    guard let inline, line > inline.startLine else { return column }
    return max(1, column + lines.firstContentByteColumn(ofLine: line) - inline.startColumn)
  }

  /// The byte columns, backticks included, of the first one-line code span with content
  /// `literal` on `line` at or after `start`.
  private func findCodeSpan(
    _ literal: String, line: Int, from start: (line: Int, column: Int)
  ) -> Range<Int>? {
    let content = lines.contentRange(ofLine: line)
    let bytes = lines.bytes
    let tick = UInt8(ascii: "`")
    let space = UInt8(ascii: " ")
    let body = Array(literal.utf8)
    var index = content.lowerBound + (start.line == line ? max(start.column - 1, 0) : 0)
    while index < content.upperBound {
      guard bytes[index] == tick, index == content.lowerBound || bytes[index - 1] != tick else {
        index += 1
        continue
      }
      var open = index
      while open < content.upperBound, bytes[open] == tick { open += 1 }
      let fence = open - index
      for padding in [0, 1] {
        let bodyStart = open + padding
        let close = bodyStart + body.count + padding
        guard close + fence <= content.upperBound,
          padding == 0 || (bytes[open] == space && bytes[close - 1] == space),
          bytes[bodyStart..<bodyStart + body.count].elementsEqual(body),
          bytes[close..<close + fence].allSatisfy({ $0 == tick }),
          close + fence == content.upperBound || bytes[close + fence] != tick
        else { continue }
        let lineStart = content.lowerBound
        return (index - lineStart + 1)..<(close + fence - lineStart + 1)
      }
      index = open
    }
    return nil
  }

  private func isBacktick(line: Int, column: Int) -> Bool {
    lines.byte(line: line, column: column) == UInt8(ascii: "`")
  }
}
