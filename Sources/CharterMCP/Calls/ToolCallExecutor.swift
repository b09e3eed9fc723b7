import Foundation
import Synchronization

/// The threads tool calls run on, apart from the cooperative pool the MCP library reads
/// messages and answers `ping` on: a call that computes for long, or is stuck in a system
/// call, holds one of these threads and never the pool, so the server keeps reading and
/// answering while it runs.
///
/// A fixed number of threads take jobs in order. When every thread is held, new calls wait
/// for one, and ``ToolCallLimit`` answers them with its timeout error if none frees in time.
final class ToolCallExecutor: TaskExecutor, Sendable {
  private let jobs = Mutex<[UnownedJob]>([])
  private let waiting = DispatchSemaphore(value: 0)

  /// Starts `threads` threads.
  init(threads: Int) {
    for index in 0..<threads {
      // Named from inside: on Linux a name given before `start()` does not reach the thread.
      Thread { [self] in
        Thread.current.name = "charter-mcp-tool-\(index)"
        work()
      }.start()
    }
  }

  /// Queues `job` for the next free thread.
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    waiting.signal()
  }

  private func work() {
    while true {
      waiting.wait()
      guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
