import CharterRules

/// `trailing-whitespace`: no spaces or tabs at the end of a line.
///
/// Whitespace inside a string literal that spans lines is the string's content, not
/// formatting, and is left alone. So is Markdown's hard line break: two or more spaces after
/// text in a `.md` file mean a `<br>`, and are never reported nor removed.
struct TrailingWhitespaceCheck: TextCheck {
  let check: EffectiveCheck

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    let bytes = file.bytes
    let markdown = Self.isMarkdown(file.path)
    let keepsBlankLines = check.declaration.options[CheckOptionName.blankLines] == ["keep"]
    for line in 1...max(file.lines.lineCount, 1) where line <= file.lines.starts.count {
      if file.isFull(findings) { return }
      let content = file.lines.contentRange(ofLine: line, in: bytes)
      var start = content.upperBound
      while start > content.lowerBound, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 {
        start -= 1
      }
      guard start < content.upperBound else { continue }
      if keepsBlankLines, start == content.lowerBound { continue }
      if markdown, Self.isHardBreak(bytes, whitespace: start..<content.upperBound, lineStart: content.lowerBound) { continue }
      let kind = file.kind(of: start..<content.upperBound)
      if kind == .string { continue }
      // `--fix` never edits comment text; whitespace after code is safe to remove.
      let fix = kind == .comment ? nil : TextFix(range: start..<content.upperBound, replacement: "")
      findings.append(file.finding(check, start..<content.upperBound, message: message(Self.defaultMessage), fix: fix))
    }
  }

  private static let defaultMessage = "Remove the whitespace at the end of the line"

  /// Whether `path` is a Markdown file.
  static func isMarkdown(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".md") || lower.hasSuffix(".markdown") || lower.hasSuffix(".mdc")
  }

  /// Markdown's hard line break: two or more spaces (no tab) after text on the line.
  static func isHardBreak(_ bytes: UnsafeBufferPointer<UInt8>, whitespace: Range<Int>, lineStart: Int) -> Bool {
    whitespace.count >= 2 && whitespace.lowerBound > lineStart && bytes[whitespace].allSatisfy { $0 == 0x20 }
  }
}
