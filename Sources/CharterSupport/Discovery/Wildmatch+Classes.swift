extension Wildmatch {
  // MARK: - Bracket expressions

  /// Matches `text` against the class opening at `index`, leaving `index` on its `]`.
  /// Returns whether the byte is accepted (negation applied), or `nil` for a malformed class.
  static func matchClass(_ p: Cursor, _ index: inout Int, _ text: UInt8) -> Bool? {
    var pi = index + 1
    var pc = p[pi]
    if pc == UInt8(ascii: "^") { pc = UInt8(ascii: "!") }
    let negated = pc == UInt8(ascii: "!")
    if negated {
      pi += 1
      pc = p[pi]
    }
    var previous: UInt8 = 0
    var matched = false
    repeat {
      if pc == 0 { return nil }
      if pc == backslash {
        pi += 1
        pc = p[pi]
        if pc == 0 { return nil }
        if text == pc { matched = true }
      } else if pc == UInt8(ascii: "-") && previous != 0 && p[pi + 1] != 0 && p[pi + 1] != UInt8(ascii: "]") {
        pi += 1
        pc = p[pi]
        if pc == backslash {
          pi += 1
          pc = p[pi]
          if pc == 0 { return nil }
        }
        if text <= pc && text >= previous { matched = true }
        pc = 0
      } else if pc == UInt8(ascii: "[") && p[pi + 1] == UInt8(ascii: ":") {
        switch matchPOSIXClass(p, &pi, text) {
        case .none: return nil
        case .some(.none):
          // Not a `[:name:]` after all: a literal `[`.
          if text == pc { matched = true }
        case .some(.some(let accepted)):
          if accepted { matched = true }
          pc = 0
        }
      } else if text == pc {
        matched = true
      }
      previous = pc
      pi += 1
      pc = p[pi]
    } while pc != UInt8(ascii: "]")
    index = pi
    return matched != negated
  }

  /// Matches a `[:name:]` class starting at `index` (on its `[`), leaving `index` on the final
  /// `]`. Returns `nil` for a malformed class, `.some(nil)` when this is no class name at all
  /// (`index` is left on the `[`), or whether `byte` belongs to the named class.
  private static func matchPOSIXClass(_ p: Cursor, _ index: inout Int, _ byte: UInt8) -> Bool?? {
    let nameStart = index + 2
    var end = nameStart
    while p[end] != 0 && p[end] != UInt8(ascii: "]") { end += 1 }
    if p[end] == 0 { return nil }
    guard end - nameStart - 1 >= 0, p[end - 1] == UInt8(ascii: ":") else { return .some(nil) }
    var name: [UInt8] = []
    for offset in nameStart..<(end - 1) { name.append(p[offset]) }
    guard let test = posixClasses[String(decoding: name, as: UTF8.self)] else { return nil }
    index = end
    return .some(test(byte))
  }

  private static let posixClasses: [String: @Sendable (UInt8) -> Bool] = [
    "alnum": { isAlpha($0) || isDigit($0) },
    "alpha": { isAlpha($0) },
    "blank": { $0 == 0x20 || $0 == 0x09 },
    "cntrl": { $0 < 0x20 || $0 == 0x7F },
    "digit": { isDigit($0) },
    "graph": { $0 > 0x20 && $0 < 0x7F },
    "lower": { $0 >= 0x61 && $0 <= 0x7A },
    "print": { $0 >= 0x20 && $0 < 0x7F },
    "punct": { $0 > 0x20 && $0 < 0x7F && !isAlpha($0) && !isDigit($0) },
    "space": { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) },
    "upper": { $0 >= 0x41 && $0 <= 0x5A },
    "xdigit": { isDigit($0) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x66) },
  ]

  private static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
