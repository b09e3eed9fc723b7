extension Glob {
  /// The most alternatives one pattern may expand to, so `{a,b}{c,d}…` cannot explode.
  static let maxBraceExpansions = 256
  /// The most `{…}` groups one pattern may have: each is expanded one level deeper.
  static let maxBraceGroups = 64

  /// Expands `{a,b}` alternatives, innermost braces included, into plain patterns.
  package static func expandBraces(_ pattern: [Character], groups: Int = 0) throws(GlobSyntaxError) -> [[Character]] {
    guard let open = firstUnescaped("{", in: pattern) else {
      if let close = firstUnescaped("}", in: pattern) {
        throw GlobSyntaxError(offset: close, message: "'}' without a matching '{' in glob")
      }
      return [pattern]
    }
    var depth = 0
    var commas: [Int] = []
    var close: Int?
    var index = open
    while index < pattern.count {
      switch pattern[index] {
      case "\\": index += 1
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { close = index }
      case "," where depth == 1: commas.append(index)
      default: break
      }
      if close != nil { break }
      index += 1
    }
    guard let close else { throw GlobSyntaxError(offset: open, message: "unclosed '{' in glob") }
    guard groups < maxBraceGroups else {
      throw GlobSyntaxError(offset: open, message: "glob has more than \(maxBraceGroups) '{…}' groups")
    }
    let bounds = [open] + commas + [close]
    var results: [[Character]] = []
    for (start, end) in zip(bounds, bounds.dropFirst()) {
      let variant = Array(pattern[..<open]) + pattern[(start + 1)..<end] + pattern[(close + 1)...]
      results += try expandBraces(variant, groups: groups + 1)
      if results.count > maxBraceExpansions {
        throw GlobSyntaxError(offset: open, message: "glob expands to too many alternatives")
      }
    }
    return results
  }

  private static func firstUnescaped(_ target: Character, in pattern: [Character]) -> Int? {
    var index = 0
    while index < pattern.count {
      if pattern[index] == "\\" {
        index += 2
        continue
      }
      if pattern[index] == target { return index }
      index += 1
    }
    return nil
  }
}
