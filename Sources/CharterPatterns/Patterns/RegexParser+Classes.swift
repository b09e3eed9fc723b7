// MARK: - Character classes

extension RegexParser {
  /// `[…]` or `[^…]`: scalars, ranges `a-z`, escapes (`\d`, `\]`, `\x{…}` …). A `-` first or
  /// last is literal; a `]` must be escaped; `[]` and `[^]` are errors.
  mutating func parseClass() throws(RegexSyntaxError) -> RegexNode {
    let open = index
    index += 1  // [
    let negated = consume("^")
    var set = ScalarSet()
    var isFirst = true
    while true {
      guard let scalar = peek else {
        throw error("unclosed character class: expected `]`", at: open)
      }
      if scalar == "]" {
        if isFirst { throw error("empty character class; write `\\]` for a literal `]`", at: open) }
        index += 1
        break
      }
      isFirst = false
      set.formUnion(try parseClassItem())
    }
    if caseInsensitive { set = set.caseFolded() }
    if negated { set = set.inverted() }
    guard !set.isEmpty else { throw error("character class matches nothing", at: open) }
    return .scalarSet(set)
  }

  /// One scalar, one range `a-z`, or one escaped class such as `\w`.
  private mutating func parseClassItem() throws(RegexSyntaxError) -> ScalarSet {
    let start = index
    guard case .scalar(let low) = try parseClassAtom() else {
      return try classEscapeSet(start: start)
    }
    guard peek == "-", let next = peek(at: 1), next != "]" else { return ScalarSet(low) }
    index += 1  // -
    let highStart = index
    guard case .scalar(let high) = try parseClassAtom() else {
      throw error("a class like `\\d` cannot end a range", at: highStart)
    }
    guard low.value <= high.value else {
      throw error("invalid class range `\(low)-\(high)`: the start is after the end", at: start)
    }
    return ScalarSet([low.value...high.value])
  }

  /// Re-reads the escape at `start` as a set (it was a class escape such as `\d`).
  private mutating func classEscapeSet(start: Int) throws(RegexSyntaxError) -> ScalarSet {
    index = start
    guard case .set(let set) = try parseEscapeSequence(inClass: true) else {
      throw error("unexpected escape in class", at: start)
    }
    if peek == "-", let next = peek(at: 1), next != "]" {
      throw error("a class like `\\d` cannot start a range", at: start)
    }
    return set
  }

  /// A single scalar or an escape inside a class.
  private mutating func parseClassAtom() throws(RegexSyntaxError) -> Escape {
    let scalar = scalars[index]
    if scalar == "\\" { return try parseEscapeSequence(inClass: true) }
    if scalar == "[", peek(at: 1) == ":" {
      throw error("POSIX classes like `[:alpha:]` are not supported; use `\\w`, `\\d`, `\\s` or a range")
    }
    index += 1
    return .scalar(scalar)
  }
}
