/// Applies findings' fixes to a file's bytes until nothing fixable is left.
///
/// Fixes that overlap an earlier one are left for the next pass; each pass re-checks the
/// corrected text. Checks plan their fixes so that one pass reaches the fixed point (an
/// indentation fix moves the lines that follow a misplaced opener with it,
/// ``IndentationFixPlan``); overlapping fixes and fixes that enable others take a few more.
/// After ``maxPasses`` passes that still change the file, the result says it did not converge.
package enum FixApplier {
  /// Passes before giving up on fixes that keep producing new ones.
  static let maxPasses = 16

  /// The corrected bytes, the findings that remain in them, and whether they are a fixed
  /// point (`false` when the last allowed pass still changed the bytes).
  package static func fixedPoint(
    _ bytes: [UInt8], _ findings: [Finding], recheck: ([UInt8]) -> [Finding]
  ) -> (bytes: [UInt8], findings: [Finding], converged: Bool) {
    var current = bytes
    var remaining = findings
    for _ in 0..<maxPasses {
      let fixes = nonOverlapping(remaining.compactMap(\.fix))
      guard !fixes.isEmpty else { return (current, remaining, true) }
      let next = apply(fixes, to: current)
      guard next != current else { return (current, remaining, true) }
      current = next
      remaining = recheck(current)
    }
    let stillChanges = apply(nonOverlapping(remaining.compactMap(\.fix)), to: current) != current
    return (current, remaining, !stillChanges)
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
