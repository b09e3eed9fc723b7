import CharterRules

/// `max-line-length: N`: no line longer than N characters (Unicode scalars).
struct MaxLineLengthCheck: TextCheck {
  let check: EffectiveCheck
  let limit: Int

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    let bytes = file.bytes
    for line in 1...max(file.lines.lineCount, 1) where line <= file.lines.starts.count {
      let content = file.lines.contentRange(ofLine: line, in: bytes)
      // Fast path: a line with no more bytes than the limit has no more scalars either.
      guard content.count > limit else { continue }
      let length = LineIndex.scalars(in: bytes, content)
      guard length > limit else { continue }
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
}
