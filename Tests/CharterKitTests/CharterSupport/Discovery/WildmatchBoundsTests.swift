import Testing

@testable import CharterSupport

/// git's wildmatch tries every way of letting each `**/` match zero or more folders; Charter's
/// remembers what each try came to, so a line of `**/` against a deep path answers at once.
@Suite struct WildmatchBoundsTests {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    Array(pattern.utf8).withUnsafeBufferPointer { pattern in
      Array(path.utf8).withUnsafeBufferPointer { Wildmatch.matches(pattern, $0) }
    }
  }

  /// k=22 took 21 s before; k=30 hours.
  @Test(arguments: [22, 30, 200])
  func manyDoubleStarSegmentsAgainstADeepPath(_ count: Int) {
    let deep = Array(repeating: "a", count: 60).joined(separator: "/")
    #expect(!Self.matches(String(repeating: "**/a/", count: count) + "b", deep + "/c"))
    #expect(!Self.matches(String(repeating: "**/", count: count) + "a/b", deep))
    #expect(Self.matches(String(repeating: "**/a/", count: 30) + "**/b", deep + "/b"))
    #expect(Self.matches(String(repeating: "**/", count: count) + "c", deep + "/c"))
  }

  /// A line of 100,000 `**/` costs no recursion.
  @Test func aVeryLongLineOfDoubleStars() {
    #expect(Self.matches(String(repeating: "**/", count: 100_000) + "x", "a/b/x"))
    #expect(!Self.matches(String(repeating: "**/", count: 100_000) + "x", "a/b/y"))
  }

  /// Repeated `**/` means what one does, as in git (the git parity table holds more).
  @Test(arguments: [
    ("**/**/foo", "foo", true), ("**/**/foo", "a/b/foo", true), ("a/**/**/b", "a/b", true),
    ("a/**/**/b", "a/x/y/b", true), ("a/**/**/b", "x/a/b", false), ("**/a/**/b/**/c", "a/b/c", true),
    ("**/a/**/b/**/c", "x/a/y/b/z/c", true), ("**/a/**/b/**/c", "x/a/y/c/z/b", false),
  ])
  func repeatedDoubleStarsMeanOne(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(Self.matches(pattern, path) == expected)
  }
}
