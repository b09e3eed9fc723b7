/// One match of one pattern of a `PatternSet`.
public struct PatternMatch: Hashable, Sendable, CustomStringConvertible {
  /// The id the caller gave the pattern.
  public var patternID: Int
  /// The matched bytes, as UTF-8 offsets into the scanned buffer.
  public var range: Range<Int>

  /// Creates a match of pattern `patternID` over `range`.
  public init(patternID: Int, range: Range<Int>) {
    self.patternID = patternID
    self.range = range
  }

  public var description: String { "#\(patternID)@\(range.lowerBound)..<\(range.upperBound)" }
}
