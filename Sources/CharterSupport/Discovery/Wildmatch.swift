/// Git's `wildmatch`, the matcher behind `.gitignore`, working on the bytes of a path as git does.
///
/// A port of `wildmatch.c` with `WM_PATHNAME` semantics: `*`, `?` and `[…]` never match `/`;
/// `**` is special only as a whole segment (leading `**/`, middle `/**/`, trailing `/**`) and
/// any other run of asterisks is a single `*`. Classes take `!` or `^` for negation, ranges,
/// `\` escapes and the POSIX names (`[:alpha:]` …). A malformed pattern (an unclosed `[`, a
/// dangling `\`) matches nothing, as in git. Without `pathname`, `*` also matches `/`, which is
/// how git compares a slash-free pattern with a file's basename.
///
/// Unlike git's, the matcher is bounded: git's recursion tries every way of letting each
/// `**/` match zero or more folders, which is exponential in the number of `**/` segments
/// (30 of them against one deep path run for hours). The outcome of matching the pattern from
/// one index against the text from another is a pure function of the two indices, so each
/// pair behind a `**` is worked out once and remembered: at most pattern × text pairs, each a
/// scan of the text.
package enum Wildmatch {
  private enum Outcome { case match, noMatch, abortAll, abortToStarStar }

  /// Whether `pattern` matches the whole of `text`.
  package static func matches(
    _ pattern: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, pathname: Bool = true
  ) -> Bool {
    var matcher = Matcher(p: Cursor(pattern), t: Cursor(text), pathname: pathname)
    return matcher.match(0, 0) == .match
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

  /// One match of a pattern against a text, remembering what each pair of indices behind a
  /// `**` came to.
  private struct Matcher {
    let p: Cursor
    let t: Cursor
    let pathname: Bool
    /// Outcomes by `patternIndex * (text length + 1) + textIndex`, for the matches tried
    /// behind a `**`, where git's recursion would try them again and again.
    var memo: [Int: Outcome] = [:]

    /// ``match(_:_:)`` remembered.
    mutating func rememberedMatch(_ start: Int, _ textStart: Int) -> Outcome {
      let key = start * (t.bytes.count + 1) + textStart
      if let known = memo[key] { return known }
      let outcome = match(start, textStart)
      memo[key] = outcome
      return outcome
    }

    mutating func match(_ start: Int, _ textStart: Int) -> Outcome {
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
          return matchStar(pi, ti)
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
    mutating func matchStar(_ starIndex: Int, _ textIndex: Int) -> Outcome {
      var pi = starIndex + 1
      var ti = textIndex
      var matchSlash: Bool
      // Only behind a whole-segment `**` can the tries multiply; elsewhere git's aborts bound them.
      var remember = false
      if p[pi] == star {
        let before = starIndex - 1
        while p[pi] == star { pi += 1 }
        let boundaryBefore = before < 0 || p[before] == slash
        let boundaryAfter = p[pi] == 0 || p[pi] == slash || (p[pi] == backslash && p[pi + 1] == slash)
        if boundaryBefore && boundaryAfter {
          // `**/**/` is `**/`: skip the repeats, so that a line of them costs no recursion.
          while p[pi] == slash && p[pi + 1] == star && p[pi + 2] == star && p[pi + 3] == slash { pi += 3 }
          // `**/` may match no folder at all: try the rest of the pattern right here.
          if p[pi] == slash && rememberedMatch(pi + 1, ti) == .match { return .match }
          matchSlash = true
          remember = true
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
        return match(pi, slashIndex)
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
        let outcome = remember ? rememberedMatch(pi, ti) : match(pi, ti)
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
}
