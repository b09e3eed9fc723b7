/// Runs every regex of a `RegexMachine` over the input in one pass: a Pike VM (Thompson NFA
/// simulation) whose threads belong to different patterns.
///
/// Per pattern the semantics are those of `rg -o`: leftmost-first matches that do not
/// overlap; after a match the pattern resumes at its end; an empty match that touches the
/// previous match is skipped. Threads of one pattern keep their relative priority; a thread
/// reaching `match` cuts only the lower-priority threads of its own pattern.
///
/// A match is final once its pattern has no live thread, which may be a few bytes after its
/// end (a greedy `\w+` learns it ended by reading the next byte). The bytes between are then
/// rescanned for that pattern alone by a second VM (`catchUp`), as Rust's `find_iter` would
/// rescan; every other pattern carries on. Work is O(input × program) between rescans.
final class PikeVM {
  let machine: RegexMachine
  let bytes: UnsafeBufferPointer<UInt8>
  var matches: [RawMatch] = []
  let stack: UnsafeMutablePointer<Int32>
  // The VM's state lives in buffers it allocates, reached through `let` pointers, and `run`
  // keeps the thread lists and the step in locals: a class's `var` properties would cost a
  // dynamic exclusivity check on every access in the inner loop.
  private let lists: (ThreadList, ThreadList)
  /// Per regex: the step at which it last had a thread added to `next`.
  let aliveStep: UnsafeMutablePointer<Int>
  let cutStep: UnsafeMutablePointer<Int>
  let resumeAt: UnsafeMutablePointer<Int>
  let lastEnd: UnsafeMutablePointer<Int>
  let pendingStart: UnsafeMutablePointer<Int>
  let pendingEnd: UnsafeMutablePointer<Int>
  let hasPending: UnsafeMutablePointer<Bool>
  /// The regexes with a pending match, `pendingCount` of them.
  let pendingList: UnsafeMutablePointer<Int32>
  /// How many steps earlier runs took, so that a new run's steps never repeat one.
  private var stepsTaken = 0
  var soloVM: PikeVM?
  /// Per regex: whether it runs at all on this input (its required literals occur).
  let active: [Bool]
  /// Whether an active regex could begin a match at a byte; when no thread is alive the VM
  /// skips the bytes for which this is false.
  private let canStart: UnsafeMutablePointer<Bool>
  /// Whether an active regex is anchored at line starts (so the skip loop stops after `\n`).
  private let stopsAfterLineBreak: Bool
  /// Per regex: the thread steps it has taken as far as sampling tells (``sampleWork``), and
  /// whether it was stopped for taking more than its budget.
  let work: UnsafeMutablePointer<Int>
  let stopped: UnsafeMutablePointer<Bool>
  /// The regexes stopped, in the order they were.
  var stoppedRegexes: [Int] = []
  /// How many thread steps one regex may take on this input (``PikeVM/budget(forBytes:)``).
  let budget: Int

  init(_ machine: RegexMachine, bytes: UnsafeBufferPointer<UInt8>, active: [Bool]) {
    self.machine = machine
    self.bytes = bytes
    self.active = active
    canStart = .allocate(capacity: 256)
    canStart.initialize(repeating: false, count: 256)
    var stopsAfterLineBreak = false
    for regex in 0..<machine.regexCount where active[regex] {
      if machine.nullable[regex] {
        canStart.update(repeating: true, count: 256)
      }
      for byte in 0..<256 where machine.firstBytes[regex].contains(UInt8(byte)) {
        canStart[byte] = true
      }
      stopsAfterLineBreak = stopsAfterLineBreak || machine.anchored[regex]
    }
    self.stopsAfterLineBreak = stopsAfterLineBreak
    let size = machine.instructions.count
    stack = .allocate(capacity: 2 * size + 2)
    lists = (ThreadList(capacity: size), ThreadList(capacity: size))
    let regexes = max(machine.regexCount, 1)
    aliveStep = Self.buffer(repeating: -1, count: regexes)
    cutStep = Self.buffer(repeating: -1, count: regexes)
    resumeAt = Self.buffer(repeating: 0, count: regexes)
    lastEnd = Self.buffer(repeating: -1, count: regexes)
    pendingStart = Self.buffer(repeating: 0, count: regexes)
    pendingEnd = Self.buffer(repeating: 0, count: regexes)
    hasPending = Self.buffer(repeating: false, count: regexes)
    pendingList = Self.buffer(repeating: 0, count: regexes)
    work = Self.buffer(repeating: 0, count: regexes)
    stopped = Self.buffer(repeating: false, count: regexes)
    budget = Self.budget(forBytes: bytes.count)
  }

  private static func buffer<Value>(repeating value: Value, count: Int) -> UnsafeMutablePointer<Value> {
    let buffer = UnsafeMutablePointer<Value>.allocate(capacity: count)
    buffer.initialize(repeating: value, count: count)
    return buffer
  }

  deinit {
    stack.deallocate()
    canStart.deallocate()
    lists.0.deallocate()
    lists.1.deallocate()
    for buffer in [aliveStep, cutStep, resumeAt, lastEnd, pendingStart, pendingEnd] { buffer.deallocate() }
    hasPending.deallocate()
    pendingList.deallocate()
    work.deallocate()
    stopped.deallocate()
  }

  /// Every match of every regex, unsorted (the solo VM's rescans included).
  func allMatches() -> [RawMatch] { matches + (soloVM?.matches ?? []) }

  /// Scans from `begin`. With `solo`, only that regex is seeded and the scan returns at the
  /// first position at or after `limit` where the VM holds no thread and no pending match.
  @discardableResult
  func run(from begin: Int, solo: Int32? = nil, limit: Int = 0) -> Int {
    let count = bytes.count
    let base = bytes.baseAddress
    let instructions = machine.instructions.baseAddress!
    let byteSets = machine.byteSets.baseAddress!
    var current = lists.0
    var next = lists.1
    var step = stepsTaken
    var pending = 0
    defer { stepsTaken = step }
    var position = begin
    var untilSample = Self.sampleInterval
    current.count = 0
    while position <= count {
      if current.count == 0, pending == 0 {
        if solo != nil, position >= limit { return position }
        position = skip(from: position)
        if solo != nil, position >= limit { return position }
      }
      seed(at: position, solo: solo, into: &current, step: step)
      untilSample -= 1
      if untilSample == 0 {
        untilSample = Self.sampleInterval
        if solo == nil { sampleWork(&current) }
      }
      step += 1
      next.count = 0
      let byte: UInt8 = position < count ? base![position] : 0
      for index in 0..<current.count {
        let instruction = instructions[Int(current.pcs[index])]
        let owner = Int(instruction.owner)
        guard cutStep[owner] != step else { continue }
        switch instruction.kind {
        case .byteRange:
          if position < count, instruction.low <= byte, byte <= instruction.high {
            addThread(&next, instruction.next, start: current.starts[index], at: position + 1, aliveAt: step)
          }
        case .byteSet:
          if position < count, byteSets[Int(instruction.argument)].contains(byte) {
            addThread(&next, instruction.next, start: current.starts[index], at: position + 1, aliveAt: step)
          }
        case .match:
          if !hasPending[owner] {
            hasPending[owner] = true
            pendingList[pending] = Int32(owner)
            pending += 1
          }
          pendingStart[owner] = current.starts[index]
          pendingEnd[owner] = position
          cutStep[owner] = step
        case .split, .assertion:
          continue
        }
      }
      swap(&current, &next)
      position = finalizePending(nextPosition: position + 1, solo: solo, pending: &pending, step: step)
    }
    return position
  }

  /// The first position from `position` where an active regex could start a match.
  private func skip(from start: Int) -> Int {
    let base = bytes.baseAddress!
    let count = bytes.count
    var position = start
    while position < count {
      let byte = base[position]
      if canStart[Int(byte)] { break }
      position += 1
      if byte == 0x0A, stopsAfterLineBreak { break }
    }
    return position
  }

  /// Seeds, at lowest priority, every regex that may start a match at `position`.
  private func seed(at position: Int, solo: Int32?, into current: inout ThreadList, step: Int) {
    let key = position < bytes.count ? Int(bytes[position]) : 256
    let atLineStart = position == 0 || bytes[position - 1] == 0x0A
    for slot in Int(machine.seedStart[key])..<Int(machine.seedStart[key + 1]) {
      let regex = machine.seedPatterns[slot]
      let index = Int(regex)
      guard solo == nil || solo == regex, active[index], !stopped[index], !hasPending[index],
        resumeAt[index] <= position, atLineStart || !machine.anchored[index]
      else { continue }
      addThread(&current, machine.starts[index], start: position, at: position, aliveAt: nil)
    }
  }
}
