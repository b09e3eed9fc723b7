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
    var index = 0
    var lineStart = true
    var fence: UInt8?
    var inSpan = false
    while index < bytes.count {
      let byte = bytes[index]
      if lineStart {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        if cursor + 2 < bytes.count, bytes[cursor] == bytes[cursor + 1], bytes[cursor] == bytes[cursor + 2],
          bytes[cursor] == UInt8(ascii: "`") || bytes[cursor] == UInt8(ascii: "~")
        {
          fence = fence == nil ? bytes[cursor] : (fence == bytes[cursor] ? nil : fence)
        }
        lineStart = false
      }
      if byte == UInt8(ascii: "\n") {
        lineStart = true
        inSpan = false
        index += 1
        continue
      }
      if fence != nil {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "`") {
        inSpan.toggle()
        index += 1
        continue
      }
      guard !inSpan, byte == UInt8(ascii: "<"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "!"),
        bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-")
      else {
        index += 1
        continue
      }
      let start = index
      var end = index + 4
      while end + 2 < bytes.count,
        !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "-") && bytes[end + 2] == UInt8(ascii: ">"))
      {
        end += 1
      }
      end = min(bytes.count, end + 3)
      if end - start <= longestComment {
        let comment = String(decoding: bytes[start..<end], as: UTF8.self)
        let whole = NSRange(comment.startIndex..., in: comment)
        if let shape = shapes.first(where: { $0.1.firstMatch(in: comment, range: whole) != nil })?.0 {
          found.append(Directive(range: start..<end, shape: shape))
        }
      }
      // What follows the comment on its last line is ordinary text again.
      index = end
    }
    return found
  }
}
