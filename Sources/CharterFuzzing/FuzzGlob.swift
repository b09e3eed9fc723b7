import CharterKit
import CharterSupport

/// Glob and `.gitignore` matching. The input's first line is the pattern, each further line a
/// path.
///
/// `Glob` compiles or refuses with an offset inside the pattern; git's wildmatch (Charter's
/// bounded one) answers for every path without a hang (libFuzzer's `-timeout`), and the same
/// with the pattern's `**/` segments doubled, which mean what one does.
enum FuzzGlob {
  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    guard let pattern = lines.first else { return [] }
    let paths = lines.dropFirst().prefix(64)
    var problems: [String] = []
    if let text = String(validating: pattern, as: UTF8.self) {
      do {
        let glob = try Glob(text)
        for path in paths { _ = glob.matches(String(decoding: path, as: UTF8.self)) }
      } catch {
        let length = text.count
        if error.offset < 0 || error.offset > length {
          problems.append("glob error offset \(error.offset) outside a pattern of \(length)")
        }
      }
    }
    let doubled = doublingDoubleStars(pattern)
    for path in paths {
      let once = matches(pattern, path)
      if doubled != pattern, matches(doubled, path) != once {
        problems.append("'\(String(decoding: pattern, as: UTF8.self))' and its '**/' doubled disagree on a path")
      }
    }
    return problems
  }

  private static func matches(_ pattern: [UInt8], _ path: [UInt8]) -> Bool {
    pattern.withUnsafeBufferPointer { pattern in path.withUnsafeBufferPointer { Wildmatch.matches(pattern, $0) } }
  }

  /// `pattern` with every whole-segment `**/` written twice (`a/**/b` → `a/**/**/b`).
  static func doublingDoubleStars(_ pattern: [UInt8]) -> [UInt8] {
    let segments = pattern.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard segments.count > 1 else { return pattern }
    var out: [[UInt8]] = []
    for (index, segment) in segments.enumerated() {
      out.append(Array(segment))
      if Array(segment) == Array("**".utf8), index < segments.count - 1 { out.append(Array(segment)) }
    }
    return Array(out.joined(separator: [UInt8(ascii: "/")]))
  }
}
