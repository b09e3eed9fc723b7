/// The parsed form of a regular expression, as produced by `RegexParser`.
///
/// Groups leave no node of their own: the engine reports whole matches only, so capturing and
/// non-capturing groups parse to the same tree. Case-insensitivity is resolved by the parser
/// (a literal or class under `(?i)` becomes a class holding every case variant).
package indirect enum RegexNode: Hashable, Sendable {
  /// Matches the empty string (an empty alternative such as the right side of `a|`).
  case empty
  /// One Unicode scalar, matched as its UTF-8 encoding.
  case scalar(Unicode.Scalar)
  /// Any one scalar from a set: `.`, `[…]`, `\d`, a case-folded literal.
  case scalarSet(ScalarSet)
  /// A zero-width assertion.
  case assertion(RegexAssertion)
  /// The parts one after another.
  case concatenation([RegexNode])
  /// The first alternative that leads to a match wins (leftmost-first).
  case alternation([RegexNode])
  /// `node` repeated between `min` and `max` (nil: unbounded) times.
  case repetition(RegexNode, min: Int, max: Int?, greedy: Bool)
}

/// A zero-width condition on the position between two bytes.
package enum RegexAssertion: UInt8, Hashable, Sendable {
  /// `^`: at the start of the input or just after a `\n`.
  case lineStart
  /// `$`: at the end of the input, just before a `\n`, or just before a `\r\n`.
  case lineEnd
  /// `\b`: an ASCII word character on exactly one side.
  case wordBoundary
  /// `\B`: word characters on both sides or on neither.
  case notWordBoundary
}
