import Testing

@testable import CharterKit
@testable import CharterSupport

/// Glob matching and brace expansion are bounded whatever the pattern: no recursion that grows
/// with the path's depth, no backtracking that grows with the number of `**`.
@Suite struct GlobBoundsTests {
  @Test func manyDoubleStarsOnADeepPathAnswerAtOnce() throws {
    let glob = try Glob(String(repeating: "**/x/", count: 12) + "**/y")
    let deep = Array(repeating: "x", count: 200).joined(separator: "/")
    #expect(!glob.matches(deep + "/z"))
    #expect(glob.matches(deep + "/y"))
    #expect(!glob.matches(Array(repeating: "x", count: 11).joined(separator: "/") + "/y"))
  }

  @Test func aPathThousandsOfFoldersDeepIsMatchedWithoutRecursion() throws {
    let deep = Array(repeating: "d", count: 20_000).joined(separator: "/") + "/File.swift"
    #expect(try Glob("**/*.swift").matches(deep))
    #expect(try Glob("d/**/File.swift").matches(deep))
    #expect(!(try Glob("**/e/**").matches(deep)))
  }

  @Test func tooManyBraceGroupsAreAnError() throws {
    #expect(throws: GlobSyntaxError.self) {
      _ = try Glob(String(repeating: "{a}", count: Glob.maxBraceGroups + 1))
    }
    _ = try Glob(String(repeating: "{a}", count: Glob.maxBraceGroups))
  }
}
