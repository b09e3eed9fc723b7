import Foundation
import Testing

/// The MCP server stays responsive whatever a repository or a message holds: a message of
/// many megabytes is read in linear time, and one over 16 MiB is dropped with an error; a call
/// on a pipe is refused instead of blocking a thread; every tool call is bounded in time; and
/// `ping` is answered while calls run. Against the built `charter mcp`, in raw JSON-RPC.
/// `Documentation/Security.md` ("Wedge the MCP server"). The time bounds are generous: they
/// tell an answer from none (before, a 10 MB message took minutes and a pipe forever).
@Suite struct SecurityMCPTests {
  static func repository(_ files: [String: String] = [:]) throws -> Sandbox {
    var all = files
    all[".git/HEAD"] = "ref: refs/heads/main\n"
    all[".charter/config.yml"] = "packs: []\n"
    all[".charter/rules/rules.md"] = LintCommandTests.rules
    return try Sandbox(all)
  }

  /// A 17 MiB message is dropped with a JSON-RPC error (id null); the server reads on.
  @Test func aMessageOverTheLimitIsDroppedAndTheServerGoesOn() throws {
    let sandbox = try Self.repository()
    let session = try MCPStdioSession(in: sandbox.url)
    let padding = String(repeating: "x", count: 17 << 20)
    session.sendRaw(Data((#"{"jsonrpc":"2.0","id":"huge","method":"ping","params":{"pad":""# + padding + "\"}}\n").utf8))
    let error = session.response(to: "null", within: 60)?["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32600)
    #expect((error?["message"] as? String)?.contains("longer than 16 MiB") == true)
    #expect(session.ping("after", within: 30) != nil, "the message after it is answered")
    #expect(session.response(to: "huge", within: 1) == nil, "the huge request itself is never run")
  }

  /// A 15 MB message under the limit is read and answered, and a `ping` after it too.
  @Test func aLargeMessageIsReadInLinearTime() throws {
    let sandbox = try Self.repository()
    // The lint itself may take long on a loaded machine: its bound is not what is tested.
    let session = try MCPStdioSession(in: sandbox.url, arguments: ["--tool-timeout", "600"])
    let content = String(repeating: "let a = 1\n", count: 1_500_000)
    session.call("big", "lint", ["path": "Sources/Big.swift", "content": content])
    #expect(session.ping("ping", within: 60) != nil, "answered while the lint runs")
    let answer = session.answer(to: "big", within: 600)
    #expect(answer?.contains("\"findings\"") == true, "\(answer ?? "no answer")")
  }

  /// `lint` on a pipe in the repository is refused at once, however many are asked at once;
  /// `ping` is still answered.
  @Test func aCallOnAPipeIsRefusedAndPingIsAnswered() throws {
    let sandbox = try Self.repository(["Sources/A.swift": "let a = 1\n"])
    try #require(mkfifo(sandbox.url.appendingPathComponent("Sources/Pipe.swift").path, 0o644) == 0)
    let session = try MCPStdioSession(in: sandbox.url)
    let count = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
    for index in 0..<count { session.call("pipe\(index)", "lint", ["path": "Sources/Pipe.swift"]) }
    session.call("rules", "rules_for_path", ["path": "Sources/Pipe.swift"])
    #expect(session.ping("ping", within: 10) != nil)
    for index in 0..<count {
      let answer = session.answer(to: "pipe\(index)", within: 30)
      #expect(answer?.contains("'Sources/Pipe.swift' is not a regular file") == true, "\(answer ?? "no answer")")
    }
    #expect(session.answer(to: "rules", within: 30)?.contains("is not a regular file") == true)
    session.call("ok", "lint", ["path": "Sources/A.swift"])
    #expect(session.answer(to: "ok", within: 30)?.contains("\"findings\"") == true)
  }

  /// A call past `--tool-timeout` is answered with an MCP error, and the server goes on.
  @Test func aCallPastItsTimeIsAnsweredWithAnError() throws {
    let sandbox = try Self.repository()
    let session = try MCPStdioSession(in: sandbox.url, arguments: ["--tool-timeout", "0.001"])
    let content = String(repeating: "print(1)\n", count: 200_000)
    session.call("slow", "lint", ["path": "Sources/A.swift", "content": content])
    let answer = session.answer(to: "slow", within: 30)
    #expect(answer?.contains("the lint call did not finish within 0.001 s") == true, "\(answer ?? "no answer")")
    #expect(session.ping("ping", within: 10) != nil)
  }

  /// Many long calls at once hold the tool threads, never the threads that answer `ping`.
  @Test func longCallsDoNotStarvePing() throws {
    let sandbox = try Self.repository()
    let session = try MCPStdioSession(in: sandbox.url)
    let content = String(repeating: "print(1)\n", count: 100_000)
    for index in 0..<8 { session.call("long\(index)", "lint", ["path": "Sources/A.swift", "content": content]) }
    #expect(session.ping("ping", within: 10) != nil)
  }
}
