/// Git's `wildmatch`, the matcher behind `.gitignore`, working on the bytes of a path as git does.
///
/// A port of `wildmatch.c` with `WM_PATHNAME` semantics: `*`, `?` and `[…]` never match `/`;
/// `**` is special only as a whole segment (leading `**/`, middle `/**/`, trailing `/**`) and
/// any other run of asterisks is a single `*`. Classes take `!` or `^` for negation, ranges,
/// `\` escapes and the POSIX names (`[:alpha:]` …). A malformed pattern (an unclosed `[`, a
/// dangling `\`) matches nothing, as in git. Without `pathname`, `*` also matches `/`, which is
/// how git compares a slash-free pattern with a file's basename.
enum Wildmatch {
  private enum Outcome { case match, noMatch, abortAll, abortToStarStar }

  /// Whether `pattern` matches the whole of `text`.
  static func matches(
    _ pattern: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, pathname: Bool = true
  ) -> Bool {
    match(Cursor(pattern), 0, Cursor(text), 0, pathname) == .match
  }

  /// A buffer read like a C string: every index past the end holds `0`.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
    subscript(index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
    func hasSlash(from index: Int) -> Bool { firstSlash(from: index) != nil }
    func firstSlash(from index: Int) -> Int? {
      var cursor = index
      while cursor < bytes.count {
        if bytes[cursor] == slash { return cursor }
        cursor += 1
      }
      return nil
    }
  }

  private static let slash = UInt8(ascii: "/")
  private static let backslash = UInt8(ascii: "\\")
  private static let star = UInt8(ascii: "*")

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == star || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") || byte == backslash
  }

  // MARK: - The matcher

  private static func match(_ p: Cursor, _ start: Int, _ t: Cursor, _ textStart: Int, _ pathname: Bool)
    -> Outcome
  {
    var pi = start
    var ti = textStart
    while p[pi] != 0 {
      var pc = p[pi]
      let tc = t[ti]
      if tc == 0 && pc != star { return .abortAll }
      switch pc {
      case backslash:
        pi += 1
        pc = p[pi]
        if tc != pc { return .noMatch }
      case UInt8(ascii: "?"):
        if pathname && tc == slash { return .noMatch }
      case star:
        return matchStar(p, pi, t, ti, pathname)
      case UInt8(ascii: "["):
        guard let end = matchClass(p, &pi, tc) else { return .abortAll }
        if !end || (pathname && tc == slash) { return .noMatch }
      default:
        if tc != pc { return .noMatch }
      }
      pi += 1
      ti += 1
    }
    return t[ti] == 0 ? .match : .noMatch
  }

  /// Matches from the `*` at `starIndex`; the rest of the pattern decides the outcome.
  private static func matchStar(_ p: Cursor, _ starIndex: Int, _ t: Cursor, _ textIndex: Int, _ pathname: Bool)
    -> Outcome
  {
    var pi = starIndex + 1
    var ti = textIndex
    var matchSlash: Bool
    if p[pi] == star {
      let before = starIndex - 1
      while p[pi] == star { pi += 1 }
      let boundaryBefore = before < 0 || p[before] == slash
      let boundaryAfter = p[pi] == 0 || p[pi] == slash || (p[pi] == backslash && p[pi + 1] == slash)
      if boundaryBefore && boundaryAfter {
        // `**/` may match no folder at all: try the rest of the pattern right here.
        if p[pi] == slash && match(p, pi + 1, t, ti, pathname) == .match { return .match }
        matchSlash = true
      } else {
        matchSlash = false
      }
    } else {
      matchSlash = !pathname
    }
    if p[pi] == 0 {
      // A trailing `**` matches everything; a trailing `*` only what has no more slashes.
      return !matchSlash && t.hasSlash(from: ti) ? .noMatch : .match
    }
    if !matchSlash && p[pi] == slash {
      // One `*` followed by `/` matches the rest of this folder name.
      guard let slashIndex = t.firstSlash(from: ti) else { return .noMatch }
      return match(p, pi, t, slashIndex, pathname)
    }
    var tc = t[ti]
    while tc != 0 {
      if !isSpecial(p[pi]) {
        // Skip ahead to the next occurrence of the literal that follows the star.
        let literal = p[pi]
        while t[ti] != 0 && (matchSlash || t[ti] != slash) && t[ti] != literal { ti += 1 }
        tc = t[ti]
        if tc != literal { return matchSlash ? .abortAll : .abortToStarStar }
      }
      let outcome = match(p, pi, t, ti, pathname)
      if outcome != .noMatch {
        if !matchSlash || outcome != .abortToStarStar { return outcome }
      } else if !matchSlash && tc == slash {
        return .abortToStarStar
      }
      ti += 1
      tc = t[ti]
    }
    return .abortAll
  }

  /// Matches `text` against the class opening at `index`, leaving `index` on its `]`.
  /// Returns whether the byte is accepted (negation applied), or `nil` for a malformed class.
  private static func matchClass(_ p: Cursor, _ index: inout Int, _ text: UInt8) -> Bool? {
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
