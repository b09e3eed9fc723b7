/// `trailing-whitespace`: no spaces or tabs at the end of a line.
///
/// Whitespace inside a string literal that spans lines is the string's content, not
/// formatting, and is left alone.
struct TrailingWhitespaceCheck: TextCheck {
  let check: EffectiveCheck

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    let bytes = file.bytes
    for line in 1...max(file.lines.lineCount, 1) where line <= file.lines.starts.count {
      let content = file.lines.contentRange(ofLine: line, in: bytes)
      var start = content.upperBound
      while start > content.lowerBound, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 {
        start -= 1
      }
      guard start < content.upperBound else { continue }
      let kind = file.kind(of: start..<content.upperBound)
      if kind == .string { continue }
      // `--fix` never edits comment text; whitespace after code is safe to remove.
      let fix = kind == .comment ? nil : TextFix(range: start..<content.upperBound, replacement: "")
      findings.append(file.finding(check, start..<content.upperBound, message: message(Self.defaultMessage), fix: fix))
    }
  }

  private static let defaultMessage = "Remove the whitespace at the end of the line"
}
