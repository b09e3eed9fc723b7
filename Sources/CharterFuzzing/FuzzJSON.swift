import CharterKit

/// The JSON reader and member editor compose uses on agents' settings files, and the
/// `.charter/mcp.json` reader on top of them.
enum FuzzJSON {
  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard let text = String(validating: bytes, as: UTF8.self) else { return [] }
    var problems: [String] = []
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: text, path: "fuzz.json")
    } catch {
      return FuzzPositions.check(error.diagnostics.map(\.position), in: text, what: "a JSON error")
    }
    // What pretty-printing writes reads back as the same value.
    let plain = document.root.plain
    if let reread = try? JSONDocument(parsing: plain.pretty, path: "pretty.json"), reread.root.plain != plain {
      problems.append("the value does not survive pretty-printing")
    } else if (try? JSONDocument(parsing: plain.pretty, path: "pretty.json")) == nil {
      problems.append("pretty-printing gives text that is not JSON")
    }
    // An edit changes exactly the members it names, and the result is JSON.
    guard case .object(var expected) = plain else { return problems }
    let servers: JSONValue = .object(["fuzz": .object(["command": .string("x\n\u{1B}\"")])])
    if case .object(var inner)? = expected["mcpServers"] {
      inner["fuzz"] = .object(["command": .string("x\n\u{1B}\"")])
      expected["mcpServers"] = .object(inner)
    } else if expected["mcpServers"] == nil {
      expected["mcpServers"] = servers
    } else {
      // A value that is not an object is refused; nothing more to check.
      if (try? document.setting([("fuzz", .string("x"))], at: ["mcpServers"])) != nil {
        problems.append("an edit went through a value that is not an object")
      }
      return problems
    }
    do {
      let edited = try document.setting(
        [(key: "fuzz", value: .object(["command": .string("x\n\u{1B}\"")]))], at: ["mcpServers"])
      guard let reread = try? JSONDocument(parsing: edited, path: "edited.json") else {
        return problems + ["an edit gave text that is not JSON"]
      }
      if reread.root.plain != .object(expected) { problems.append("an edit changed other members or missed its own") }
      let removed = try reread.setting([(key: "fuzz", value: nil)], at: ["mcpServers"])
      if (try? JSONDocument(parsing: removed, path: "removed.json")) == nil {
        problems.append("a removal gave text that is not JSON")
      }
    } catch {
      problems.append("an edit of an object was refused: \(error.message)")
    }
    problems += FuzzPositions.check(
      MCPSource.parse(text).diagnostics.map(\.position), in: text, what: "an MCP source diagnostic")
    return problems
  }
}
