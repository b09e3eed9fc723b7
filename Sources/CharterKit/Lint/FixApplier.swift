/// Applies findings' fixes to a file's bytes until nothing fixable is left.
///
/// Fixes that overlap an earlier one are left for the next pass; each pass re-checks the
/// corrected text (an indentation fix to a block's first line changes what its body must be),
/// for at most ``maxPasses`` passes. The result is a fixed point, so `--fix` run again changes
/// nothing.
enum FixApplier {
  /// Passes before giving up on fixes that keep producing new ones.
  static let maxPasses = 8

  /// The corrected bytes and the findings that remain in them.
  static func fixedPoint(
    _ bytes: [UInt8], _ findings: [Finding], recheck: ([UInt8]) -> [Finding]
  ) -> (bytes: [UInt8], findings: [Finding]) {
    var current = bytes
    var remaining = findings
    for _ in 0..<maxPasses {
      let fixes = nonOverlapping(remaining.compactMap(\.fix))
      guard !fixes.isEmpty else { break }
      let next = apply(fixes, to: current)
      guard next != current else { break }
      current = next
      remaining = recheck(current)
    }
    return (current, remaining)
  }

  /// The fixes sorted by position, without any that overlaps (or repeats) an earlier one.
  static func nonOverlapping(_ fixes: [TextFix]) -> [TextFix] {
    var kept: [TextFix] = []
    for fix in fixes.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
      if let last = kept.last, fix.range.lowerBound < last.range.upperBound || fix.range == last.range { continue }
      kept.append(fix)
    }
    return kept
  }

  /// `bytes` with `fixes` (sorted, non-overlapping) applied.
  static func apply(_ fixes: [TextFix], to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    for fix in fixes {
      result += bytes[position..<fix.range.lowerBound]
      result += Array(fix.replacement.utf8)
      position = fix.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}
