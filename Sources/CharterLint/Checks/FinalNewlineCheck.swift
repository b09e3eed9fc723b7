import CharterRules

/// `final-newline`: a non-empty file ends with exactly one newline.
struct FinalNewlineCheck: TextCheck {
  let check: EffectiveCheck

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    let bytes = file.bytes
    guard !bytes.isEmpty else { return }
    guard bytes[bytes.count - 1] == 0x0A else {
      findings.append(
        file.finding(
          check, bytes.count..<bytes.count, message: message(Self.missing),
          fix: file.kind(of: (bytes.count - 1)..<bytes.count) != .string
            ? TextFix(range: bytes.count..<bytes.count, replacement: "\n") : nil))
      return
    }
    // Count the blank lines before the final newline: `…\n\n\n` has two.
    var end = bytes.count - 1
    var blankLines = 0
    var firstBlank = end
    while end > 0 {
      var lineStart = end
      while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
      let isBlank = (lineStart..<end).allSatisfy { bytes[$0] == 0x0D || bytes[$0] == 0x20 || bytes[$0] == 0x09 }
      guard isBlank, lineStart > 0 else { break }
      blankLines += 1
      firstBlank = lineStart
      end = lineStart - 1
    }
    guard blankLines > 0 else { return }
    let text = blankLines == 1 ? "a blank line" : "\(blankLines) blank lines"
    findings.append(
      file.finding(
        check, firstBlank..<firstBlank, message: message("The file ends with \(text); end it with exactly one newline"),
        fix: TextFix(range: firstBlank..<bytes.count, replacement: "")))
  }

  private static let missing = "The file does not end with a newline"
}
