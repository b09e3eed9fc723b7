// MARK: - Positions

extension MarkdownDocumentBuilder {
  /// Converts cmark's byte-based, end-inclusive span into a file range in characters.
  ///
  /// An end column of 0, which cmark reports for blocks that end with a blank line (and for
  /// setext headings), becomes the end of the line before.
  mutating func range(_ span: RawSpan) -> SourceRange {
    let start = SourcePosition(
      line: span.startLine + lineOffset,
      column: lines.characterColumn(line: span.startLine, byteColumn: span.startColumn))
    var end: SourcePosition
    if span.endColumn > 0 {
      end = SourcePosition(
        line: span.endLine + lineOffset,
        column: lines.characterColumn(line: span.endLine, afterByteColumn: span.endColumn))
    } else if span.endLine > span.startLine {
      let line = span.endLine - 1
      end = SourcePosition(
        line: line + lineOffset, column: lines.characterLength(ofLine: line) + 1)
    } else {
      end = start
    }
    return SourceRange(start: start, end: max(start, end))
  }

  /// The range of an inline code span, backticks included.
  ///
  /// cmark-gfm reports inline positions on a paragraph's continuation lines as if each line's
  /// text started at the paragraph's first column, but it strips the line's indentation and
  /// block-quote markers first. The text really starts after those, so the column is moved
  /// by the difference, when that lands next to a backtick.
  mutating func codeSpanRange(_ span: RawSpan) -> SourceRange {
    var start = corrected(line: span.startLine, column: span.startColumn, backtickOffset: -1)
    var end = corrected(line: span.endLine, column: span.endColumn, backtickOffset: 1)
    while start > 1, isBacktick(line: span.startLine, column: start - 1) { start -= 1 }
    while isBacktick(line: span.endLine, column: end + 1) { end += 1 }
    return range(
      RawSpan(startLine: span.startLine, startColumn: start, endLine: span.endLine, endColumn: end))
  }

  /// `column` on `line` of the current inline text, corrected for stripped indentation; the
  /// correction is kept if the byte at `column + backtickOffset` is then a backtick.
  private func corrected(line: Int, column: Int, backtickOffset: Int) -> Int {
    guard let inline, line > inline.startLine else { return column }
    let shifted = column + lines.firstContentByteColumn(ofLine: line) - inline.startColumn
    if isBacktick(line: line, column: shifted + backtickOffset)
      || !isBacktick(line: line, column: column + backtickOffset)
    {
      return max(shifted, 1)
    }
    return column
  }

  private func isBacktick(line: Int, column: Int) -> Bool {
    lines.byte(line: line, column: column) == UInt8(ascii: "`")
  }
}

// MARK: - Labels

extension MarkdownDocumentBuilder {
  /// The label of a code block from what is directly above it, else from a comment on its
  /// first non-blank line. See ``CodeExampleLabel``.
  func label(forCode code: String) -> (label: CodeExampleLabel, origin: CodeExampleLabel.Origin)? {
    switch previousLeaf {
    case .text(let line):
      if let label = CodeExampleLabel(labelLine: line) { return (label, .precedingText) }
    case .heading(let text):
      if let label = CodeExampleLabel(labelLine: text) { return (label, .heading) }
    case .none: break
    }
    var rest = Substring(code)
    while !rest.isEmpty {
      let end = rest.firstIndex(of: "\n") ?? rest.endIndex
      let line = rest[..<end]
      if !line.allSatisfy(\.isWhitespace) {
        return CodeExampleLabel(commentLine: String(line)).map { ($0, .comment) }
      }
      rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
    }
    return nil
  }
}
