extension TableScanner {
  /// Tries each literal rule at `index`, with `bytes[prefixStart..<index]` as its prefix; on a
  /// match reads the literal (or up to its first interpolation) and returns `true`.
  mutating func scanLiteral(prefixStart: Int) -> Bool {
    for (ruleIndex, rule) in strings.enumerated()
    where hasPrefix(rule, prefixStart..<index) && isPlaced(rule.placement, at: prefixStart) {
      guard let (tag, bodyStart) = opening(rule, at: index) else { continue }
      if rule.isSingleCharacter, !closesAfterOneCharacter(rule, from: bodyStart) { continue }
      index = prefixStart
      scanBody(OpenLiteral(rule: ruleIndex, tag: tag), from: bodyStart, start: prefixStart)
      return true
    }
    return false
  }

  /// Reads a literal's body from `position` up to its end, or up to an interpolation, which is
  /// then pushed as a frame. `start` is where the string region begins.
  mutating func scanBody(_ literal: OpenLiteral, from position: Int, start: Int? = nil) {
    let rule = strings[literal.rule]
    let regionStart = start ?? position
    var position = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x0A || byte == 0x0D, !rule.spansLines { break }
      if byte == 0x5C, rule.escape == .backslash {
        position += 2
        if position < bytes.count, bytes[position - 1] == 0x0D, bytes[position] == 0x0A {
          position += 1
        }
        continue
      }
      if let end = closingEnd(rule, literal.tag, at: position) {
        if rule.escape == .doubledClose, closingEnd(rule, literal.tag, at: end) != nil {
          position = end + rule.close.count
          continue
        }
        regions.add(.string, regionStart, end)
        index = end
        return
      }
      for interpolation in rule.interpolations where matches(interpolation.open, at: position) {
        regions.add(.string, regionStart, position)
        index = position + interpolation.open.count
        frames.append(
          Frame(
            literal: literal, openBracket: interpolation.open[interpolation.open.count - 1],
            closeBracket: interpolation.close, depth: 0))
        return
      }
      position += 1
    }
    position = min(position, bytes.count)
    regions.add(.string, regionStart, position)
    index = position
  }

  private func hasPrefix(_ rule: StringLiteral, _ prefix: Range<Int>) -> Bool {
    if prefix.isEmpty { return rule.allowsBareOpen }
    return rule.prefixes.contains { candidate in
      let candidate = candidate.utf8
      guard candidate.count == prefix.count else { return false }
      return zip(candidate, bytes[prefix]).allSatisfy { expected, actual in
        expected == actual || (rule.prefixesIgnoreCase && expected | 0x20 == actual | 0x20)
      }
    }
  }

  /// If `rule` opens at `position`, the range of its extra delimiter and where its body starts.
  private func opening(_ rule: StringLiteral, at position: Int) -> (Range<Int>, Int)? {
    switch rule.delimiter {
    case .fixed:
      return matches(rule.open, at: position) ? (position..<position, position + rule.open.count) : nil
    case .hashes:
      var end = position
      while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
      return matches(rule.open, at: end) ? (position..<end, end + rule.open.count) : nil
    case .parenthesizedTag:
      guard matches(rule.open, at: position) else { return nil }
      let tagStart = position + rule.open.count
      var end = tagStart
      while end < bytes.count, end - tagStart <= 16, bytes[end] != UInt8(ascii: "(") {
        guard bytes[end] > 0x20, bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: ")")
        else { return nil }
        end += 1
      }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "(") else { return nil }
      return (tagStart..<end, end + 1)
    }
  }

  /// If the literal closes at `position`, where the closing delimiter ends.
  private func closingEnd(_ rule: StringLiteral, _ tag: Range<Int>, at position: Int) -> Int? {
    var position = position
    if rule.delimiter == .parenthesizedTag {
      guard position < bytes.count, bytes[position] == UInt8(ascii: ")") else { return nil }
      position += 1
      guard matchesText(tag, at: position) else { return nil }
      position += tag.count
    }
    guard matches(rule.close, at: position) else { return nil }
    position += rule.close.count
    if rule.delimiter == .hashes {
      guard matchesText(tag, at: position) else { return nil }
      position += tag.count
    }
    return position
  }

  private func matchesText(_ range: Range<Int>, at position: Int) -> Bool {
    guard position + range.count <= bytes.count else { return false }
    return zip(bytes[range], bytes[position..<(position + range.count)]).allSatisfy { $0 == $1 }
  }

  /// Whether a one-character literal closes after a single character or escape; Rust's
  /// `'a'` does, the lifetime `'a` does not.
  private func closesAfterOneCharacter(_ rule: StringLiteral, from position: Int) -> Bool {
    guard position < bytes.count else { return false }
    if bytes[position] == 0x5C {
      var end = position + 2
      while end < bytes.count, end - position < 12, bytes[end] != 0x0A {
        if matches(rule.close, at: end) { return true }
        end += 1
      }
      return false
    }
    var end = position + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return matches(rule.close, at: end) && bytes[position] != 0x0A
  }
}
