/// Which of a fixed list of byte strings occur in a buffer, all found in one pass of an
/// Aho-Corasick automaton: how the structural checks tell, for every Swift file, which of their
/// few dozen trigger words it holds, where a search per word would pass over the file once per
/// word.
public struct LiteralPresence: Sendable {
  /// The byte strings asked about, in the order of the answers.
  public let literals: [[UInt8]]
  private let automaton: AhoCorasick?

  /// Prepares to look for `literals`; an empty one occurs in every buffer.
  public init(_ literals: [[UInt8]]) {
    self.literals = literals
    let searched = literals.filter { !$0.isEmpty }
    automaton = searched.isEmpty ? nil : AhoCorasick(searched)
  }

  /// For each of ``literals``, whether it occurs in `bytes`.
  public func occurrences(in bytes: UnsafeBufferPointer<UInt8>) -> [Bool] {
    var found = literals.map(\.isEmpty)
    guard let automaton else { return found }
    // The automaton numbers only the non-empty literals.
    let positions = literals.indices.filter { !literals[$0].isEmpty }
    var seen = [Bool](repeating: false, count: positions.count)
    automaton.mark(bytes, into: &seen)
    for (index, position) in positions.enumerated() where seen[index] { found[position] = true }
    return found
  }
}

extension AhoCorasick {
  /// Sets `found[i]` for every literal `i` that occurs in `bytes`, and stops early once all do.
  func mark(_ bytes: UnsafeBufferPointer<UInt8>, into found: inout [Bool]) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    let count = bytes.count
    var missing = found.lazy.filter { !$0 }.count
    transitions.withUnsafeBufferPointer { transitions in
      classOf.withUnsafeBufferPointer { classOf in
        startsLiteral.withUnsafeBufferPointer { startsLiteral in
          startsPair.withUnsafeBufferPointer { startsPair in
            var state: Int32 = 0
            var index = 0
            while index < count, missing > 0 {
              if state == 0 {
                // As in `scan`: skip to where two bytes could begin a literal.
                while index + 1 < count, !startsPair[Int(base[index]) << 8 | Int(base[index + 1])] { index += 1 }
                if index + 1 == count, !startsLiteral[Int(base[index])] { index += 1 }
                if index == count { break }
              }
              state = transitions[Int(state) + Int(classOf[Int(base[index])])]
              index += 1
              guard state >= firstMatchState else { continue }
              let matchState = Int(state - firstMatchState) / classCount
              for slot in Int(outputStart[matchState])..<Int(outputStart[matchState + 1]) {
                let literal = Int(outputs[slot])
                if !found[literal] {
                  found[literal] = true
                  missing -= 1
                }
              }
            }
          }
        }
      }
    }
  }
}
