import CharterRules

/// `max-line-length: N`: no line longer than N characters (Unicode scalars).
///
/// Options (set from a `.swiftlint.yml` `line_length` for the check Charter brings):
/// `ignores: [comments]` passes over lines that hold only comments; `ignores: [urls]` measures
/// lines without their URLs (`scheme://…` up to the next blank or quote).
struct MaxLineLengthCheck: TextCheck {
  let check: EffectiveCheck
  let limit: Int
  private let ignoresComments: Bool
  private let ignoresURLs: Bool

  init(check: EffectiveCheck, limit: Int) {
    self.check = check
    self.limit = limit
    let ignores = check.declaration.options[CheckOptionName.lineLengthIgnores] ?? []
    ignoresComments = ignores.contains("comments")
    ignoresURLs = ignores.contains("urls")
  }

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    let bytes = file.bytes
    for line in 1...max(file.lines.lineCount, 1) where line <= file.lines.starts.count {
      if file.isFull(findings) { return }
      let content = file.lines.contentRange(ofLine: line, in: bytes)
      // Fast path: a line with no more bytes than the limit has no more scalars either.
      guard content.count > limit else { continue }
      let length = LineIndex.scalars(in: bytes, content)
      guard length > limit else { continue }
      if ignoresComments, Self.holdsOnlyComments(content, in: file) { continue }
      if ignoresURLs, length - Self.urlScalars(in: bytes, content) <= limit { continue }
      var start = content.lowerBound
      var seen = 0
      while seen < limit {
        start += 1
        while start < content.upperBound, bytes[start] & 0xC0 == 0x80 { start += 1 }
        seen += 1
      }
      findings.append(
        file.finding(
          check, start..<content.upperBound,
          message: message("The line is \(length) characters long; the limit is \(limit)")))
    }
  }

  /// Whether every byte of `content` but blanks lies in a comment.
  private static func holdsOnlyComments(_ content: Range<Int>, in file: borrowing LintedFile) -> Bool {
    guard let regions = file.regions else { return false }
    var sawComment = false
    for offset in content where file.bytes[offset] != 0x20 && file.bytes[offset] != 0x09 {
      guard regions.kind(at: offset) == .comment else { return false }
      sawComment = true
    }
    return sawComment
  }

  /// How many scalars of `content` belong to URLs: `letters://` and what follows up to a blank,
  /// a quote, `)`, `>` or `]`.
  static func urlScalars(in bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>) -> Int {
    var total = 0
    var index = content.lowerBound
    while index + 2 < content.upperBound {
      guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") else {
        index += 1
        continue
      }
      var start = index
      while start > content.lowerBound, isSchemeByte(bytes[start - 1]) { start -= 1 }
      var end = index + 3
      while end < content.upperBound, !endsURL(bytes[end]) { end += 1 }
      if start < index, end > index + 3 { total += LineIndex.scalars(in: bytes, start..<end) }
      index = end
    }
    return total
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D
      || byte == 0x2E
  }

  private static func endsURL(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x22, 0x27, 0x29, 0x3E, 0x5D, 0x60: true  // blank " ' ) > ] `
    default: false
    }
  }
}
