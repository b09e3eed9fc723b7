import Testing

@testable import CharterPatterns

/// Which of many byte strings occur in a buffer, in one pass: the same answer as searching for
/// each string on its own.
@Suite struct LiteralPresenceTests {
  private func occurrences(_ literals: [String], in text: String) -> [Bool] {
    let presence = LiteralPresence(literals.map { Array($0.utf8) })
    return Array(text.utf8).withUnsafeBufferPointer { presence.occurrences(in: $0) }
  }

  @Test func findsEachWordThatOccurs() {
    let words = ["async", "actor ", "class ", "MainActor", "@MainActor", "weak self", "[weak", "a"]
    let text = "final class Model {\n  @MainActor func load() async { [weak self] in }\n}\n"
    #expect(occurrences(words, in: text) == [true, false, true, true, true, true, true, true])
    #expect(occurrences(words, in: "") == Array(repeating: false, count: words.count))
    #expect(occurrences(["x"], in: "x") == [true])
    #expect(occurrences(["xy"], in: "x") == [false])
  }

  /// Words that end inside one another, share prefixes, repeat, or are empty.
  @Test func overlappingRepeatedAndEmptyWords() {
    let words = ["he", "she", "hers", "his", "she", "", "rs"]
    #expect(occurrences(words, in: "ushers") == [true, true, true, false, true, true, true])
    #expect(occurrences(words, in: "this") == [false, false, false, true, false, true, false])
  }

  /// Random words over a small alphabet in random texts, against `String.contains` per word.
  @Test(arguments: [1, 2, 3, 4, 5])
  func agreesWithSearchingEachWord(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let alphabet = Array("ab c\n€é".unicodeScalars)
    func word(_ length: Int) -> String {
      String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
    }
    for _ in 0..<200 {
      let words = (0..<Int.random(in: 1...12, using: &random)).map { _ in word(Int.random(in: 1...4, using: &random)) }
      let text = word(Int.random(in: 0...60, using: &random))
      let expected = words.map { Array(text.utf8).firstRange(of: Array($0.utf8)) != nil }
      #expect(occurrences(words, in: text) == expected, "\(words) in \(text.debugDescription)")
    }
  }
}
