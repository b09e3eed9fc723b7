/// One element of a glob path segment: a literal character, `?`, `*` or a character class.
enum GlobToken: Hashable, Sendable {
  case literal(Unicode.Scalar)
  case anyCharacter
  case anyRun
  case characterClass(negated: Bool, ranges: [ClosedRange<Unicode.Scalar>])

  /// Parses one path segment; `offset` is the segment's offset in the whole pattern.
  static func parse(_ scalars: [Unicode.Scalar], offset: Int) throws(GlobSyntaxError)
    -> [GlobToken]
  {
    var tokens: [GlobToken] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "*":
        if tokens.last != .anyRun { tokens.append(.anyRun) }
        if index + 1 < scalars.count, scalars[index + 1] == "*" {
          throw GlobSyntaxError(
            offset: offset + index,
            message: "'**' must be a whole path segment, as in '**/' or '/**'")
        }
      case "?":
        tokens.append(.anyCharacter)
      case "[":
        let (token, end) = try parseClass(scalars, from: index, offset: offset)
        tokens.append(token)
        index = end
      case "\\":
        index += 1
        guard index < scalars.count else {
          throw GlobSyntaxError(offset: offset + index - 1, message: "glob ends with '\\'")
        }
        tokens.append(.literal(scalars[index]))
      default:
        tokens.append(.literal(scalar))
      }
      index += 1
    }
    return tokens
  }

  private static func parseClass(_ scalars: [Unicode.Scalar], from start: Int, offset: Int)
    throws(GlobSyntaxError) -> (GlobToken, Int)
  {
    var index = start + 1
    var negated = false
    if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
      negated = true
      index += 1
    }
    var ranges: [ClosedRange<Unicode.Scalar>] = []
    var first = true
    while index < scalars.count, scalars[index] != "]" || first {
      first = false
      let low = scalars[index]
      if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
        let high = scalars[index + 2]
        guard low <= high else {
          throw GlobSyntaxError(
            offset: offset + index, message: "invalid range '\(low)-\(high)' in glob class")
        }
        ranges.append(low...high)
        index += 3
      } else {
        ranges.append(low...low)
        index += 1
      }
    }
    guard index < scalars.count else {
      throw GlobSyntaxError(offset: offset + start, message: "unclosed '[' in glob")
    }
    return (.characterClass(negated: negated, ranges: ranges), index)
  }

  /// Whether `tokens` match the whole of `name`.
  static func match(_ tokens: ArraySlice<GlobToken>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
    var tokenIndex = tokens.startIndex
    var nameIndex = name.startIndex
    var backtrack: (token: Int, name: Int)?
    while nameIndex < name.endIndex {
      if tokenIndex < tokens.endIndex {
        switch tokens[tokenIndex] {
        case .anyRun:
          backtrack = (tokenIndex, nameIndex)
          tokenIndex += 1
          continue
        case let token where token.matches(name[nameIndex]):
          tokenIndex += 1
          nameIndex += 1
          continue
        default:
          break
        }
      }
      guard let resume = backtrack else { return false }
      backtrack = (resume.token, resume.name + 1)
      tokenIndex = resume.token + 1
      nameIndex = resume.name + 1
    }
    while tokenIndex < tokens.endIndex, tokens[tokenIndex] == .anyRun { tokenIndex += 1 }
    return tokenIndex == tokens.endIndex
  }

  private func matches(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .literal(let expected): return scalar == expected
    case .anyCharacter: return true
    case .anyRun: return true
    case .characterClass(let negated, let ranges):
      return ranges.contains { $0.contains(scalar) } != negated
    }
  }
}
