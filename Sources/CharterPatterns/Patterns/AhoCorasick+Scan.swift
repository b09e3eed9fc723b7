// MARK: - Scanning

extension AhoCorasick {
  /// Appends to `matches` the leftmost non-overlapping occurrences of every literal in
  /// `bytes`, in order of their end; literal `i` is reported as pattern `patternOf[i]`,
  /// except that a negative `patternOf[i]`, `-(r + 1)`, instead sets `activated[r]`: the
  /// literal is one a regex requires.
  func scan(_ bytes: UnsafeBufferPointer<UInt8>, patternOf: [Int32],
            into matches: inout [RawMatch], activated: inout [Bool]) {
    var lastEnd = [Int](repeating: 0, count: literals.count)
    walk(bytes) { literal, end in
      let pattern = patternOf[literal]
      if pattern < 0 {
        activated[Int(-pattern - 1)] = true
        return true
      }
      let start = end - lengths[literal]
      guard start >= lastEnd[literal] else { return true }  // overlaps its last match
      lastEnd[literal] = end
      matches.append(RawMatch(pattern: pattern, start: start, end: end))
      return true
    }
  }

  /// Sets `found[i]` for every literal `i` that occurs in `bytes`, and stops early once all do.
  func mark(_ bytes: UnsafeBufferPointer<UInt8>, into found: inout [Bool]) {
    var missing = found.lazy.filter { !$0 }.count
    guard missing > 0 else { return }
    walk(bytes) { literal, _ in
      if !found[literal] {
        found[literal] = true
        missing -= 1
      }
      return missing > 0
    }
  }

  /// Calls `body` with each literal that ends in `bytes` and the offset just past its end, in
  /// order of their end, until `body` returns false.
  ///
  /// While the automaton sits at its root, a tight loop skips bytes that start no literal;
  /// most source lines contain no text looked for, so this loop is where most time goes.
  @inline(__always)
  private func walk(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (_ literal: Int, _ end: Int) -> Bool) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    let count = bytes.count
    transitions.withUnsafeBufferPointer { transitions in
      classOf.withUnsafeBufferPointer { classOf in
        startsLiteral.withUnsafeBufferPointer { startsLiteral in
          startsPair.withUnsafeBufferPointer { startsPair in
            var state: Int32 = 0
            var index = 0
            while index < count {
              if state == 0 {
                // Skip to the next place where two bytes could begin a literal; the last byte
                // can only begin a one-byte literal.
                while index + 1 < count, !startsPair[Int(base[index]) << 8 | Int(base[index + 1])] { index += 1 }
                if index + 1 == count, !startsLiteral[Int(base[index])] { index += 1 }
                if index == count { break }
              }
              state = transitions[Int(state) + Int(classOf[Int(base[index])])]
              index += 1
              guard state >= firstMatchState else { continue }
              let matchState = Int(state - firstMatchState) / classCount
              for slot in Int(outputStart[matchState])..<Int(outputStart[matchState + 1]) {
                guard body(Int(outputs[slot]), index) else { return }
              }
            }
          }
        }
      }
    }
  }
}

/// A match before pattern numbers are mapped back to the caller's ids.
struct RawMatch: Hashable, Sendable {
  /// The pattern's position in the `PatternSet`.
  var pattern: Int32
  var start: Int
  var end: Int
}
