/// Decides, from Charter's own region scan, whether a Swift file is safe to hand to
/// swift-syntax: its parser takes exponential time on some unbalanced brackets (`deinit {`
/// then a line of unclosed `[`) and deep nesting, and can overflow the stack. A file whose
/// code brackets do not balance, or nest deeper than ``maximumDepth``, is not parsed for
/// structural checks; its text checks still run, and it gets one diagnostic.
enum BracketGuard {
  /// The deepest bracket nesting parsed. Real code stays far below it; generated tables and
  /// hostile input do not.
  static let maximumDepth = 64
  /// The longest `if … else if …` chain parsed: swift-syntax's parser recurses once per
  /// `else if` and overflows a worker thread's stack between 10,000 and 20,000 of them.
  static let maximumElseIfChain = 1_000

  /// Why `file` is not parsed (`nil` when it is safe): the first bracket that does not
  /// balance, or that nests too deep, as a message and its byte offset.
  static func problem(in file: borrowing LintedFile) -> (message: String, offset: Int)? {
    let bytes = file.bytes
    let spans = file.regions?.spans ?? []
    var spanIndex = 0
    var stack: [(byte: UInt8, offset: Int)] = []
    // Per bracket depth, how many `} else if` in a row the chain there has.
    var chains = [Int](repeating: 0, count: maximumDepth + 2)
    var offset = 0
    while offset < bytes.count {
      // Skip comments and strings (their spans are sorted and do not overlap).
      while spanIndex < spans.count, spans[spanIndex].range.upperBound <= offset { spanIndex += 1 }
      if spanIndex < spans.count, spans[spanIndex].range.contains(offset) {
        offset = spans[spanIndex].range.upperBound
        continue
      }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        stack.append((byte, offset))
        if stack.count > maximumDepth {
          return ("brackets nest more than \(maximumDepth) deep", offset)
        }
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let opener: UInt8 =
          byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        guard let last = stack.popLast(), last.byte == opener else {
          return ("'\(Character(Unicode.Scalar(byte)))' closes no matching bracket", offset)
        }
        if byte == UInt8(ascii: "}") {
          chains[stack.count + 1] = 0  // the chains inside the block are over
          if startsElseIf(bytes, after: offset + 1) {
            chains[stack.count] += 1
            if chains[stack.count] > maximumElseIfChain {
              return ("an 'if … else if' chain is longer than \(maximumElseIfChain)", offset + 1)
            }
          } else {
            chains[stack.count] = 0
          }
        }
      default: break
      }
      offset += 1
    }
    if let open = stack.last {
      return ("'\(Character(Unicode.Scalar(open.byte)))' is never closed", open.offset)
    }
    return nil
  }

  /// Whether `else if` (with any blanks between) follows `offset`.
  private static func startsElseIf(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Bool {
    var index = skipBlanks(bytes, from: offset)
    guard word("else", in: bytes, at: index) else { return false }
    index = skipBlanks(bytes, from: index + 4)
    return word("if", in: bytes, at: index)
  }

  private static func skipBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index
  }

  private static func word(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
    guard index + count < bytes.count else { return true }
    let next = bytes[index + count]
    return !(next == 0x5F || (next >= 0x30 && next <= 0x39) || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A))
  }
}
