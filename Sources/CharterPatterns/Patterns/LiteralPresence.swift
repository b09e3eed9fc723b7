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
