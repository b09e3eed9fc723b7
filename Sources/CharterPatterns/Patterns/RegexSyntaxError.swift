/// A regular expression that Charter's pattern engine cannot accept.
///
/// `offset` is 0-based and counts Unicode scalars of the pattern source, so a caller that
/// knows where the pattern sits in a rule file can point a caret at the offending character.
public struct RegexSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 0-based offset, in Unicode scalars of the pattern, where the problem was found.
  public var offset: Int
  /// A one-line explanation, phrased for the person who wrote the pattern.
  public var message: String

  /// Creates an error at `offset` with `message`.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  public var description: String { "offset \(offset): \(message)" }
}
