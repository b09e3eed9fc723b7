/// Compiles a `RegexNode` tree into a `RegexProgram` by Thompson's construction.
///
/// The program is built back to front: each node is compiled knowing the pc it continues
/// to, so concatenation needs no patching and repetitions patch only their loop `split`.
/// Scalars and classes become UTF-8 byte instructions; classes share common suffixes.
struct RegexCompiler {
  /// The most instructions one pattern may compile to; larger patterns are rejected so a
  /// rule file cannot make the matcher's memory or per-byte work explode.
  static let maxInstructions = 20_000

  private var instructions: [RegexInstruction] = []
  private var byteSets: [ByteSet] = []

  /// Compiles `node` followed by a `match` instruction.
  static func compile(_ node: RegexNode) throws(RegexSyntaxError) -> RegexProgram {
    var compiler = RegexCompiler()
    let match = try compiler.emit(RegexInstruction(kind: .match))
    let start = try compiler.compile(node, next: match)
    return RegexProgram(instructions: compiler.instructions, byteSets: compiler.byteSets,
                        start: start)
  }

  /// How many instructions `node` compiles to (without the final `match`), or `nil` when it
  /// compiles to more than `maxInstructions`.
  static func instructionCount(of node: RegexNode) -> Int? {
    var compiler = RegexCompiler()
    guard (try? compiler.compile(node, next: 0)) != nil else { return nil }
    return compiler.instructions.count
  }

  private mutating func emit(_ instruction: RegexInstruction) throws(RegexSyntaxError) -> Int32 {
    guard instructions.count < Self.maxInstructions else {
      throw RegexSyntaxError(
        offset: 0,
        message: "the pattern is too large: it compiles to more than \(Self.maxInstructions) instructions")
    }
    instructions.append(instruction)
    return Int32(instructions.count - 1)
  }

  private mutating func split(_ first: Int32, _ second: Int32) throws(RegexSyntaxError) -> Int32 {
    try emit(RegexInstruction(kind: .split, next: first, argument: second))
  }

  /// Emits code for `node` that continues at `next`; returns its entry pc.
  private mutating func compile(_ node: RegexNode, next: Int32) throws(RegexSyntaxError) -> Int32 {
    switch node {
    case .empty:
      return next
    case .scalar(let scalar):
      var pc = next
      for byte in UTF8Sequences.encode(scalar.value).reversed() {
        pc = try emit(RegexInstruction(kind: .byteRange, low: byte, high: byte, next: pc))
      }
      return pc
    case .scalarSet(let set):
      return try compileSet(set, next: next)
    case .assertion(let assertion):
      return try emit(RegexInstruction(kind: .assertion, next: next,
                                        argument: Int32(assertion.rawValue)))
    case .concatenation(let parts):
      var pc = next
      for part in parts.reversed() { pc = try compile(part, next: pc) }
      return pc
    case .alternation(let alternatives):
      var entries: [Int32] = []
      for alternative in alternatives { entries.append(try compile(alternative, next: next)) }
      return try chain(entries)
    case .repetition(let body, let min, let max, let greedy):
      return try compileRepetition(body, min: min, max: max, greedy: greedy, next: next)
    }
  }

  /// A chain of splits trying `entries` in order.
  private mutating func chain(_ entries: [Int32]) throws(RegexSyntaxError) -> Int32 {
    var pc = entries[entries.count - 1]
    for entry in entries.dropLast().reversed() { pc = try split(entry, pc) }
    return pc
  }

  private mutating func compileRepetition(
    _ body: RegexNode, min: Int, max: Int?, greedy: Bool, next: Int32
  ) throws(RegexSyntaxError) -> Int32 {
    var pc = next
    var copies = min
    if let max {
      for _ in 0..<(max - min) {  // nested optionals: (x(x)?)?
        let entry = try compile(body, next: pc)
        pc = greedy ? try split(entry, next) : try split(next, entry)
      }
    } else {
      // The loop: L: split(body → L, exit). `x*` enters at L, `x+` at the body.
      let loop = try emit(RegexInstruction(kind: .split))
      let entry = try compile(body, next: loop)
      instructions[Int(loop)].next = greedy ? entry : next
      instructions[Int(loop)].argument = greedy ? next : entry
      if min == 0 { pc = loop } else {
        pc = entry
        copies -= 1
      }
    }
    for _ in 0..<copies { pc = try compile(body, next: pc) }
    return pc
  }

  /// Code matching one scalar of `set`: an ASCII byte set plus UTF-8 sequences for the rest.
  private mutating func compileSet(_ set: ScalarSet, next: Int32) throws(RegexSyntaxError) -> Int32 {
    var entries: [Int32] = []
    var ascii = ByteSet()
    var suffixes: [RegexInstruction: Int32] = [:]
    for range in set.ranges {
      for sequence in UTF8Sequences.sequences(for: range) {
        if sequence.count == 1 {
          ascii.insert(sequence[0])
          continue
        }
        var pc = next
        for byteRange in sequence.reversed() {
          let instruction = RegexInstruction(kind: .byteRange, low: byteRange.lowerBound,
                                             high: byteRange.upperBound, next: pc)
          if let shared = suffixes[instruction] { pc = shared } else {
            pc = try emit(instruction)
            suffixes[instruction] = pc
          }
        }
        entries.append(pc)
      }
    }
    if !ascii.isEmpty {
      byteSets.append(ascii)
      let setPC = try emit(RegexInstruction(kind: .byteSet, next: next,
                                            argument: Int32(byteSets.count - 1)))
      entries.insert(setPC, at: 0)
    }
    return try chain(entries)
  }
}
