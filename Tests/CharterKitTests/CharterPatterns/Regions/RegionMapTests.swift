import CharterKit
import Testing

@Suite struct RegionMapTests {
  // "a = ⟪"s"⟫ ⟨// c⟩" — code 0..<4, string 4..<7, code 7..<8, comment 8..<12.
  let map = RegionMap(text: #"a = "s" // c"#, syntax: .swift)

  @Test func kindAtEachOffset() {
    let kinds = (0..<13).map { map.kind(at: $0) }
    #expect(kinds == [.code, .code, .code, .code, .string, .string, .string, .code,
                      .comment, .comment, .comment, .comment, .code])
    #expect(map.kind(at: -1) == .code)
  }

  @Test func kindOfRanges() {
    #expect(map.kind(of: 0..<4) == .code)
    #expect(map.kind(of: 4..<7) == .string)
    #expect(map.kind(of: 5..<6) == .string)
    #expect(map.kind(of: 3..<5) == nil)
    #expect(map.kind(of: 6..<9) == nil)
    #expect(map.kind(of: 8..<12) == .comment)
    #expect(map.kind(of: 4..<4) == .string)
    #expect(map.isEntirely(.code, 0..<3))
    #expect(!map.isEntirely(.code, 0..<5))
    #expect(map.isEntirely(.comment, 9..<12))
  }

  @Test func adjacentSpansOfOneKindMerge() {
    let merged = RegionMap(text: "/* a *//* b */ x", syntax: .swift)
    #expect(merged.spans == [RegionSpan(.comment, 0..<14)])
  }

  @Test func offsetsAreUTF8() {
    let text = "let é = \"ü\""
    let map = RegionMap(text: text, syntax: .swift)
    let quote = Array(text.utf8).firstIndex(of: UInt8(ascii: "\""))!
    #expect(quote == 9)
    #expect(map.spans == [RegionSpan(.string, 9..<13)])
  }
}
