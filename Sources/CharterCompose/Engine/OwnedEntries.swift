import CharterAgentFormats
import CharterSupport

/// The members compose owns in a JSON file a person also edits (``ComposedOutput/Ownership/entries(keyPath:names:)``):
/// reading them from the file, writing them into it key by key, and the text the manifest
/// hashes.
enum OwnedEntries {
  /// The members `content` (a pretty JSON object, as compose's outputs carry them) holds.
  static func members(of content: String) -> [String: JSONValue] {
    guard let document = try? JSONDocument(parsing: content, path: ""), case .object(let object) = document.root.plain
    else { return [:] }
    return object
  }

  /// The text the manifest hashes for `members`: the pretty JSON of their normalized values
  /// (``MCPServer/normalized(_:)``), so that a file that spells a server with an empty `env`
  /// hashes as one without.
  static func canonical(_ members: [String: JSONValue]) -> String {
    JSONValue.object(members.mapValues(MCPServer.normalized)).pretty
  }

  /// The order of a server's keys as people write them: how it runs, then how it is reached.
  static let keyOrder = [
    "type", "command", "args", "env", "environment", "url", "httpUrl", "serverUrl", "headers",
  ]

  /// A new file holding `members` at `keyPath`, written as members are written into a file.
  static func newFile(_ members: [String: JSONValue], keyPath: [String]) -> String {
    guard let empty = try? JSONDocument(parsing: "{}\n", path: "") else { return "{}\n" }
    return (try? empty.setting(members.keys.sorted().map { ($0, members[$0]) }, at: keyPath, keyOrder: keyOrder))
      ?? "{}\n"
  }

  /// The file at `path`, read; an error naming its line and column when it is not JSON (or
  /// JSONC), which compose cannot merge into.
  static func document(_ text: String, path: String) throws(DiagnosticsError) -> JSONDocument {
    do {
      return try JSONDocument(parsing: text, path: path)
    } catch {
      throw DiagnosticsError(
        error.diagnostics.map { diagnostic in
          var diagnostic = diagnostic
          diagnostic.message += "; compose merges its entries into this file and leaves it alone until it is fixed"
          return diagnostic
        })
    }
  }

  /// The members named `names` in the object at `keyPath` of `document`, as written there.
  static func found(_ names: some Sequence<String>, in document: JSONDocument, keyPath: [String]) -> [String: JSONValue]
  {
    guard let object = document.object(at: keyPath) else { return [:] }
    var found: [String: JSONValue] = [:]
    for name in names { if let member = object.member(name) { found[name] = member.node.plain } }
    return found
  }

  /// `document`'s text with `changes` made at `keyPath`.
  /// - Throws: ``DiagnosticsError`` at `path` when a value on the way is not an object.
  static func edit(
    _ document: JSONDocument, _ changes: [(key: String, value: JSONValue?)], keyPath: [String], path: String
  ) throws(DiagnosticsError) -> String {
    do {
      return try document.setting(changes, at: keyPath, keyOrder: keyOrder)
    } catch {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: JSONDocument.position(of: error.offset, in: document.text), code: "invalid-settings",
          message: "compose cannot write \(keyPath.joined(separator: ".")) here: \(error.message)")
      ])
    }
  }

  /// Whether `text` holds nothing but the (empty) objects on the way to `keyPath`: what is
  /// left of a file compose created once its members are gone.
  static func isEmpty(_ text: String, keyPath: [String]) -> Bool {
    // A comment a person added is theirs: the file stays. (Only keys on the path are left,
    // so a `/` can only start a comment.)
    guard !text.contains("/"), let document = try? JSONDocument(parsing: text, path: "") else { return false }
    var value = document.root.plain
    for key in keyPath {
      guard case .object(let object) = value, object.count == 1, let inner = object[key] else { return false }
      value = inner
    }
    return value == .object([:])
  }
}
