/// The UTF-8 bytes of a text split into lines, turning the byte columns C parsers report into
/// the character columns of ``SourcePosition``.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as CommonMark counts them. Lines and byte columns
/// are 1-based. Character columns count the Unicode scalars of the line prefix, as libyaml,
/// `FileSystem.decodeText` and the pattern engine do (so `é` is one column, and so is each scalar of 👍🏽). A
/// per-line cache makes left-to-right conversions on one long line linear.
struct UTF8LineTable {
  /// The bytes of the text.
  let bytes: [UInt8]
  /// The byte index at which each line starts; `lineStarts[0] == 0`.
  private let lineStarts: [Int]
  /// The last conversion on a line: its line, byte index and characters before that index.
  private var cache: (line: Int, index: Int, characters: Int) = (0, 0, 0)

  /// Splits `bytes` into lines.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        starts.append(index)
      } else if byte == UInt8(ascii: "\r") {
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        starts.append(index)
      }
    }
    lineStarts = starts
  }

  /// How many lines the text has; text ending in a line break has an empty last line.
  var lineCount: Int { lineStarts.count }

  /// The byte indices of `line`'s content, without its line break; empty past the end.
  func contentRange(ofLine line: Int) -> Range<Int> {
    guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
      end -= 1
    }
    return start..<end
  }

  /// The 1-based byte column of the first byte of `line` that is not a space, a tab or a `>`:
  /// where the text of a paragraph's continuation line starts inside any block quotes.
  func firstContentByteColumn(ofLine line: Int) -> Int {
    let range = contentRange(ofLine: line)
    var index = range.lowerBound
    while index < range.upperBound, [0x20, 0x09, 0x3E].contains(bytes[index]) { index += 1 }
    return index - range.lowerBound + 1
  }

  /// The byte of `line` at the 1-based byte `column`, or `nil` outside the line.
  func byte(line: Int, column: Int) -> UInt8? {
    let range = contentRange(ofLine: line)
    let index = range.lowerBound + column - 1
    return range.contains(index) ? bytes[index] : nil
  }

  /// The 1-based character column of the scalar that holds byte `column` of `line`.
  mutating func characterColumn(line: Int, byteColumn column: Int) -> Int {
    let range = contentRange(ofLine: line)
    let index = min(max(range.lowerBound + column - 1, range.lowerBound), range.upperBound)
    return characters(line: line, in: range.lowerBound..<index) + 1
  }

  /// The character column just after the scalar that holds byte `column` of `line`: the
  /// exclusive end of a node whose last byte cmark reports as `column`.
  mutating func characterColumn(line: Int, afterByteColumn column: Int) -> Int {
    let range = contentRange(ofLine: line)
    var index = min(max(range.lowerBound + column, range.lowerBound), range.upperBound)
    while index < range.upperBound, bytes[index] & 0xC0 == 0x80 { index += 1 }
    return characters(line: line, in: range.lowerBound..<index) + 1
  }

  /// The number of scalars of `line`, so `length + 1` is the column after its end.
  mutating func characterLength(ofLine line: Int) -> Int {
    let range = contentRange(ofLine: line)
    return characters(line: line, in: range)
  }

  /// Counts the Unicode scalars in `prefix`, a prefix of `line`'s content, reusing the last
  /// count on the same line when `prefix` extends it.
  private mutating func characters(line: Int, in prefix: Range<Int>) -> Int {
    var start = prefix.lowerBound
    var count = 0
    if cache.line == line, cache.index <= prefix.upperBound, cache.index >= start {
      start = cache.index
      count = cache.characters
    }
    for index in start..<prefix.upperBound where bytes[index] & 0xC0 != 0x80 { count += 1 }
    cache = (line, prefix.upperBound, count)
    return count
  }
}
