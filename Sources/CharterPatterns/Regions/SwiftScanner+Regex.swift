extension SwiftScanner {
  /// Where a regex literal starting at `start` (`/…/` or `#…#/…/#…#`) ends, or `nil` if there
  /// is none. A port of swift-syntax's `RegexLiteralLexer`: when `mustBeRegex` is false, the
  /// heuristics that prefer an operator apply (no leading space, no unbalanced `)`, no
  /// trailing space, no line break).
  func regexEnd(from start: Int, mustBeRegex: Bool) -> Int? {
    var position = start
    var pounds = 0
    while byte(position) == UInt8(ascii: "#") {
      position += 1
      pounds += 1
    }
    guard position < bytes.count, bytes[position] == UInt8(ascii: "/") else { return nil }
    let openSlash = position
    position += 1
    if pounds == 0 {
      switch byte(position) {
      case 0x20 where !mustBeRegex, 0x09 where !mustBeRegex: return nil
      case UInt8(ascii: "*"), UInt8(ascii: "/"): return nil
      default: break
      }
      if byte(openSlash - 1) == UInt8(ascii: "*") { return nil }
    }
    // `#/` followed by a line break opens a multi-line literal.
    var firstNewline: Int?
    if pounds > 0 {
      var scan = position
      while byte(scan) == 0x20 || byte(scan) == 0x09 { scan += 1 }
      if byte(scan) == 0x0A || byte(scan) == 0x0D {
        firstNewline = scan
        position = scan
      }
    }
    var pattern = RegexLiteralShape(mustBeRegex: mustBeRegex, isMultiline: firstNewline != nil)
    while true {
      if let end = closingEnd(at: position, pounds: pounds, pattern) {
        return end.isTerminated || mustBeRegex ? end.position : nil
      }
      guard position < bytes.count else {
        return mustBeRegex ? (firstNewline ?? position) : nil
      }
      switch pattern.consume(bytes, at: &position) {
      case .continue: continue
      case .notARegex: return nil
      case .unterminated:
        guard mustBeRegex else { return nil }
        return position < bytes.count ? position : (firstNewline ?? position)
      }
    }
  }

  /// If the literal can close at `position`, where it ends; `isTerminated` is false when the
  /// closing `/` is really the start of a comment.
  private func closingEnd(at position: Int, pounds: Int, _ pattern: RegexLiteralShape)
    -> (position: Int, isTerminated: Bool)?
  {
    guard byte(position) == UInt8(ascii: "/") else { return nil }
    var end = position + 1
    var closing = 0
    if pounds > 0 {
      while byte(end) == UInt8(ascii: "#") {
        end += 1
        closing += 1
      }
    }
    guard closing >= pounds else { return nil }
    if closing == 0 {
      if byte(end) == UInt8(ascii: "*") || byte(end) == UInt8(ascii: "/") {
        return (position, false)
      }
      if pattern.lastUnescapedSpace == position - 1, !pattern.mustBeRegex { return (end, false) }
    }
    return (end, true)
  }
}

/// The state of a regex pattern being read: group and character-class depth, and where the
/// last unescaped space was.
struct RegexLiteralShape {
  enum Step { case `continue`, notARegex, unterminated }

  let mustBeRegex: Bool
  let isMultiline: Bool
  var groupDepth = 0
  var classDepth = 0
  var lastUnescapedSpace = -2

  init(mustBeRegex: Bool, isMultiline: Bool) {
    self.mustBeRegex = mustBeRegex
    self.isMultiline = isMultiline
  }

  /// Reads one pattern character (two with a backslash) at `position`.
  mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Step {
    var escaped = false
    while true {
      guard position < bytes.count else { return .unterminated }
      let current = bytes[position]
      position += 1
      switch current {
      case 0x0A, 0x0D:
        if !isMultiline {
          position -= 1
          return .unterminated
        }
      case UInt8(ascii: "\\") where !escaped:
        escaped = true
        continue
      case UInt8(ascii: "(") where !escaped && classDepth == 0:
        groupDepth += 1
      case UInt8(ascii: ")") where !escaped && classDepth == 0:
        if groupDepth == 0 {
          if !mustBeRegex { return .notARegex }
        } else {
          groupDepth -= 1
        }
      case UInt8(ascii: "[") where !escaped:
        classDepth += 1
      case UInt8(ascii: "]") where !escaped:
        if classDepth > 0 { classDepth -= 1 }
      case 0x20 where !escaped, 0x09 where !escaped && isMultiline:
        lastUnescapedSpace = position - 1
      default:
        break
      }
      return .continue
    }
  }
}
