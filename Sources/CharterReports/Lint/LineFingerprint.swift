import CharterLint

/// SARIF `partialFingerprints.primaryLocationLineHash` values, which let GitHub code scanning
/// recognise a finding it has seen before after lines above it move.
///
/// The hash is FNV-1a (64 bits, as 16 lower-case hex digits) of the check id, a NUL byte, and
/// the finding's line text with leading and trailing whitespace removed, in UTF-8. As GitHub's
/// own fingerprints do, each value ends in `:N`, the occurrence of that hash in its file
/// counted from 1 in report order, so that two identical findings in one file stay distinct.
/// Pure and stable across platforms and releases: changing it would re-open every alert.
enum LineFingerprint {
  /// The `partialFingerprints` key.
  static let key = "primaryLocationLineHash"

  /// One fingerprint per finding, in order; `findings` must be sorted (as a report keeps them).
  static func fingerprints(_ findings: [Finding]) -> [String] {
    var occurrences: [String: [String: Int]] = [:]
    return findings.map { finding in
      let hash = self.hash(rule: finding.rule, lineText: finding.lineText)
      let count = occurrences[finding.path, default: [:]][hash, default: 0] + 1
      occurrences[finding.path, default: [:]][hash] = count
      return "\(hash):\(count)"
    }
  }

  /// The hash of a check id and a line, without the occurrence counter.
  static func hash(rule: String, lineText: String) -> String {
    var bytes = Array(rule.utf8)
    bytes.append(0)
    bytes += lineText.trimmingWhitespace.utf8
    let digits = String(fnv1a(bytes), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// FNV-1a, 64 bits.
  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash = offsetBasis
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* prime
    }
    return hash
  }

  // MARK: - Constants

  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3
}

extension String {
  /// The text without leading and trailing whitespace (spaces, tabs, line breaks and other
  /// Unicode white space).
  fileprivate var trimmingWhitespace: Substring {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return Substring(scalars[first...last])
  }
}
