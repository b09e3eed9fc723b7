import CharterSupport

/// One MCP server of `.charter/mcp.json`: how an agent starts it or reaches it, and which
/// agents get it.
public struct MCPServer: Hashable, Sendable {
  /// How the agent talks to the server.
  public enum Transport: String, Hashable, Sendable, CaseIterable {
    /// A process the agent starts, speaking over its standard input and output.
    case stdio
    /// A server at a URL, over streamable HTTP.
    case http
    /// A server at a URL, over server-sent events (the older remote transport).
    case sse
  }

  /// Its name: the key agents list it under. Letters, digits, `-` and `_`.
  public var name: String
  /// How the agent talks to it.
  public var transport: Transport
  /// The program to start (stdio).
  public var command: String?
  /// The program's arguments (stdio).
  public var args: [String] = []
  /// Environment variables for the program (stdio), written as they are: a reference such as
  /// `${GITHUB_TOKEN}` is for the agent to expand.
  public var env: [String: String] = [:]
  /// Where the server is (http, sse).
  public var url: String?
  /// HTTP headers sent to it (http, sse).
  public var headers: [String: String] = [:]
  /// The only targets that get it (`nil`: every target with an MCP file).
  public var targets: [String]?
  /// Targets that do not get it.
  public var excludeTargets: [String] = []
  /// Where `.charter/mcp.json` declares it.
  public var position = SourcePosition(line: 1, column: 1)

  /// A server named `name` reached over `transport`.
  public init(name: String, transport: Transport) {
    self.name = name
    self.transport = transport
  }

  /// Whether `target` gets this server.
  public func isWritten(for target: String) -> Bool {
    (targets?.contains(target) ?? true) && !excludeTargets.contains(target)
  }

  /// Whether `name` may name a server: letters, digits, `-` and `_`, as every agent accepts
  /// (Codex CLI takes no other), at most 64 of them.
  public static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 64
      && name.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "_")
      }
  }
}

extension MCPServer {
  /// `value` (a server as an agent spells it) without what changes nothing: empty `args`,
  /// `env`, `environment` and `headers`, `"type": "stdio"` (which agents assume for a server with a
  /// `command`) and `"enabled": true`. Compose takes a file's server to be its own when the two are
  /// equal this way, so a file `claude mcp add` wrote is kept byte for byte.
  public static func normalized(_ value: JSONValue) -> JSONValue {
    guard case .object(var object) = value else { return value }
    for key in ["args", "env", "environment", "headers"] {
      if object[key] == .array([]) || object[key] == .object([:]) { object[key] = nil }
    }
    if object["type"] == .string("stdio") { object["type"] = nil }
    if object["enabled"] == .bool(true) { object["enabled"] = nil }
    return .object(object)
  }
}
