import CharterPatterns

/// Answers "is this byte code?" for offsets visited in increasing order, in amortised constant
/// time: a cursor over a ``RegionMap``'s spans instead of a binary search per byte.
struct RegionCursor {
  private let spans: [RegionSpan]
  private var index = 0

  /// A cursor over `regions`; with `nil` (unknown language) every byte is code.
  init(_ regions: RegionMap?) {
    spans = regions?.spans ?? []
  }

  /// Whether the byte at `offset` is code. Offsets must not decrease between calls.
  mutating func isCode(_ offset: Int) -> Bool {
    run(at: offset).isCode
  }

  /// Whether the byte at `offset` is code, and where the run of bytes of that kind ends.
  /// Offsets must not decrease between calls.
  mutating func run(at offset: Int) -> (isCode: Bool, end: Int) {
    while index < spans.count, spans[index].range.upperBound <= offset { index += 1 }
    guard index < spans.count else { return (true, Int.max) }
    let span = spans[index].range
    return span.lowerBound <= offset ? (false, span.upperBound) : (true, span.lowerBound)
  }
}

extension ByteSet {
  /// The set of the UTF-8 bytes of `characters`.
  init(_ characters: String) {
    self.init()
    for byte in characters.utf8 { insert(byte...byte) }
  }
}
