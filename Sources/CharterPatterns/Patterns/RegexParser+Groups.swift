// MARK: - Groups and quantifiers

extension RegexParser {
  /// `(…)`, `(?:…)`, `(?<name>…)`, `(?P<name>…)`, `(?i)`, `(?i:…)`, `(?-i)`; nil for a
  /// flag-only group, whose effect lasts to the end of the enclosing group.
  mutating func parseGroup() throws(RegexSyntaxError) -> RegexNode? {
    let open = index
    let outerCase = caseInsensitive  // `(?i:…)` changes the flag for its body only
    index += 1  // (
    if consume("?") {
      switch peek {
      case ":": index += 1
      case "=", "!": throw error("lookahead `(?\(peek!)` is not supported", at: open)
      case ">": throw error("atomic groups `(?>…)` are not supported", at: open)
      case "#": throw error("comment groups `(?#…)` are not supported", at: open)
      case "<" where peek(at: 1) == "=" || peek(at: 1) == "!":
        throw error("lookbehind `(?<\(peek(at: 1)!)` is not supported", at: open)
      case "<": try parseGroupName()
      case "P" where peek(at: 1) == "<":
        index += 1
        try parseGroupName()
      default:
        if try parseFlags(open: open) { return nil }
      }
    }
    let body = try parseGroupBody(open: open)
    caseInsensitive = outerCase
    return body
  }

  /// The body of a group whose opening has been consumed, up to and including its `)`.
  private mutating func parseGroupBody(open: Int) throws(RegexSyntaxError) -> RegexNode {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maxNestingDepth else {
      throw error("groups nest deeper than \(Self.maxNestingDepth) levels", at: open)
    }
    let body = try parseAlternation()
    guard consume(")") else { throw error("unbalanced `(`: this group is never closed", at: open) }
    return body
  }

  /// `<name>` of a named group; the name is accepted and ignored.
  private mutating func parseGroupName() throws(RegexSyntaxError) {
    index += 1  // <
    let nameStart = index
    while let scalar = peek, scalar.properties.isAlphabetic || scalar == "_"
      || ("0"..."9").contains(scalar) {
      index += 1
    }
    guard index > nameStart, consume(">") else {
      throw error("invalid group name: expected letters, digits or `_` and then `>`")
    }
  }

  /// Flags after `(?`: returns true for `(?i)` (flag-only), false for `(?i:` (a group follows).
  private mutating func parseFlags(open: Int) throws(RegexSyntaxError) -> Bool {
    var enable = true
    var sawFlag = false
    while let scalar = peek {
      switch scalar {
      case "i":
        caseInsensitive = enable
        sawFlag = true
      case "-" where enable:
        enable = false
      case ")", ":":
        guard sawFlag else { throw error("expected a flag after `-`") }
        index += 1
        return scalar == ")"
      default:
        throw error("unknown group flag `\(scalar)`; only `i` (case-insensitive) is supported")
      }
      index += 1
    }
    throw error("unbalanced `(`: this group is never closed", at: open)
  }

  // MARK: - Quantifiers

  /// Applies the quantifier following `atom`, if any.
  mutating func parseQuantifier(on atom: RegexNode) throws(RegexSyntaxError) -> RegexNode {
    let bounds: (min: Int, max: Int?)
    switch peek {
    case "*": bounds = (0, nil)
    case "+": bounds = (1, nil)
    case "?": bounds = (0, 1)
    case "{":
      let open = index
      let bounds = try parseCountedRepetition()
      try checkRepetitionCost(of: atom, bounds, at: open)
      return try finishQuantifier(atom, bounds)
    default: return atom
    }
    index += 1
    return try finishQuantifier(atom, bounds)
  }

  private mutating func finishQuantifier(_ atom: RegexNode, _ bounds: (min: Int, max: Int?))
    throws(RegexSyntaxError) -> RegexNode
  {
    var greedy = true
    if consume("?") {
      greedy = false
    } else if peek == "+" {
      throw error("possessive quantifiers are not supported")
    }
    if let next = peek, next == "*" || next == "+" || next == "?" || next == "{" {
      throw error("quantifier `\(next)` follows another quantifier; group the repeated part")
    }
    return .repetition(atom, min: bounds.min, max: bounds.max, greedy: greedy)
  }

  /// Refuses a counted repetition that compiles to more than `maxRepetitionCost` instructions:
  /// the matcher may take a step per instruction per input byte, so `a{1000}` on a long run of
  /// `a`s would keep a thousand threads alive at every byte.
  private func checkRepetitionCost(of atom: RegexNode, _ bounds: (min: Int, max: Int?), at open: Int)
    throws(RegexSyntaxError)
  {
    let repetition = RegexNode.repetition(atom, min: bounds.min, max: bounds.max, greedy: true)
    let size = RegexCompiler.instructionCount(of: repetition) ?? RegexCompiler.maxInstructions + 1
    guard size > Self.maxRepetitionCost else { return }
    let written = String(String.UnicodeScalarView(scalars[open..<index]))
    let shown = size > RegexCompiler.maxInstructions ? "more than \(RegexCompiler.maxInstructions)" : "\(size)"
    throw error(
      "the repetition `\(written)` compiles to \(shown) instructions, over the limit of \(Self.maxRepetitionCost) "
        + "for one repetition (matching may take a step per instruction per byte); use a smaller count, "
        + "or `+` or `*` when the exact number does not matter", at: open)
  }

  /// `{m}`, `{m,}` or `{m,n}`, with `m`, `n` at most `maxRepetitionCount`.
  private mutating func parseCountedRepetition() throws(RegexSyntaxError) -> (min: Int, max: Int?) {
    let open = index
    index += 1  // {
    let min = try parseCount(open: open)
    var max: Int? = min
    if consume(",") { max = peek == "}" ? nil : try parseCount(open: open) }
    guard consume("}") else {
      throw error("invalid repetition: expected `{m}`, `{m,}` or `{m,n}`", at: open)
    }
    if let max, max < min {
      throw error("invalid repetition `{\(min),\(max)}`: the minimum exceeds the maximum", at: open)
    }
    return (min, max)
  }

  private mutating func parseCount(open: Int) throws(RegexSyntaxError) -> Int {
    let start = index
    var value = 0
    while let scalar = peek, ("0"..."9").contains(scalar) {
      value = Swift.min(value * 10 + Int(scalar.value - 48), Self.maxRepetitionCount + 1)
      index += 1
    }
    guard index > start else {
      throw error("invalid repetition: expected `{m}`, `{m,}` or `{m,n}`", at: open)
    }
    guard value <= Self.maxRepetitionCount else {
      throw error("repetition count exceeds the limit of \(Self.maxRepetitionCount)", at: start)
    }
    return value
  }
}
