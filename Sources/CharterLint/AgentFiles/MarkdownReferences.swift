/// The places in a Markdown document that can name a file or a command: inline code spans,
/// link and image destinations, and the lines of shell code blocks. Offsets are byte offsets
/// into the document. HTML comments and code blocks of other languages are passed over.
struct MarkdownReferences {
  /// One place, with its text and where it is.
  struct Item: Equatable {
    enum Kind: Equatable {
      /// The content of `` `…` ``.
      case codeSpan
      /// The destination of `[text](destination)` or `![alt](destination)`.
      case link
      /// A line of a code block in a shell language, without a `$ ` prompt.
      case shellLine
    }

    var kind: Kind
    var text: Substring
    /// Byte offsets of `text` in the document.
    var range: Range<Int>
    /// For a shell line, which code block of the document it is in (a `cd` holds until its end).
    var block = 0
  }

  private(set) var items: [Item] = []

  /// The shell languages whose code blocks hold commands (and a block with no language).
  static let shellLanguages: Set<String> = ["", "sh", "bash", "shell", "console", "zsh", "terminal", "shell-session"]

  init(_ text: String) {
    let utf8 = Array(text.utf8)
    var offset = 0
    var fence: (marker: UInt8, count: Int, shell: Bool)?
    var blocks = 0
    var inComment = false
    for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      let start = offset
      offset += raw.count + 1
      let line = Substring(raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw)
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if Self.fenceRun(trimmed, marker: open.marker).map({ $0 >= open.count }) == true,
          trimmed.drop(while: { $0.asciiValue == open.marker }).allSatisfy({ $0 == " " || $0 == "\r" })
        {
          fence = nil
        } else if open.shell {
          addShellLine(line, at: start, block: blocks)
        }
        continue
      }
      for marker in [UInt8(ascii: "`"), UInt8(ascii: "~")] {
        if let count = Self.fenceRun(trimmed, marker: marker), count >= 3, !inComment {
          let info = trimmed.drop { $0.asciiValue == marker }.trimmingPrefix(" ")
          let language = info.prefix { $0 != " " && $0 != "{" && $0 != "\r" }.lowercased()
          fence = (marker, count, Self.shellLanguages.contains(language))
          blocks += 1
        }
      }
      if fence != nil { continue }
      scanInline(utf8, start..<(start + line.utf8.count), inComment: &inComment)
    }
  }

  private static func fenceRun(_ line: Substring, marker: UInt8) -> Int? {
    let count = line.utf8.prefix { $0 == marker }.count
    return count >= 3 ? count : nil
  }

  private mutating func addShellLine(_ line: Substring, at start: Int, block: Int) {
    var body = line.drop { $0 == " " }
    for prompt in ["$ ", "% ", "> "] where body.hasPrefix(prompt) { body = body.dropFirst(prompt.count) }
    while body.last == "\r" || body.last == " " { body = body.dropLast() }
    guard !body.isEmpty, !body.hasPrefix("#") else { return }
    let from = start + line.utf8.distance(from: line.utf8.startIndex, to: body.utf8.startIndex)
    items.append(Item(kind: .shellLine, text: body, range: from..<(from + body.utf8.count), block: block))
  }

  /// The longest link destination looked for: paths are short, and a bound keeps a hostile line
  /// of unclosed `](` linear.
  static let maximumDestination = 512

  /// Code spans and link destinations on one line, outside HTML comments.
  private mutating func scanInline(_ bytes: [UInt8], _ line: Range<Int>, inComment: inout Bool) {
    var index = line.lowerBound
    // Backtick run lengths with no closing run left on the line: searching again would find
    // none, and a line of many unclosed runs would cost quadratic time.
    var unclosed: Set<Int> = []
    while index < line.upperBound {
      if inComment {
        if Self.starts(bytes, at: index, with: "-->") {
          inComment = false
          index += 3
        } else {
          index += 1
        }
        continue
      }
      if Self.starts(bytes, at: index, with: "<!--") {
        inComment = true
        index += 4
        continue
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == UInt8(ascii: "`") {
        var run = 0
        while index + run < line.upperBound, bytes[index + run] == byte { run += 1 }
        if unclosed.contains(run) {
          index += run
          continue
        }
        // The closing run of the same length, on this line.
        var close = index + run
        var found: Int?
        while close < line.upperBound {
          if bytes[close] == byte {
            var length = 0
            while close + length < line.upperBound, bytes[close + length] == byte { length += 1 }
            if length == run {
              found = close
              break
            }
            close += length
          } else {
            close += 1
          }
        }
        guard let end = found else {
          unclosed.insert(run)
          index += run
          continue
        }
        var from = index + run
        var to = end
        if to - from >= 2, bytes[from] == 0x20, bytes[to - 1] == 0x20 {
          from += 1
          to -= 1
        }
        items.append(Item(kind: .codeSpan, text: Self.text(bytes, from..<to), range: from..<to))
        index = end + run
        continue
      }
      if byte == UInt8(ascii: "]"), index + 1 < line.upperBound, bytes[index + 1] == UInt8(ascii: "(") {
        var end = index + 2
        var depth = 0
        let limit = min(line.upperBound, end + Self.maximumDestination)
        while end < limit {
          if bytes[end] == UInt8(ascii: "(") { depth += 1 }
          if bytes[end] == UInt8(ascii: ")") {
            if depth == 0 { break }
            depth -= 1
          }
          end += 1
        }
        guard end < limit else {
          index += 1
          continue
        }
        var from = index + 2
        var to = end
        while from < to, bytes[from] == 0x20 { from += 1 }
        if from < to, bytes[from] == UInt8(ascii: "<"), let close = bytes[from..<to].firstIndex(of: UInt8(ascii: ">")) {
          from += 1
          to = close
        } else if let space = bytes[from..<to].firstIndex(of: 0x20) {
          // `[text](path "title")`
          to = space
        }
        if from < to { items.append(Item(kind: .link, text: Self.text(bytes, from..<to), range: from..<to)) }
        index = end + 1
        continue
      }
      index += 1
    }
  }

  private static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
    let needle = Array(text.utf8)
    guard index + needle.count <= bytes.count else { return false }
    return bytes[index..<(index + needle.count)].elementsEqual(needle)
  }

  private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> Substring {
    Substring(String(decoding: bytes[range], as: UTF8.self))
  }
}
