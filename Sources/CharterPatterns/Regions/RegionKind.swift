/// What a byte of source text is, as far as pattern checks are concerned.
///
/// A check declared `in: code` (the default) only fires on code; one declared `in: comment`
/// only inside comments, and so on.
public enum RegionKind: UInt8, CaseIterable, Hashable, Sendable, Codable {
  /// Anything that is neither a comment nor a string: identifiers, operators, whitespace
  /// between tokens, and the code inside a string interpolation.
  case code
  /// A comment, including its markers (`//`, `/*`, `*/`, `#`).
  case comment
  /// A string, character or regular-expression literal, including its quotes, raw-string
  /// hashes and prefixes (`r"…"`, `#"…"#`, `/…/`).
  case string
}

/// A run of bytes that is all comment or all string.
public struct RegionSpan: Hashable, Sendable {
  /// The UTF-8 offsets the run covers.
  public var range: Range<Int>
  /// What the run is; never `.code`, since code is whatever no span covers.
  public var kind: RegionKind

  /// Creates a span of `kind` over `range`.
  public init(_ kind: RegionKind, _ range: Range<Int>) {
    self.range = range
    self.kind = kind
  }
}

/// Collects spans in order, merging a span with the one before it when they touch and share a
/// kind. Scanners emit spans left to right, so the result is sorted and non-overlapping.
struct RegionBuilder {
  private(set) var spans: [RegionSpan] = []

  /// Records that `start..<end` is `kind`; empty ranges are ignored.
  mutating func add(_ kind: RegionKind, _ start: Int, _ end: Int) {
    guard start < end, kind != .code else { return }
    if let last = spans.last, last.kind == kind, last.range.upperBound >= start {
      spans[spans.count - 1].range = last.range.lowerBound..<max(end, last.range.upperBound)
    } else {
      spans.append(RegionSpan(kind, start..<end))
    }
  }
}
