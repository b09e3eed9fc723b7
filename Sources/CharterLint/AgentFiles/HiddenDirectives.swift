import Foundation

/// The HTML comments of a Markdown rule source that carry an instruction aimed at the agent:
/// rendered Markdown hides them from a reviewer, and the agent reads them. Only the shapes of
/// an attack are read, so authors' notes (`<!-- TODO: add a curl example -->`, a generator's
/// `<!-- auto-generated, run make docs -->`, the Copilot template's comment) stay quiet:
///
/// - cancelling what came before: "ignore all previous instructions", "disregard the rules above";
/// - hiding an action from the person: "do not tell the user", "without asking the user";
/// - prompt control: "developer mode", "print your system prompt";
/// - running code from the network: `curl … | sh`, `wget http…`, `base64 -d`.
///
/// Comments in code blocks and code spans are code, not hidden text.
enum HiddenDirectives {
  /// One comment that carries a directive: its bytes in the document and what it does.
  struct Directive: Equatable {
    var range: Range<Int>
    var shape: String
  }

  /// Comments longer than this are not read (a pasted document, not a directive).
  static let longestComment = 8_000

  private static func regex(_ pattern: String) -> NSRegularExpression {
    // The patterns are constants: a failure is a programming error caught by the tests.
    try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive, .dotMatchesLineSeparators])
  }

  private static let prior = "(?:previous|prior|above|earlier|preceding|original|all)"
  private static let context = "(?:instructions?|rules?|context|prompts?|directives?|guidance)"
  private static let shapes: [(String, NSRegularExpression)] = [
    (
      "it tells the agent to ignore what came before",
      regex(
        "\\b(?:ignore|disregard|forget|override)\\b.{0,40}?\\b(?:\(prior)\\s+(?:\\w+\\s+)?\(context)|\(context)\\s+(?:above|before)|the above)\\b"
      )
    ),
    (
      "it tells the agent to keep something from the person",
      regex(
        "\\b(?:do not|don't|never)\\s+(?:tell|inform|mention|reveal|show|notify|alert)\\b.{0,30}?\\b(?:the user|the human|anyone|the developer|the reviewer)\\b|\\bwithout\\s+(?:telling|informing|notifying|asking)\\s+(?:the user|the human|anyone)\\b"
      )
    ),
    (
      "it reaches for the agent's own prompt",
      regex(
        "\\bdeveloper mode\\b|\\b(?:output|reveal|print|repeat|expose)\\b.{0,40}?\\b(?:system|developer) (?:prompt|message|instructions?)\\b")
    ),
    (
      "it runs code from the network",
      regex("\\b(?:curl|wget)\\b[^\\n]{0,200}?\\|\\s*(?:sudo\\s+)?(?:ba|z)?sh\\b|\\bbase64\\s+(?:-d|--decode)\\b|\\b(?:curl|wget)\\s+\\S*https?://")
    ),
  ]

  /// The comments of `text` (a Markdown document) that carry a directive.
  static func directives(in text: String) -> [Directive] {
    var found: [Directive] = []
    let bytes = Array(text.utf8)
    var position = 0
    // Whether `position` starts a line (not the rest of one after a comment that ran over lines).
    var atLineStart = true
    var fence: (marker: UInt8, count: Int)?
    while position < bytes.count {
      var lineEnd = position
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      if atLineStart, let open = fence {
        if let close = Self.fence(bytes, position, lineEnd), close.marker == open.marker, close.count >= open.count,
          close.info.isEmpty
        {
          fence = nil
        }
        position = lineEnd + 1
        continue
      }
      if atLineStart, let open = Self.fence(bytes, position, lineEnd) {
        fence = (open.marker, open.count)
        position = lineEnd + 1
        continue
      }
      let spans = Self.codeSpans(bytes, position, lineEnd)
      var index = position
      var span = 0
      var resumed = false
      while index < lineEnd {
        while span < spans.count, spans[span].upperBound <= index { span += 1 }
        if span < spans.count, spans[span].contains(index) {
          index = spans[span].upperBound
          continue
        }
        guard bytes[index] == UInt8(ascii: "<"), Self.opensComment(bytes, at: index) else {
          index += 1
          continue
        }
        let end = Self.commentEnd(bytes, from: index)
        if let shape = Self.shape(of: bytes[index..<end]) { found.append(Directive(range: index..<end, shape: shape)) }
        if end > lineEnd {
          // The comment ran over lines: what follows it on its last line is read afresh.
          position = end
          atLineStart = false
          resumed = true
          break
        }
        index = end
      }
      if !resumed {
        position = lineEnd + 1
        atLineStart = true
      }
    }
    return found
  }

  private static func opensComment(_ bytes: [UInt8], at index: Int) -> Bool {
    index + 3 < bytes.count && bytes[index + 1] == UInt8(ascii: "!") && bytes[index + 2] == UInt8(ascii: "-")
      && bytes[index + 3] == UInt8(ascii: "-")
  }

  /// Where the comment opened at `start` ends: after its `-->`, or at the end of the text.
  /// `<!-->` and `<!--->` are empty comments, as CommonMark reads them.
  private static func commentEnd(_ bytes: [UInt8], from start: Int) -> Int {
    let body = start + 4
    if body < bytes.count, bytes[body] == UInt8(ascii: ">") { return body + 1 }
    if body + 1 < bytes.count, bytes[body] == UInt8(ascii: "-"), bytes[body + 1] == UInt8(ascii: ">") { return body + 2 }
    var end = body
    while end + 2 < bytes.count,
      !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "-") && bytes[end + 2] == UInt8(ascii: ">"))
    {
      end += 1
    }
    return end + 2 < bytes.count ? end + 3 : bytes.count
  }

  /// What a comment's directive does, reading at most its first and last ``longestComment``
  /// bytes: padding does not hide a directive, and a pasted document costs no more.
  private static func shape(of comment: ArraySlice<UInt8>) -> String? {
    let pieces =
      comment.count <= longestComment
      ? [comment] : [comment.prefix(longestComment), comment.suffix(longestComment)]
    for piece in pieces {
      let text = String(decoding: piece, as: UTF8.self)
      let whole = NSRange(text.startIndex..., in: text)
      if let shape = shapes.first(where: { $0.1.firstMatch(in: text, range: whole) != nil })?.0 { return shape }
    }
    return nil
  }

  /// A fence line (three or more backticks or tildes after at most three spaces): its marker,
  /// length and info string. A backtick fence's info string holds no backtick (` ```x``` ` is
  /// code in a line, not a fence).
  private static func fence(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (marker: UInt8, count: Int, info: ArraySlice<UInt8>)? {
    var index = start
    while index < end, index - start < 3, bytes[index] == UInt8(ascii: " ") { index += 1 }
    guard index < end, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") else { return nil }
    let marker = bytes[index]
    var count = 0
    while index < end, bytes[index] == marker {
      count += 1
      index += 1
    }
    guard count >= 3 else { return nil }
    var info = bytes[index..<end]
    while let last = info.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\r") { info = info.dropLast() }
    while let first = info.first, first == UInt8(ascii: " ") { info = info.dropFirst() }
    if marker == UInt8(ascii: "`"), info.contains(UInt8(ascii: "`")) { return nil }
    return (marker, count, info)
  }

  /// The code spans of a line: a run of backticks up to the next run of the same length; a run
  /// with none after it is text. Found in one pass over the line's runs.
  private static func codeSpans(_ bytes: [UInt8], _ start: Int, _ end: Int) -> [Range<Int>] {
    var runs: [(start: Int, count: Int)] = []
    var index = start
    while index < end {
      guard bytes[index] == UInt8(ascii: "`") else {
        index += 1
        continue
      }
      let from = index
      while index < end, bytes[index] == UInt8(ascii: "`") { index += 1 }
      runs.append((from, index - from))
    }
    // For each run, the next run of the same length.
    var nextSame = Array(repeating: -1, count: runs.count)
    var seen: [Int: Int] = [:]
    for position in runs.indices.reversed() {
      nextSame[position] = seen[runs[position].count] ?? -1
      seen[runs[position].count] = position
    }
    var spans: [Range<Int>] = []
    var position = 0
    while position < runs.count {
      let closing = nextSame[position]
      guard closing >= 0 else {
        position += 1
        continue
      }
      spans.append(runs[position].start..<(runs[closing].start + runs[closing].count))
      position = closing + 1
    }
    return spans
  }
}
