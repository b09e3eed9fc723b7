/// A deterministic Aho-Corasick automaton finding every occurrence of many byte strings in
/// one pass.
///
/// Bytes are mapped to classes (one per byte that occurs in some literal, one for all
/// others) to keep the transition table small. States are renumbered so that every state
/// with an output comes last: the scan loop tests "did something match" with one compare.
/// Transitions are stored premultiplied by the class count.
struct AhoCorasick: Sendable {
  /// The literals, as UTF-8 bytes; an index into this array names a literal.
  let literals: [[UInt8]]
  /// Each literal's length, computed once: a scan must not do work per literal.
  let lengths: [Int]
  let classOf: [UInt8]
  let classCount: Int
  /// `transitions[state + class]` is the next state; states are premultiplied.
  let transitions: [Int32]
  /// Premultiplied states at or above this have outputs.
  let firstMatchState: Int32
  /// For match state `k` (`state / classCount - firstMatch`): `outputs[outputStart[k]..<outputStart[k+1]]`.
  let outputStart: [Int32]
  let outputs: [Int32]
  /// Whether a byte can begin some literal (the root leaves on it).
  let startsLiteral: [Bool]
  /// Whether two bytes (`first << 8 | second`) can begin some literal: a sharper filter for
  /// the skip loop, since common letters start literals but common pairs rarely do.
  let startsPair: [Bool]

  /// Builds the automaton; `literals` must all be non-empty.
  init(_ literals: [[UInt8]]) {
    self.literals = literals
    lengths = literals.map(\.count)
    var classOf = [UInt8](repeating: 0, count: 256)
    var classCount = 1
    for byte in Set(literals.joined()).sorted() {
      classOf[Int(byte)] = UInt8(classCount)
      classCount += 1
    }
    let trie = Trie(literals, classOf: classOf, classCount: classCount)
    var delta = trie.children  // completed into a DFA below
    var fail = [Int](repeating: 0, count: trie.outputs.count)
    var outputs = trie.outputs
    var queue: [Int] = []
    for c in 0..<classCount {
      let child = delta[c]
      if child < 0 { delta[c] = 0 } else { queue.append(Int(child)) }
    }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      outputs[state] += outputs[fail[state]]
      for c in 0..<classCount {
        let child = delta[state * classCount + c]
        let fallback = delta[fail[state] * classCount + c]
        if child < 0 {
          delta[state * classCount + c] = fallback
        } else {
          fail[Int(child)] = Int(fallback)
          queue.append(Int(child))
        }
      }
    }
    // Renumber: states without outputs first, root stays 0.
    let order = (0..<outputs.count).filter { outputs[$0].isEmpty }
      + (0..<outputs.count).filter { !outputs[$0].isEmpty }
    var newIndex = [Int32](repeating: 0, count: order.count)
    for (index, state) in order.enumerated() { newIndex[state] = Int32(index) }
    var transitions = [Int32](repeating: 0, count: delta.count)
    var outputStart: [Int32] = [0]
    var flatOutputs: [Int32] = []
    for (index, state) in order.enumerated() {
      for c in 0..<classCount {
        transitions[index * classCount + c] =
          newIndex[Int(delta[state * classCount + c])] * Int32(classCount)
      }
      if !outputs[state].isEmpty {
        flatOutputs += outputs[state]
        outputStart.append(Int32(flatOutputs.count))
      }
    }
    self.classOf = classOf
    self.classCount = classCount
    self.transitions = transitions
    self.firstMatchState = Int32(order.count - outputStart.count + 1) * Int32(classCount)
    self.outputStart = outputStart
    self.outputs = flatOutputs
    self.startsLiteral = (0..<256).map { delta[Int(classOf[$0])] != 0 }
    var pairs = [Bool](repeating: false, count: 1 << 16)
    for literal in literals {
      let first = Int(literal[0]) << 8
      if literal.count == 1 {
        for second in 0..<256 { pairs[first | second] = true }
      } else {
        pairs[first | Int(literal[1])] = true
      }
    }
    self.startsPair = pairs
  }
}

/// The goto function of the automaton before failure links are added.
private struct Trie {
  /// `children[state * classCount + class]`: the child state, or -1.
  var children: [Int32]
  /// The literals ending at each state.
  var outputs: [[Int32]]

  init(_ literals: [[UInt8]], classOf: [UInt8], classCount: Int) {
    children = [Int32](repeating: -1, count: classCount)
    outputs = [[]]
    for (index, literal) in literals.enumerated() {
      var state = 0
      for byte in literal {
        let slot = state * classCount + Int(classOf[Int(byte)])
        if children[slot] < 0 {
          children[slot] = Int32(outputs.count)
          outputs.append([])
          children += [Int32](repeating: -1, count: classCount)
        }
        state = Int(children[slot])
      }
      outputs[state].append(Int32(index))
    }
  }
}
