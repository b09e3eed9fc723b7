/// The open blocks and brackets at a point in a file, line by line, for ``IndentationCheck``.
struct BlockStructure {
  private enum Frame {
    /// A `{` block; `indent` is the indentation of the line that opened it.
    case brace(indent: Int, isSwitch: Bool)
    /// A `case`/`default` label inside a switch: its statements are one level deeper.
    case label(indent: Int)
    /// An open `(` or `[`: lines inside continue an expression.
    case bracket
  }

  private var frames: [Frame] = []
  /// Whether the previous code line ended in an operator or a comma, so this one continues it.
  private var continues = false

  /// The indentation (in columns) `line` may have, or `nil` when it may indent freely.
  func expectedIndent(for file: borrowing LintedFile, line: Range<Int>, first: Int, width: Int) -> ClosedRange<Int>? {
    let bytes = file.bytes
    let head = bytes[first]
    if case .bracket = frames.last { return nil }
    if continues || head == 0x23 /* # */ || head == 0x29 || head == 0x5D { return nil }
    if Self.isOperatorStart(bytes, first, line.upperBound) { return nil }
    let base = blockIndent(width: width)
    if head == 0x7D /* } */ {
      guard let opener = innermostBrace else { return nil }
      return opener.indent...opener.indent
    }
    if Self.startsLabel(bytes, first, line.upperBound), let opener = innermostBrace, opener.isSwitch {
      return opener.indent...(opener.indent + width)
    }
    return base...base
  }

  /// Updates the open blocks with the code on `line`.
  mutating func consume(_ file: borrowing LintedFile, line: Range<Int>, first: Int, indent: Int) {
    let bytes = file.bytes
    let isLabel = Self.startsLabel(bytes, first, line.upperBound) && innermostBrace?.isSwitch == true
    if isLabel {
      if case .label = frames.last { frames.removeLast() }
      frames.append(.label(indent: indent))
    }
    var lastCode: UInt8 = 0
    var index = first
    while index < line.upperBound {
      let byte = bytes[index]
      defer { index += 1 }
      guard file.kind(of: index..<(index + 1)) == .code else { continue }
      switch byte {
      case 0x7B:  // {
        frames.append(.brace(indent: indent, isSwitch: Self.contains("switch", bytes, first..<index)))
      case 0x7D:  // }
        while let frame = frames.popLast() { if case .brace = frame { break } }
      case 0x28, 0x5B:  // ( [
        frames.append(.bracket)
      case 0x29, 0x5D:  // ) ]
        if case .bracket = frames.last { frames.removeLast() }
      default: break
      }
      if byte != 0x20, byte != 0x09 { lastCode = byte }
    }
    continues = !isLabel && Self.continuationBytes.contains(lastCode)
  }

  // MARK: - Helpers

  private var innermostBrace: (indent: Int, isSwitch: Bool)? {
    for frame in frames.reversed() { if case .brace(let indent, let isSwitch) = frame { return (indent, isSwitch) } }
    return nil
  }

  /// One level deeper than the innermost block or label; 0 at the top level.
  private func blockIndent(width: Int) -> Int {
    for frame in frames.reversed() {
      switch frame {
      case .brace(let indent, _), .label(let indent): return indent + width
      case .bracket: continue
      }
    }
    return 0
  }

  /// `,` and operator characters that leave an expression open at the end of a line.
  private static let continuationBytes: Set<UInt8> = Set(",=+-*/%&|^<>?:!~.".utf8)

  private static func isOperatorStart(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    let byte = bytes[index]
    if byte == 0x2E { return true }  // .member
    guard Set("=+-*%&|^<>?:~".utf8).contains(byte) else { return false }
    // `-1` or `->` are still continuations; `/` starts comments, handled as regions.
    return true
  }

  private static func startsLabel(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    startsWord("case", bytes, index, end) || startsWord("default", bytes, index, end)
      || startsWord("@unknown", bytes, index, end)
  }

  private static func startsWord(_ word: String, _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= end else { return false }
    for (offset, byte) in utf8.enumerated() where bytes[index + offset] != byte { return false }
    guard index + utf8.count < end else { return true }
    let next = bytes[index + utf8.count]
    return !(next == 0x5F || (next >= 0x30 && next <= 0x39) || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A))
  }

  private static func contains(_ word: String, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      if startsWord(word, bytes, index, range.upperBound),
        index == range.lowerBound || !(bytes[index - 1] == 0x5F || (bytes[index - 1] | 0x20 >= 0x61 && bytes[index - 1] | 0x20 <= 0x7A))
      {
        return true
      }
      index += 1
    }
    return false
  }
}
