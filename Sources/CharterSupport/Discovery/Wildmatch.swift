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
  struct Cursor {
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

  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")
  static let star = UInt8(ascii: "*")

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
}
