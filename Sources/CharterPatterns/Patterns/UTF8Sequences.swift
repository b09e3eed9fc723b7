/// Splits a range of Unicode scalars into sequences of byte ranges that together match
/// exactly the UTF-8 encodings of the range's scalars (the construction RE2 and Rust's
/// `utf8-ranges` use).
///
/// For example U+0080…U+07FF becomes the single sequence `[C2-DF][80-BF]`, while
/// U+00E9 alone is `[C3][A9]`.
enum UTF8Sequences {
  /// The byte-range sequences for `range`, which must not contain surrogates.
  static func sequences(for range: ClosedRange<UInt32>) -> [[ClosedRange<UInt8>]] {
    var output: [[ClosedRange<UInt8>]] = []
    var stack: [(UInt32, UInt32)] = [(range.lowerBound, range.upperBound)]
    outer: while let (low, initialHigh) = stack.popLast() {
      var high = initialHigh
      inner: while true {
        // Split where the encoded length changes.
        for boundary: UInt32 in [0x7F, 0x7FF, 0xFFFF] where low <= boundary && boundary < high {
          stack.append((boundary + 1, high))
          high = boundary
          continue inner
        }
        if high <= 0x7F {
          output.append([UInt8(low)...UInt8(high)])
          continue outer
        }
        // Split until every continuation position spans a full or aligned range.
        for shift: UInt32 in [6, 12, 18] {
          let mask: UInt32 = (1 << shift) - 1
          guard low & ~mask != high & ~mask else { continue }
          if low & mask != 0 {
            stack.append(((low | mask) + 1, high))
            high = low | mask
            continue inner
          }
          if high & mask != mask {
            stack.append((high & ~mask, high))
            high = (high & ~mask) - 1
            continue inner
          }
        }
        let lowBytes = encode(low)
        let highBytes = encode(high)
        output.append(zip(lowBytes, highBytes).map { $0...$1 })
        continue outer
      }
    }
    return output
  }

  /// The UTF-8 encoding of `value` (a scalar value other than a surrogate).
  static func encode(_ value: UInt32) -> [UInt8] {
    switch value {
    case 0..<0x80:
      return [UInt8(value)]
    case 0x80..<0x800:
      return [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)]
    case 0x800..<0x10000:
      return [UInt8(0xE0 | value >> 12), UInt8(0x80 | value >> 6 & 0x3F),
              UInt8(0x80 | value & 0x3F)]
    default:
      return [UInt8(0xF0 | value >> 18), UInt8(0x80 | value >> 12 & 0x3F),
              UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
    }
  }
}
