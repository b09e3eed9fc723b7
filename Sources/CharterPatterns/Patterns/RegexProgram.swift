/// One instruction of a Thompson-NFA program over UTF-8 bytes.
///
/// Sixteen bytes, stored in a flat array so the Pike VM can walk it through a pointer.
struct RegexInstruction: Hashable, Sendable {
  enum Kind: UInt8, Sendable {
    /// Consume one byte in `low...high`, then go to `next`.
    case byteRange
    /// Consume one byte that is a member of byte set number `argument`, then go to `next`.
    case byteSet
    /// Try `next` first, then `argument` (leftmost-first priority).
    case split
    /// Go to `next` if `RegexAssertion(rawValue: argument)` holds here, else die.
    case assertion
    /// The pattern numbered `argument` matches here.
    case match
  }

  var kind: Kind
  var low: UInt8 = 0
  var high: UInt8 = 0
  var next: Int32 = 0
  var argument: Int32 = 0
  /// The pattern this instruction belongs to (an index into the pattern set's regexes).
  var owner: Int32 = 0
}

/// A set of bytes as a 256-bit bitmap.
///
/// Public, with an inlinable ``contains(_:)``, so that the scans of other targets (the
/// indentation check's block structure tests every byte) inline the test: a `package`
/// function is not inlined across targets, and calling it cost 6% of a lint run.
public struct ByteSet: Hashable, Sendable {
  @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  package init() {}

  /// Whether the two sets hold the same bytes.
  public static func == (lhs: ByteSet, rhs: ByteSet) -> Bool { lhs.words == rhs.words }
  /// Hashes the bitmap.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(words.0)
    hasher.combine(words.1)
    hasher.combine(words.2)
    hasher.combine(words.3)
  }

  /// Whether `byte` is in the set: one load and a shift (hot in every scan, so inlinable into
  /// the lint checks of other targets).
  @inlinable @inline(__always) public func contains(_ byte: UInt8) -> Bool {
    let word: UInt64
    switch byte &>> 6 {
    case 0: word = words.0
    case 1: word = words.1
    case 2: word = words.2
    default: word = words.3
    }
    return (word &>> UInt64(byte & 63)) & 1 != 0
  }

  package mutating func insert(_ range: ClosedRange<UInt8>) {
    for byte in range {
      let bit = UInt64(1) << (byte & 63)
      switch byte >> 6 {
      case 0: words.0 |= bit
      case 1: words.1 |= bit
      case 2: words.2 |= bit
      default: words.3 |= bit
      }
    }
  }

  var isEmpty: Bool { words == (0, 0, 0, 0) }
}

/// A compiled regex: instructions (the last one is its `match`), byte sets, and the entry.
///
/// Programs are built per pattern with pc 0 first and concatenated by `PatternSet`, which
/// shifts `next`, split targets and byte-set numbers.
struct RegexProgram: Hashable, Sendable {
  var instructions: [RegexInstruction]
  var byteSets: [ByteSet]
  var start: Int32

  /// This program with every pc shifted by `pcOffset`, byte sets by `setOffset`, and
  /// `owner` (and the match's pattern number) set to `owner`.
  func relocated(pcOffset: Int32, setOffset: Int32, owner: Int32) -> [RegexInstruction] {
    instructions.map { instruction in
      var copy = instruction
      copy.owner = owner
      copy.next += pcOffset
      switch copy.kind {
      case .split: copy.argument += pcOffset
      case .byteSet: copy.argument += setOffset
      case .match: copy.argument = owner
      case .byteRange, .assertion: break
      }
      return copy
    }
  }
}
