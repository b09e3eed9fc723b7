/// The open blocks and brackets at a point in a file, line by line, for ``IndentationCheck``.
struct BlockStructure {
  private enum Frame {
    /// A `{` block; `indents` are the indentation of the line that opened it and, when that
    /// line continues a statement, of the statement's first line: the body may be one level
    /// deeper than either.
    case brace(indents: [Int], isSwitch: Bool)
    /// A `case`/`default` label inside a switch: its statements are one level deeper.
    case label(indent: Int)
    /// An open `(` or `[`: lines inside continue an expression.
    case bracket
    /// An `#if` block: its lines may sit at the surrounding level or one deeper.
    case directive
  }

  private var frames: [Frame] = []
  /// Whether the previous code line ended in an operator or a comma, so this one continues it.
  private var continues = false
  /// The indentation of the first line of the statement the current line belongs to.
  private var statementIndent = 0
  /// Whether the statement the current line belongs to contains `switch`.
  private var statementIsSwitch = false
  /// Which bytes are code, visited line by line.
  private var cursor: RegionCursor

  init(regions: RegionMap?) {
    cursor = RegionCursor(regions)
  }

  /// The indentations (in columns) `line` may have, or `nil` when it may indent freely.
  func expectedIndent(for file: borrowing LintedFile, line: Range<Int>, first: Int, width: Int) -> [Int]? {
    let bytes = file.bytes
    guard !isContinuation(file, line: line, first: first) else { return nil }
    if bytes[first] == 0x7D /* } */ { return innermostBrace?.indents }
    if Self.startsLabel(bytes, first, line.upperBound), let opener = innermostBrace, opener.isSwitch {
      return opener.indents + opener.indents.map { $0 + width }
    }
    return blockIndents(width: width)
  }

  /// Whether `line` continues an expression and so may indent freely.
  private func isContinuation(_ file: borrowing LintedFile, line: Range<Int>, first: Int) -> Bool {
    let head = file.bytes[first]
    if case .bracket = frames.last { return true }
    return continues || head == 0x23 /* # */ || head == 0x29 || head == 0x5D
      || Self.isOperatorStart(file.bytes, first, line.upperBound)
      || Self.leadingWords.contains { Self.startsWord($0, file.bytes, first, line.upperBound) }
  }

  /// Keywords that, first on a line, continue the declaration above (`) throws -> T`).
  private static let leadingWords = ["throws", "rethrows", "async", "where"].map { Array($0.utf8) }

  /// Updates the open blocks with the code on `line`.
  mutating func consume(_ file: borrowing LintedFile, line: Range<Int>, first: Int, indent: Int) {
    let bytes = file.bytes
    if bytes[first] == 0x23 /* # */, Self.conditionalDirectives.contains(where: { Self.startsWord($0, bytes, first, line.upperBound) }) {
      if Self.startsWord(Self.ifDirective, bytes, first, line.upperBound) {
        frames.append(.directive)
      } else if Self.startsWord(Self.endifDirective, bytes, first, line.upperBound),
        let index = frames.lastIndex(where: { if case .directive = $0 { true } else { false } })
      {
        frames.remove(at: index)
      }
      return
    }
    let startsStatement = !isContinuation(file, line: line, first: first)
    if startsStatement {
      statementIndent = indent
      statementIsSwitch = false
    }
    let indents = statementIndent == indent ? [indent] : [statementIndent, indent].sorted()
    let isLabel = Self.startsLabel(bytes, first, line.upperBound) && innermostBrace?.isSwitch == true
    if isLabel {
      if case .label = frames.last { frames.removeLast() }
      frames.append(.label(indent: indent))
    }
    var lastCode: UInt8 = 0
    var lastCodeIndex = -1
    var index = first
    while index < line.upperBound {
      let run = cursor.run(at: index)
      let end = min(run.end, line.upperBound)
      defer { index = end }
      guard run.isCode else { continue }
      for offset in index..<end {
        let byte = bytes[offset]
        switch byte {
        case 0x20, 0x09: continue
        case 0x7B:  // {
          statementIsSwitch = statementIsSwitch || Self.containsSwitch(bytes, first..<offset)
          frames.append(.brace(indents: indents, isSwitch: statementIsSwitch))
          statementIsSwitch = false
        case 0x7D:  // }
          while let frame = frames.popLast() { if case .brace = frame { break } }
        case 0x28, 0x5B:  // ( [
          frames.append(.bracket)
        case 0x29, 0x5D:  // ) ]
          if case .bracket = frames.last { frames.removeLast() }
        default: break
        }
        lastCode = byte
        lastCodeIndex = offset
      }
    }
    guard lastCodeIndex >= 0 else { return }  // a comment-only line changes nothing
    if !statementIsSwitch { statementIsSwitch = Self.containsSwitch(bytes, first..<(lastCodeIndex + 1)) }
    if isLabel && lastCode == 0x3A /* : */ {
      continues = false
    } else {
      continues = Self.continuationBytes.contains(lastCode) || Self.endsWithContinuingWord(bytes, lastCodeIndex, line.lowerBound)
    }
  }

  /// Keywords that, last on a line, continue the statement on the next one.
  private static let continuingWords = ["return", "throw", "try", "await", "guard", "if", "while", "case"]
    .map { Array($0.utf8) }
  private static let switchWord = Array("switch".utf8)
  private static let ifDirective = Array("#if".utf8)
  private static let endifDirective = Array("#endif".utf8)
  private static let conditionalDirectives = ["#if", "#elseif", "#else", "#endif"].map { Array($0.utf8) }
  private static let labelWords = ["case", "default", "@unknown"].map { Array($0.utf8) }

  private static func endsWithContinuingWord(_ bytes: UnsafeBufferPointer<UInt8>, _ last: Int, _ lineStart: Int) -> Bool {
    for word in continuingWords {
      let start = last + 1 - word.count
      guard start >= lineStart, startsWord(word, bytes, start, last + 1) else { continue }
      if start == lineStart || !isWordByte(bytes[start - 1]) { return true }
    }
    return false
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  // MARK: - Helpers

  private var innermostBrace: (indents: [Int], isSwitch: Bool)? {
    for frame in frames.reversed() { if case .brace(let indents, let isSwitch) = frame { return (indents, isSwitch) } }
    return nil
  }

  /// One level deeper than the innermost block or label; 0 at the top level.
  private func blockIndents(width: Int) -> [Int] {
    var directives = 0
    var base = [0]
    for frame in frames.reversed() {
      switch frame {
      case .brace(let indents, _): base = indents.map { $0 + width }
      case .label(let indent): base = [indent + width]
      case .directive:
        directives += 1
        continue
      case .bracket: continue
      }
      break
    }
    // Each enclosing `#if` allows one more level (swift-format indents inside `#if`).
    var allowed = base
    for level in 0..<directives { allowed += base.map { $0 + (level + 1) * width } }
    return allowed
  }

  /// `,` and operator characters that leave an expression open at the end of a line.
  private static let continuationBytes = ByteSet(",=+-*/%&|^<>?:!~.")
  private static let operatorStarts = ByteSet(".=+-*%&|^<>?:~")

  private static func isOperatorStart(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    // `.member`, `-1`, `->`, `&&` …; `/` starts comments, which regions handle.
    operatorStarts.contains(bytes[index])
  }

  private static func startsLabel(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    labelWords.contains { startsWord($0, bytes, index, end) }
  }

  private static func startsWord(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    guard index + word.count <= end else { return false }
    for offset in 0..<word.count where bytes[index + offset] != word[offset] { return false }
    return index + word.count == end || !isWordByte(bytes[index + word.count])
  }

  /// Whether the word `switch` occurs in `range`.
  private static func containsSwitch(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == 0x73 /* s */, startsWord(switchWord, bytes, index, range.upperBound),
        index == range.lowerBound || !isWordByte(bytes[index - 1])
      {
        return true
      }
      index += 1
    }
    return false
  }
}
