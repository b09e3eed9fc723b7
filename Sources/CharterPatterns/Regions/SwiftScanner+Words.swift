extension SwiftScanner {
  // Identifiers, keywords, numbers and other tokens that only matter for what they tell the
  // regex heuristics: after a word or a number, `/` is division.

  mutating func lexIdentifier() {
    let start = index
    index += scalar(at: index).length
    skipIdentifierContinuation()
    previous = keywordClass(start..<index)
  }

  /// Advances over `[A-Za-z0-9_$]` and non-ASCII identifier characters.
  mutating func skipIdentifierContinuation() {
    while index < bytes.count {
      let current = bytes[index]
      if current < 0x80 {
        guard current.isWordByte || current == UInt8(ascii: "$") else { return }
        index += 1
      } else {
        let (scalar, length) = scalar(at: index)
        guard !scalar.isSwiftOperatorContinuation, scalar != 0xA0 else { return }
        index += length
      }
    }
  }

  /// The lexer-reserved keywords change what may follow; other words end an expression.
  private func keywordClass(_ word: Range<Int>) -> PreviousToken {
    guard word.count <= SwiftKeywords.maxLength else { return .value }
    let (low, high) = SwiftKeywords.pack(bytes[word])
    return SwiftKeywords.entries.withUnsafeBufferPointer { entries in
      for entry in entries[SwiftKeywords.starts[word.count]..<SwiftKeywords.starts[word.count + 1]]
      where entry.low == low && entry.high == high {
        return entry.token
      }
      return .value
    }
  }

  mutating func lexNumber() {
    index += 1
    while index < bytes.count {
      let current = bytes[index]
      if current.isWordByte && current < 0x80 {
        index += 1
      } else if current == UInt8(ascii: "."), byte(index + 1) >= 0x30, byte(index + 1) <= 0x39,
        !previous.isPeriod
      {
        index += 1
      } else if current == UInt8(ascii: "-") || current == UInt8(ascii: "+"),
        "eEpP".utf8.contains(byte(index - 1))
      {
        index += 1
      } else {
        break
      }
    }
    previous = .value
  }

  mutating func lexBacktick() {
    var end = index + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A,
      bytes[end] != 0x0D
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "`") {
      index = end + 1
    } else {
      index += 1
    }
    previous = .value
  }

  /// The end of an editor placeholder `<#…#>` starting at `index`, if it closes on its line.
  func placeholderEnd() -> Int? {
    var position = index + 2
    while position < bytes.count {
      let current = bytes[position]
      position += 1
      if current == 0x0A || (current == UInt8(ascii: "<") && byte(position) == UInt8(ascii: "#")) {
        return nil
      }
      if current == UInt8(ascii: "#"), byte(position) == UInt8(ascii: ">") {
        return position + 1
      }
    }
    return nil
  }
}
