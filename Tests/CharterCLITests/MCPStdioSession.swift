import Foundation

/// The built `charter mcp` spoken to in raw JSON-RPC over its standard input and output, for
/// what a well-behaved client never sends: messages of many megabytes, calls on pipes, many
/// calls at once with a `ping` among them. Responses are collected by id as they arrive.
final class MCPStdioSession: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let condition = NSCondition()
  private var responses: [String: [String: Any]] = [:]

  /// Starts `charter mcp --no-user-rules arguments…` in `directory` and initializes it.
  init(in directory: URL, arguments: [String] = []) throws {
    process.executableURL = CharterProcess.executable
    process.arguments = ["mcp", "--no-user-rules"] + arguments
    process.currentDirectoryURL = directory
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let reader = output.fileHandleForReading
    Thread { [weak self] in
      var pending = Data()
      while true {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: 0x0A) {
          let line = pending[pending.startIndex..<newline]
          pending = Data(pending[(newline + 1)...])
          self?.received(Data(line))
        }
      }
    }.start()
    send(["jsonrpc": "2.0", "id": "init", "method": "initialize", "params": [
      "protocolVersion": "2025-06-18", "capabilities": [:] as [String: Any],
      "clientInfo": ["name": "attack", "version": "1"],
    ]])
    _ = response(to: "init", within: 60)
    send(["jsonrpc": "2.0", "method": "notifications/initialized"])
  }

  deinit {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  /// Sends `message` as one line.
  func send(_ message: [String: Any]) {
    var data = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
    data.append(0x0A)
    sendRaw(data)
  }

  /// Sends `data` as it is, returning once the server has read it all (responses are
  /// collected on another thread meanwhile).
  func sendRaw(_ data: Data) {
    input.fileHandleForWriting.write(data)
  }

  /// Calls the tool `name` as request `id`, without waiting.
  func call(_ id: String, _ name: String, _ arguments: [String: Any]) {
    send(["jsonrpc": "2.0", "id": id, "method": "tools/call", "params": ["name": name, "arguments": arguments]])
  }

  /// Sends a `ping` as request `id` and says how long its answer took, or `nil` when none
  /// came within `seconds`.
  func ping(_ id: String, within seconds: Double) -> Double? {
    let start = Date()
    send(["jsonrpc": "2.0", "id": id, "method": "ping"])
    guard response(to: id, within: seconds) != nil else { return nil }
    return Date().timeIntervalSince(start)
  }

  /// The response to request `id` (`"null"` for one without an id), or `nil` when none came
  /// within `seconds`.
  func response(to id: String, within seconds: Double) -> [String: Any]? {
    let deadline = Date().addingTimeInterval(seconds)
    condition.lock()
    defer { condition.unlock() }
    while responses[id] == nil {
      guard condition.wait(until: deadline) else { return responses[id] }
    }
    return responses[id]
  }

  /// The error message of the response to `id`, or its tool result text.
  func answer(to id: String, within seconds: Double) -> String? {
    guard let response = response(to: id, within: seconds) else { return nil }
    if let error = response["error"] as? [String: Any] { return "error: \(error["message"] ?? "")" }
    let content = (response["result"] as? [String: Any])?["content"] as? [[String: Any]]
    return content?.compactMap { $0["text"] as? String }.joined()
  }

  private func received(_ line: Data) {
    guard let message = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else { return }
    let id: String
    switch message["id"] {
    case let text as String: id = text
    case let number as NSNumber: id = number.stringValue
    default: id = "null"
    }
    condition.lock()
    responses[id] = message
    condition.broadcast()
    condition.unlock()
  }
}
