import CharterSupport

// MARK: - Positions

extension MarkdownDocumentBuilder {
  /// Converts cmark's byte-based, end-inclusive span into a file range in characters.
  ///
  /// An end column of 0, which cmark reports for blocks that end with a blank line (and for
  /// setext headings), becomes the end of the line before.
  mutating func range(_ span: RawSpan) -> SourceRange {
    // cmark-gfm gives some nodes no source position (line 0): such a node is placed at the
    // start of the body rather than before the file's first line.
    var span = span
    if span.startLine < 1 {
      span.startLine = 1
      span.startColumn = max(span.startColumn, 1)
    }
    if span.endLine < span.startLine { (span.endLine, span.endColumn) = (span.startLine, span.startColumn) }
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
}
