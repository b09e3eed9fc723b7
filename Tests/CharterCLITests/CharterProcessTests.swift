import Foundation
import Testing

/// The harness that runs the `charter` binary reads everything a process writes.
@Suite struct CharterProcessTests {
  /// A process that writes more than a pipe holds (64 KiB) to standard error before it
  /// writes to standard output finishes, and both are read whole.
  @Test func largeStandardErrorDoesNotBlock() throws {
    let sandbox = try Sandbox()
    let result = try CharterProcess.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c 200000 /dev/zero | tr '\\000' x >&2; echo done"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stdout == "done\n")
    #expect(result.stderr.count == 200_000)
  }
}
