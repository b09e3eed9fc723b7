/// A set of Unicode scalars stored as sorted, non-overlapping, non-adjacent closed ranges.
///
/// Surrogate code points (U+D800–U+DFFF) are never members: they have no UTF-8 encoding.
package struct ScalarSet: Hashable, Sendable {
  /// The member ranges, sorted and merged.
  private(set) var ranges: [ClosedRange<UInt32>]

  /// The empty set.
  init() { ranges = [] }

  /// The set holding every scalar of `ranges` (in any order, overlaps allowed).
  init(_ ranges: [ClosedRange<UInt32>]) {
    self.ranges = ranges
    normalize()
  }

  /// The set holding `scalar` alone.
  init(_ scalar: Unicode.Scalar) { self.init([scalar.value...scalar.value]) }

  static let maxScalar: UInt32 = 0x10FFFF
  private static let surrogates: ClosedRange<UInt32> = 0xD800...0xDFFF

  var isEmpty: Bool { ranges.isEmpty }

  /// Whether every member is ASCII.
  var isASCII: Bool { ranges.last.map { $0.upperBound < 0x80 } ?? true }

  func contains(_ value: UInt32) -> Bool {
    ranges.contains { $0.contains(value) }
  }

  /// Adds the members of `other`.
  mutating func formUnion(_ other: ScalarSet) {
    ranges += other.ranges
    normalize()
  }

  /// Every scalar that is not a member.
  func inverted() -> ScalarSet {
    var result: [ClosedRange<UInt32>] = []
    var next: UInt32 = 0
    for range in ranges {
      if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
      next = range.upperBound + 1
    }
    if next <= Self.maxScalar { result.append(next...Self.maxScalar) }
    return ScalarSet(result)
  }

  /// The set extended with the simple case variants (lower, upper, title) of every member.
  ///
  /// Only scalars below U+1E944 (the last cased letter, in Adlam) are examined, which keeps
  /// folding a huge range such as `[\x{0}-\x{10FFFF}]` bounded.
  func caseFolded() -> ScalarSet {
    var extra: [ClosedRange<UInt32>] = []
    for range in ranges where range.lowerBound < 0x1E944 {
      for value in range.lowerBound...min(range.upperBound, 0x1E943) {
        guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped
        else { continue }
        for mapped in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping,
                       scalar.properties.titlecaseMapping] {
          let scalars = mapped.unicodeScalars
          if scalars.count == 1, let first = scalars.first {
            extra.append(first.value...first.value)
          }
        }
      }
    }
    return ScalarSet(ranges + extra)
  }

  /// Sorts, merges overlapping and adjacent ranges, and removes surrogates.
  private mutating func normalize() {
    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<UInt32>] = []
    for range in sorted {
      for piece in Self.removingSurrogates(range) {
        if let last = merged.last, piece.lowerBound <= last.upperBound &+ 1 {
          merged[merged.count - 1] = last.lowerBound...max(last.upperBound, piece.upperBound)
        } else {
          merged.append(piece)
        }
      }
    }
    ranges = merged
  }

  private static func removingSurrogates(_ range: ClosedRange<UInt32>) -> [ClosedRange<UInt32>] {
    let clamped = range.lowerBound...min(range.upperBound, maxScalar)
    guard clamped.overlaps(surrogates) else { return [clamped] }
    var pieces: [ClosedRange<UInt32>] = []
    if clamped.lowerBound < surrogates.lowerBound {
      pieces.append(clamped.lowerBound...(surrogates.lowerBound - 1))
    }
    if clamped.upperBound > surrogates.upperBound {
      pieces.append((surrogates.upperBound + 1)...clamped.upperBound)
    }
    return pieces
  }
}

// MARK: - Predefined classes

extension ScalarSet {
  /// `\d`: ASCII digits.
  static let digits = ScalarSet([0x30...0x39])
  /// `\w`: ASCII letters, digits and underscore.
  static let word = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
  /// `\s`: ASCII whitespace: space, `\t`, `\n`, `\v`, `\f`, `\r`.
  static let space = ScalarSet([0x09...0x0D, 0x20...0x20])
  /// `.`: every scalar except `\n` and `\r`.
  static let anyExceptLineBreak = ScalarSet([0x0A...0x0A, 0x0D...0x0D]).inverted()
}
