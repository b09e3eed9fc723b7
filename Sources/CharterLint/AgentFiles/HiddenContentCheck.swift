import CharterRules

/// `agent-file: hidden-content`: what a person reading a rule source does not see and an agent
/// does — zero-width and invisible formatting characters, bidirectional overrides that reorder
/// what is shown, Unicode tag characters, which can spell whole instructions invisibly, and HTML
/// comments that carry an instruction aimed at the agent (``HiddenDirectives``). The joiners
/// and variation selectors emoji and many scripts need are left alone.
struct HiddenContentCheck: TextCheck {
  let check: EffectiveCheck
  let context: AgentFileContext
  var readsRegions: Bool { false }

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    guard context.isRuleSource(file.path) else { return }
    let bytes = file.bytes
    var index = 0
    while index < bytes.count, !file.isFull(findings) {
      guard bytes[index] >= 0xC2, let (scalar, length) = Self.scalar(bytes, at: index) else {
        index += 1
        continue
      }
      guard let what = Self.hidden(scalar, at: index) else {
        index += length
        continue
      }
      // A run of hidden characters is one finding.
      var end = index + length
      var count = 1
      while end < bytes.count, let (next, nextLength) = Self.scalar(bytes, at: end), Self.hidden(next, at: end) != nil {
        end += nextLength
        count += 1
      }
      let code = "U+" + String(scalar, radix: 16, uppercase: true).leftPadded(to: 4)
      let text = count == 1 ? "\(what) (\(code))" : "\(count) invisible characters, starting with \(what) (\(code))"
      findings.append(
        file.finding(
          check, index..<end,
          message: message(
            "\(text) is hidden here: an agent reads what a reviewer does not see; remove it, or write what it stands for visibly")))
      index = end
    }
    guard Self.isMarkdown(file.path) else { return }
    for directive in HiddenDirectives.directives(in: String(keepingOffsets: file.bytes)) where !file.isFull(findings) {
      findings.append(
        file.finding(
          check, directive.range,
          message: message(
            "an HTML comment carries an instruction (\(directive.shape)): rendered Markdown hides it from a reviewer, and the agent "
              + "follows it; remove it, or write it as visible text")))
    }
  }

  /// Markdown rule sources, where an HTML comment is hidden when the file is shown.
  static func isMarkdown(_ path: String) -> Bool {
    !path.hasSuffix(".json")
  }

  /// What `scalar` is, when it is hidden; `nil` for visible text and a byte order mark at the start.
  static func hidden(_ scalar: UInt32, at offset: Int) -> String? {
    switch scalar {
    case 0x200B: "a zero-width space"
    case 0x200E, 0x200F, 0x061C: "a direction mark"
    case 0x202A...0x202E: "a bidirectional override"
    case 0x2066...0x2069: "a bidirectional isolate"
    case 0x2060...0x2064: "an invisible formatting character"
    case 0x00AD: "a soft hyphen"
    case 0xFEFF: offset == 0 ? nil : "a zero-width no-break space"
    case 0xE0000...0xE007F: "a Unicode tag character"
    default: nil
    }
  }

  /// The scalar of the UTF-8 sequence at `index` and its length, if it is well formed.
  static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
    let lead = bytes[index]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1, index + length <= bytes.count else { return nil }
    var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return (value, length)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
