/// The lines of a Markdown document that an agent reads as prose: outside front matter, fenced
/// code blocks and HTML comment blocks. What the statement and instruction readers go through.
enum ProseLines {
  /// One line: its 0-based index, the byte offset it starts at, its text without the line feed,
  /// and that text without leading blanks.
  struct Line {
    var index: Int
    var start: Int
    var text: Substring
    var trimmed: Substring
  }

  /// Calls `body` with each prose line of `text`, in order.
  static func forEach(in text: String, _ body: (Line) -> Void) {
    var offset = 0
    var fence: UInt8?
    var inComment = false
    var inFrontMatter = false
    for (index, raw) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      let start = offset
      offset += raw.count + 1
      let line = Substring(raw)
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if index == 0, trimmed.hasPrefix("---") {
        inFrontMatter = true
        continue
      }
      if inFrontMatter {
        if trimmed.hasPrefix("---") { inFrontMatter = false }
        continue
      }
      if let marker = fence {
        if trimmed.utf8.count >= 3, trimmed.utf8.prefix(3).allSatisfy({ $0 == marker }) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.utf8.first
        continue
      }
      if inComment {
        if line.contains("-->") { inComment = false }
        continue
      }
      if trimmed.hasPrefix("<!--") {
        inComment = !line.contains("-->")
        continue
      }
      body(Line(index: index, start: start, text: line, trimmed: trimmed))
    }
  }
}
