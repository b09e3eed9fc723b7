// MARK: - Finishing matches

extension PikeVM {
  /// Reports the pending matches whose pattern has no live thread left, and returns where
  /// scanning continues: `nextPosition`, or earlier when a solo scan must rescan its pattern.
  func finalizePending(nextPosition: Int, solo: Int32?, pending: inout Int, step: Int) -> Int {
    var position = nextPosition
    var slot = 0
    while slot < pending {
      let regex = Int(pendingList[slot])
      if aliveStep[regex] == step {
        slot += 1
        continue
      }
      pending -= 1
      pendingList[slot] = pendingList[pending]
      let resume = finalize(regex)
      guard resume < nextPosition, !stopped[regex] else { continue }
      if solo != nil {
        position = resume  // alone in this VM and without threads: just step back
      } else {
        catchUp(Int32(regex), from: resume, limit: nextPosition)
      }
    }
    return position
  }

  /// Records the pending match of `regex` and returns where the pattern may start again.
  private func finalize(_ regex: Int) -> Int {
    hasPending[regex] = false
    let start = pendingStart[regex]
    let end = pendingEnd[regex]
    var resume = end
    if start == end {
      resume = end + 1
      while resume < bytes.count, bytes[resume] & 0xC0 == 0x80 { resume += 1 }
      let splitsScalar = end < bytes.count && bytes[end] & 0xC0 == 0x80
      if end != lastEnd[regex], !splitsScalar { report(regex, start, end) }
    } else {
      report(regex, start, end)
    }
    resumeAt[regex] = resume
    return resume
  }

  private func report(_ regex: Int, _ start: Int, _ end: Int) {
    lastEnd[regex] = end
    matches.append(RawMatch(pattern: machine.patternOf[regex], start: start, end: end))
  }

  /// Rescans `regex` alone from `begin` until it is idle at or after `limit`, then lets
  /// this VM seed it again from there.
  private func catchUp(_ regex: Int32, from begin: Int, limit: Int) {
    let solo = soloVM ?? PikeVM(machine, bytes: bytes, active: active)
    soloVM = solo
    let index = Int(regex)
    solo.resumeAt[index] = begin
    solo.lastEnd[index] = lastEnd[index]
    let idle = solo.run(from: begin, solo: regex, limit: limit)
    resumeAt[index] = max(idle, solo.resumeAt[index])
    lastEnd[index] = solo.lastEnd[index]
  }
}
