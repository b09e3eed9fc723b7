/// Decides, from Charter's own region scan, whether a Swift file is safe to hand to
/// swift-syntax: its parser takes exponential time on some unbalanced brackets (`deinit {`
/// then a line of unclosed `[`) and deep nesting, and can overflow the stack. A file whose
/// code brackets do not balance, or nest deeper than ``maximumDepth``, is not parsed for
/// structural checks; its text checks still run, and it gets one diagnostic.
enum BracketGuard {
  /// The deepest bracket nesting parsed. Real code stays far below it; generated tables and
  /// hostile input do not.
  static let maximumDepth = 64

  /// Why `file` is not parsed (`nil` when it is safe): the first bracket that does not
  /// balance, or that nests too deep, as a message and its byte offset.
  static func problem(in file: borrowing LintedFile) -> (message: String, offset: Int)? {
    let bytes = file.bytes
    let spans = file.regions?.spans ?? []
    var spanIndex = 0
    var stack: [(byte: UInt8, offset: Int)] = []
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
      default: break
      }
      offset += 1
    }
    if let open = stack.last {
      return ("'\(Character(Unicode.Scalar(open.byte)))' is never closed", open.offset)
    }
    return nil
  }
}
