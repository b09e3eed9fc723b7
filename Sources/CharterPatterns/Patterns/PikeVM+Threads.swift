/// A set of threads (pc plus match start) kept in priority order: a sparse set, so
/// membership, insertion and clearing are all O(1).
struct ThreadList {
  let pcs: UnsafeMutablePointer<Int32>
  let starts: UnsafeMutablePointer<Int>
  let slots: UnsafeMutablePointer<Int32>
  var count = 0

  init(capacity: Int) {
    pcs = .allocate(capacity: capacity)
    starts = .allocate(capacity: capacity)
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0, count: capacity)
  }

  func deallocate() {
    pcs.deallocate()
    starts.deallocate()
    slots.deallocate()
  }

  @inline(__always) func contains(_ pc: Int32) -> Bool {
    let slot = Int(slots[Int(pc)])
    return slot < count && pcs[slot] == pc
  }

  @inline(__always) mutating func insert(_ pc: Int32, start: Int) {
    slots[Int(pc)] = Int32(count)
    pcs[count] = pc
    starts[count] = start
    count += 1
  }
}

// MARK: - Epsilon closure and assertions

extension PikeVM {
  /// Adds the thread at `pc0` and everything reachable from it without consuming input at
  /// position `position`, depth-first so that priority order is kept. With `aliveAt`, records
  /// that each consuming thread's pattern still has work at that step.
  @inline(__always)
  func addThread(_ list: inout ThreadList, _ pc0: Int32, start: Int, at position: Int, aliveAt step: Int?) {
    let instructions = machine.instructions.baseAddress!
    stack[0] = pc0
    var top = 1
    while top > 0 {
      top -= 1
      let pc = stack[top]
      if list.contains(pc) { continue }
      list.insert(pc, start: start)
      let instruction = instructions[Int(pc)]
      switch instruction.kind {
      case .split:
        stack[top] = instruction.argument
        stack[top + 1] = instruction.next
        top += 2
      case .assertion:
        if holds(instruction.argument, at: position) {
          stack[top] = instruction.next
          top += 1
        }
      case .byteRange, .byteSet, .match:
        if let step { aliveStep[Int(instruction.owner)] = step }
      }
    }
  }

  /// Whether the assertion numbered `raw` holds between `bytes[position - 1]` and `bytes[position]`.
  func holds(_ raw: Int32, at position: Int) -> Bool {
    let count = bytes.count
    switch RegexAssertion(rawValue: UInt8(raw))! {
    case .lineStart:
      return position == 0 || bytes[position - 1] == 0x0A
    case .lineEnd:
      if position == count || bytes[position] == 0x0A { return true }
      return bytes[position] == 0x0D && position + 1 < count && bytes[position + 1] == 0x0A
    case .wordBoundary:
      return isWordBefore(position) != isWordAt(position)
    case .notWordBoundary:
      return isWordBefore(position) == isWordAt(position)
    }
  }

  private func isWordBefore(_ position: Int) -> Bool {
    position > 0 && Self.isWordByte(bytes[position - 1])
  }

  private func isWordAt(_ position: Int) -> Bool {
    position < bytes.count && Self.isWordByte(bytes[position])
  }

  /// ASCII `[0-9A-Za-z_]`.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x5F, 0x61...0x7A: true
    default: false
    }
  }
}
