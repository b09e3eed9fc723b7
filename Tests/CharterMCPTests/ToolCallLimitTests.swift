import Foundation
import MCP
import Testing

@testable import CharterMCP

/// ``ToolCallLimit``: a call's result or error comes back as it is; a call that does not
/// finish in time is answered with an MCP error naming the tool, and is cancelled.
@Suite struct ToolCallLimitTests {
  @Test func aResultAndAnErrorComeBackAsTheyAre() async throws {
    let limit = ToolCallLimit(timeout: .seconds(600), threads: 2)
    #expect(try await limit.run("lint") { 42 } == 42)
    await #expect(throws: MCPError.self) {
      try await limit.run("lint") { () async throws -> Int in throw MCPError.invalidParams("bad") }
    }
  }

  /// The call waits on a semaphore nobody signals until the test is done: only the timeout
  /// can answer it.
  @Test func aCallPastItsTimeIsAnMCPError() async throws {
    let limit = ToolCallLimit(timeout: .milliseconds(20), threads: 1)
    let release = DispatchSemaphore(value: 0)
    defer { release.signal() }
    do {
      _ = try await limit.run("lint") { () async -> Int in
        Self.block(on: release)
        return 1
      }
      Issue.record("the call was answered")
    } catch let error as MCPError {
      #expect(error.code == -32603)
      #expect(error.localizedDescription.contains("the lint call did not finish within 0.02 s"))
    }
  }

  /// Waits for `semaphore`, as a call stuck in a system call does.
  static func block(on semaphore: DispatchSemaphore) { semaphore.wait() }

  /// Calls run on the limit's own threads, not on the caller's: with its one thread held by
  /// a stuck call, the next call waits for it, and is answered by its timeout.
  @Test func callsRunOnTheLimitsThreads() async throws {
    let limit = ToolCallLimit(timeout: .milliseconds(200), threads: 1)
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    defer { release.signal() }
    let stuck = Task {
      try await limit.run("lint") { () async -> Int in
        started.signal()
        Self.block(on: release)
        return 1
      }
    }
    await Self.wait(for: started)
    await #expect(throws: MCPError.self, "the one thread is held") {
      try await limit.run("explain") { 2 }
    }
    _ = await stuck.result
  }

  /// Waits for `semaphore` off the cooperative pool.
  static func wait(for semaphore: DispatchSemaphore) async {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        semaphore.wait()
        continuation.resume()
      }
    }
  }
}
