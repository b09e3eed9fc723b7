extension SwiftParseGuard.NestingScan {
  /// What a string literal at `range` nests: its interpolations, the strings inside them and
  /// their brackets, each a level on top of the code around it (`"\("\("…")")"`).
  func string(_ range: Range<Int>) -> SwiftParseGuard.Problem? {
    /// A string (with its `#`s, and whether it has three quotes) or an interpolation (with its
    /// open brackets).
    enum Level {
      case string(pounds: Int, multiLine: Bool)
      case code(brackets: Int)
    }
    var levels: [Level] = []
    var nested = 0  // levels plus the brackets open in them
    var index = range.lowerBound
    func opening(at start: Int) -> (level: Level, end: Int)? {
      var cursor = start
      while cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
      guard cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
      let multiLine = cursor + 2 < range.upperBound && bytes[cursor + 1] == UInt8(ascii: "\"") && bytes[cursor + 2] == UInt8(ascii: "\"")
      return (.string(pounds: cursor - start, multiLine: multiLine), cursor + (multiLine ? 3 : 1))
    }
    func pounds(_ count: Int, at start: Int) -> Bool {
      guard start + count <= range.upperBound else { return false }
      return (start..<(start + count)).allSatisfy { bytes[$0] == UInt8(ascii: "#") }
    }
    guard let first = opening(at: index) else { return nil }  // a regex literal
    levels.append(first.level)
    nested = 1
    index = first.end
    while index < range.upperBound, let level = levels.last {
      let byte = bytes[index]
      switch level {
      case .string(let count, let multiLine):
        if byte == UInt8(ascii: "\\"), pounds(count, at: index + 1) {
          if index + 1 + count < range.upperBound, bytes[index + 1 + count] == UInt8(ascii: "(") {
            levels.append(.code(brackets: 0))
            nested += 1
            if let problem = tooDeep(at: index, adding: nested) { return problem }
            index += count + 2
          } else {
            index += count + 2  // an escaped character
          }
          continue
        }
        let quotes = multiLine ? 3 : 1
        if byte == UInt8(ascii: "\""), index + quotes <= range.upperBound,
          (index..<(index + quotes)).allSatisfy({ bytes[$0] == UInt8(ascii: "\"") }), pounds(count, at: index + quotes)
        {
          levels.removeLast()
          nested -= 1
          index += quotes + count
          continue
        }
        index += 1
      case .code(let brackets):
        switch byte {
        case Self.openParen, Self.openSquare, Self.openBrace:
          levels[levels.count - 1] = .code(brackets: brackets + 1)
          nested += 1
          if let problem = tooDeep(at: index, adding: nested) { return problem }
        case Self.closeParen, Self.closeSquare, Self.closeBrace:
          if brackets == 0 {
            levels.removeLast()
          } else {
            levels[levels.count - 1] = .code(brackets: brackets - 1)
          }
          nested -= 1
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
          if let inner = opening(at: index) {
            levels.append(inner.level)
            nested += 1
            if let problem = tooDeep(at: index, adding: nested) { return problem }
            index = inner.end
            continue
          }
        default: break
        }
        index += 1
      }
    }
    return nil
  }
}
