import Foundation

extension Array where Element: Sendable {
  /// `map` run on every core, keeping the order of the elements.
  ///
  /// Worth it when each transform does real work (reading and parsing a file). The elements
  /// are cut into a few runs of neighbours per core, so a thousand cheap transforms do not pay
  /// for a thousand hand-offs, and neighbours (files of one folder, when sorted by path) stay
  /// on one thread instead of contending for the same folder.
  /// A `transform` that throws one type of error makes the map throw that type: the first
  /// error in element order.
  package func concurrentMap<Result: Sendable, Failure: Error>(
    _ transform: @Sendable (Element) throws(Failure) -> Result
  ) throws(Failure) -> [Result] {
    if count < 2 { return try map(transform) }
    let results = UnsafeMutableBufferPointer<Swift.Result<Result, Failure>?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    let runs = Swift.min(count, 4 * ProcessInfo.processInfo.activeProcessorCount)
    let buffer = ConcurrentSlots(results)
    self.withUnsafeBufferPointer { elements in
      let input = ConcurrentInput(elements)
      let total = input.elements.count
      DispatchQueue.concurrentPerform(iterations: runs) { run in
        // Each slot is written by exactly one run.
        for index in (run * total / runs)..<((run + 1) * total / runs) {
          buffer.slots[index] = Swift.Result { () throws(Failure) in try transform(input.elements[index]) }
        }
      }
    }
    var mapped: [Result] = []
    mapped.reserveCapacity(count)
    for result in results { mapped.append(try result!.get()) }
    return mapped
  }
}

/// Hands the result slots to the worker threads; each slot has a single writer.
private struct ConcurrentSlots<Value>: @unchecked Sendable {
  let slots: UnsafeMutableBufferPointer<Value>
  init(_ slots: UnsafeMutableBufferPointer<Value>) { self.slots = slots }
}

/// Hands the (read-only) input elements to the worker threads.
private struct ConcurrentInput<Value>: @unchecked Sendable {
  let elements: UnsafeBufferPointer<Value>
  init(_ elements: UnsafeBufferPointer<Value>) { self.elements = elements }
}
