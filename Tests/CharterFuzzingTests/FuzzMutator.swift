/// A small deterministic mutator, in the spirit of libFuzzer's: byte flips, insertions of
/// tokens that matter to Charter's parsers, erasures, duplications and splices of two seeds.
/// Seeded, so a test run always tries the same inputs.
struct FuzzMutator {
  private var state: UInt64

  init(seed: UInt64) { state = seed | 1 }

  /// Tokens whose insertion reaches the parsers' interesting states.
  static let tokens: [[UInt8]] = [
    "\n", "\r", "\r\n", "\t", "  ", "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#\"", "'", "`", "```\n", "//",
    "/*", "*/", "\\", "\\(", "---\n", "- ", "* ", "> ", "| a | b |\n|---|---|\n", "#", "## ", ":", "&a ", "*a", "!!",
    "checks:\n  - id: x\n    ban: y\n", "regex: true\n", "deinit {", "Task { [weak self] in", "@MainActor", "case ",
    "switch x {", "#if A\n", "#endif\n", "\u{FEFF}", "é", "🎉", "a{2,3}", "(a|b)*", "[^a-z]", "\\b", "$", "^", ".*?",
  ].map { Array($0.utf8) }

  private mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }

  private mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

  /// One to four mutations of one of `seeds` (spliced with another now and then).
  mutating func mutate(_ seeds: [[UInt8]]) -> [UInt8] {
    guard !seeds.isEmpty else { return [] }
    var input = seeds[below(seeds.count)]
    for _ in 0...below(4) {
      let position = below(input.count + 1)
      switch below(6) {
      case 0 where !input.isEmpty:
        input[min(position, input.count - 1)] ^= UInt8(truncatingIfNeeded: 1 << below(8))
      case 1:
        input.insert(contentsOf: Self.tokens[below(Self.tokens.count)], at: position)
      case 2 where !input.isEmpty:
        let end = min(input.count, position + 1 + below(16))
        input.removeSubrange(min(position, input.count - 1)..<end)
      case 3 where position < input.count:
        let end = min(input.count, position + 1 + below(64))
        input.insert(contentsOf: Array(input[position..<end]), at: below(input.count + 1))
      case 4:
        let other = seeds[below(seeds.count)]
        let cut = below(other.count + 1)
        input = Array(input[..<position]) + other[cut...]
      default:
        input.insert(UInt8(truncatingIfNeeded: next()), at: position)
      }
    }
    return Array(input.prefix(8_192))
  }
}
