import Foundation
import Testing

@testable import CharterKit
@testable import CharterSupport

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", path: "x") == "")
    #expect(UnifiedDiff.render(old: nil, new: nil, path: "x") == "")
  }

  @Test func changedLineWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff.render(old: old, new: new, path: "x") == """
        diff --git a/x b/x
        --- a/x
        +++ b/x
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  /// Exact output for the shapes `git apply` is strict about: new and deleted files, an empty
  /// side of a hunk, a last line without a newline.
  @Test(arguments: [
    (nil, "new\n", "diff --git a/x b/x\nnew file mode 100644\n--- /dev/null\n+++ b/x\n@@ -0,0 +1,1 @@\n+new\n"),
    ("old\n", nil, "diff --git a/x b/x\ndeleted file mode 100644\n--- a/x\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-old\n"),
    ("a\nb", "a\nb\n", "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"),
    ("a\n", "", "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,1 +0,0 @@\n-a\n"),
    ("a\nb\n", "a\nb\nc\n", "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,3 @@\n a\n b\n+c\n"),
    ("a\r\n", "a\n", "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,1 +1,1 @@\n-a\r\n+a\n"),
  ] as [(String?, String?, String)])
  func exactShapes(_ old: String?, _ new: String?, _ expected: String) {
    #expect(UnifiedDiff.render(old: old, new: new, path: "x") == expected)
  }

  /// A change is printed deletions first, and distant changes get hunks of their own.
  @Test func hunksAndOrder() {
    let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n").replacingOccurrences(of: "\n18\n", with: "\n")
    #expect(
      UnifiedDiff.render(old: old, new: new, path: "x") == """
        diff --git a/x b/x
        --- a/x
        +++ b/x
        @@ -1,6 +1,6 @@
         1
         2
        -3
        +three
         4
         5
         6
        @@ -15,6 +15,5 @@
         15
         16
         17
        -18
         19
         20

        """)
  }

  /// Myers' script is as short as the longest common subsequence allows, and turns one text
  /// into the other, on random inputs with few distinct lines (many equal lines, the hard case).
  /// The second case draws the two sides from overlapping ranges, so each has lines the other
  /// lacks (which the search leaves out).
  @Test(arguments: [(0...4, 0...4), (0...6, 3...9)])
  func shortestScriptOnRandomInputs(aValues: ClosedRange<Int>, bValues: ClosedRange<Int>) {
    var generator = SplitMix64(seed: 12)
    for _ in 0..<400 {
      let a = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: aValues, using: &generator) }
      let b = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: bValues, using: &generator) }
      let edits = MyersDiff.edits(a, b)
      #expect(edits.count { $0.kind == .same } == Self.lcsLength(a, b), "\(a) → \(b)")
      var rebuilt: [Int] = []
      var old = 0
      for edit in edits {
        switch edit.kind {
        case .same:
          #expect(a[edit.oldLine] == b[edit.newLine])
          rebuilt.append(a[edit.oldLine])
          old += 1
        case .delete:
          #expect(edit.oldLine == old)
          old += 1
        case .insert: rebuilt.append(b[edit.newLine])
        }
      }
      #expect(rebuilt == b && old == a.count, "\(a) → \(b)")
    }
  }

  /// A long file with one change is diffed quickly and in little memory.
  @Test func largeInputsWithFewChanges() {
    let old = (0..<200_000).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 100000\n", with: "changed\n")
    let diff = UnifiedDiff.render(old: old, new: new, path: "big")
    #expect(diff.contains("@@ -99998,7 +99998,7 @@\n"))
  }

  static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var current = [0]
      for (j, y) in b.enumerated() { current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j])) }
      previous = current
    }
    return previous[b.count]
  }
}

/// A small seeded generator, so that random cases repeat.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
