import CharterKit
import Testing

/// The Swift classifier on small tricky inputs (``SwiftRegionCases``), one rule at a time. It
/// is also compared byte for byte with swift-syntax on a real corpus (`RegionAgreementTests`).
@Suite struct SwiftRegionTests {
  @Test(arguments: SwiftRegionCases.all)
  func classifies(_ marked: String) {
    let input = MarkedRegions(marked)
    let map = RegionMap(text: input.source, syntax: .swift)
    #expect(map.spans == input.expected, "got \(input.render(map))")
  }

  @Test func handlesEmptyAndCRLF() {
    #expect(RegionMap(text: "", syntax: .swift).spans.isEmpty)
    let input = MarkedRegions("let a = ⟪\"x\"⟫ ⟨// c⟩\r\nlet b = ⟪\"y⟫\r\n")
    #expect(RegionMap(text: input.source, syntax: .swift).spans == input.expected)
  }

  @Test func survivesDeepNestingAndGarbage() {
    let deep = String(repeating: "\"\\(", count: 20_000) + String(repeating: ")\"", count: 20_000)
    let map = RegionMap(text: deep, syntax: .swift)
    #expect(map.kind(at: 0) == .string)
    let garbage: [UInt8] = [0xFF, 0x2F, 0xC3, 0x22, 0x5C, 0x28, 0x00, 0x23, 0x2F, 0xE2, 0x82]
    _ = RegionMap(bytes: garbage, syntax: .swift)
  }
}
