// MARK: - The work budget

extension PikeVM {
  /// Thread steps one regex may take per byte of input, on average, before it is stopped.
  ///
  /// The VM is linear in the input, but the constant is the number of threads a regex keeps
  /// alive: 600 `.*` keep 1,200, about 50 s per MB. Real patterns keep a handful on average;
  /// 16 per byte lets any of them finish a 16 MB file in seconds.
  static let stepsPerByte = 16
  /// Thread steps every regex may take whatever the input's size, so that small files never
  /// stop a pattern.
  static let freeSteps = 1 << 18
  /// How many VM steps pass between two samples of the threads alive.
  static let sampleInterval = 1_024

  /// The thread steps one regex may take on `count` bytes.
  static func budget(forBytes count: Int) -> Int {
    let (scaled, overflow) = count.multipliedReportingOverflow(by: stepsPerByte)
    return overflow ? Int.max : scaled.addingReportingOverflow(freeSteps).partialValue
  }

  /// Counts each regex's threads in `current` as standing for the last ``sampleInterval``
  /// steps, and stops every regex over its budget: its threads are dropped, it is never
  /// seeded again, and ``stoppedRegexes`` names it.
  func sampleWork(_ current: inout ThreadList) {
    let instructions = machine.instructions.baseAddress!
    var over: [Int] = []
    for index in 0..<current.count {
      let owner = Int(instructions[Int(current.pcs[index])].owner)
      work[owner] = work[owner].addingReportingOverflow(Self.sampleInterval).partialValue
      if work[owner] > budget, !stopped[owner], !over.contains(owner) { over.append(owner) }
    }
    guard !over.isEmpty else { return }
    for owner in over {
      stopped[owner] = true
      stoppedRegexes.append(owner)
    }
    // Keep the other regexes' threads, in their order.
    var kept = 0
    for index in 0..<current.count {
      let pc = current.pcs[index]
      guard !stopped[Int(instructions[Int(pc)].owner)] else { continue }
      current.pcs[kept] = pc
      current.starts[kept] = current.starts[index]
      current.slots[Int(pc)] = Int32(kept)
      kept += 1
    }
    current.count = kept
  }
}
