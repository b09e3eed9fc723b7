/// `indentation: {style, width}`: placeholder until the full block-structure check lands;
/// reports only lines indented with the wrong character.
struct IndentationCheck: TextCheck {
  let check: EffectiveCheck
  let style: IndentationStyle

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    let bytes = file.bytes
    let wrong: UInt8 = style.character == .spaces ? 0x09 : 0x20
    for line in 1...max(file.lines.lineCount, 1) where line <= file.lines.starts.count {
      let content = file.lines.contentRange(ofLine: line, in: bytes)
      var end = content.lowerBound
      while end < content.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
      guard end > content.lowerBound, end < content.upperBound,
        let bad = (content.lowerBound..<end).first(where: { bytes[$0] == wrong }),
        file.kind(of: bad..<(bad + 1)) == .code
      else { continue }
      let expected = style.character == .spaces ? "spaces" : "tabs"
      findings.append(file.finding(check, content.lowerBound..<end, message: message("Indent with \(expected)")))
    }
  }
}
