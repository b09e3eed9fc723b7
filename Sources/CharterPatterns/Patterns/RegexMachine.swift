/// The regexes of a `PatternSet` combined into one program, plus the tables the Pike VM
/// uses to decide, per input byte, which patterns could start a match there.
///
/// Immutable after `init`; the instruction and byte-set tables live in manually allocated
/// memory so the VM's inner loop reads them without bounds checks or reference counting,
/// which is why the class is `@unchecked Sendable`.
final class RegexMachine: @unchecked Sendable {
  let instructions: UnsafeMutableBufferPointer<RegexInstruction>
  let byteSets: UnsafeMutableBufferPointer<ByteSet>
  /// Entry pc of each regex.
  let starts: [Int32]
  /// The `PatternSet` ordinal of each regex.
  let patternOf: [Int32]
  /// For key `k` (a byte, or 256 for the end of the input), `seedPatterns[seedStart[k]..<seedStart[k+1]]`
  /// lists the regexes whose match could begin there.
  let seedStart: [Int32]
  let seedPatterns: [Int32]
  /// Per regex: the bytes its matches can begin with, and whether it can match empty.
  let firstBytes: [ByteSet]
  let nullable: [Bool]
  /// Per regex: whether every match begins with `^`, so it is only seeded at line starts.
  let anchored: [Bool]

  var regexCount: Int { starts.count }

  init(_ programs: [RegexProgram], patternOf: [Int32]) {
    var instructions: [RegexInstruction] = []
    var byteSets: [ByteSet] = []
    var starts: [Int32] = []
    for (index, program) in programs.enumerated() {
      let pcOffset = Int32(instructions.count)
      instructions += program.relocated(pcOffset: pcOffset, setOffset: Int32(byteSets.count),
                                        owner: Int32(index))
      byteSets += program.byteSets
      starts.append(program.start + pcOffset)
    }
    self.instructions = .allocate(capacity: max(instructions.count, 1))
    _ = self.instructions.initialize(from: instructions)
    self.byteSets = .allocate(capacity: max(byteSets.count, 1))
    _ = self.byteSets.initialize(from: byteSets)
    self.starts = starts
    self.patternOf = patternOf

    var lists = [[Int32]](repeating: [], count: 257)
    var firstBytes: [ByteSet] = []
    var nullables: [Bool] = []
    for (index, start) in starts.enumerated() {
      let (first, nullable) = Self.firstBytes(from: start, instructions, byteSets)
      for key in 0..<257 where nullable || (key < 256 && first.contains(UInt8(key))) {
        lists[key].append(Int32(index))
      }
      firstBytes.append(first)
      nullables.append(nullable)
    }
    seedStart = lists.reduce(into: [0]) { $0.append($0.last! + Int32($1.count)) }
    seedPatterns = Array(lists.joined())
    self.firstBytes = firstBytes
    nullable = nullables
    anchored = starts.map { Self.isAnchored(from: $0, instructions) }
  }

  /// Whether every path from `start` to input or to `match` passes a `^` assertion.
  private static func isAnchored(from start: Int32, _ instructions: [RegexInstruction]) -> Bool {
    var seen = Set<Int32>()
    var stack = [start]
    while let pc = stack.popLast() {
      guard seen.insert(pc).inserted else { continue }
      let instruction = instructions[Int(pc)]
      switch instruction.kind {
      case .byteRange, .byteSet, .match: return false
      case .split: stack += [instruction.next, instruction.argument]
      case .assertion:
        if instruction.argument != Int32(RegexAssertion.lineStart.rawValue) {
          stack.append(instruction.next)
        }
      }
    }
    return true
  }

  deinit {
    instructions.deallocate()
    byteSets.deallocate()
  }

  /// The bytes a match starting at `start` can consume first, and whether it can match
  /// without consuming anything. Assertions are assumed to hold, so both are over-estimates.
  private static func firstBytes(
    from start: Int32, _ instructions: [RegexInstruction], _ byteSets: [ByteSet]
  ) -> (ByteSet, nullable: Bool) {
    var first = ByteSet()
    var nullable = false
    var seen = Set<Int32>()
    var stack = [start]
    while let pc = stack.popLast() {
      guard seen.insert(pc).inserted else { continue }
      let instruction = instructions[Int(pc)]
      switch instruction.kind {
      case .byteRange: first.insert(instruction.low...instruction.high)
      case .byteSet:
        let set = byteSets[Int(instruction.argument)]
        for byte in 0...255 where set.contains(UInt8(byte)) { first.insert(UInt8(byte)...UInt8(byte)) }
      case .split: stack += [instruction.next, instruction.argument]
      case .assertion: stack.append(instruction.next)
      case .match: nullable = true
      }
    }
    return (first, nullable)
  }
}
