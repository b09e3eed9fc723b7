import CharterAgentFormats
import CharterSupport

/// What compose owns in a JSON file a person also edits (``ComposedOutput/Ownership/entries(_:)``),
/// as values: for each part, the members by name or the elements by array.
struct OwnedValues: Equatable {
  /// Members by name, by the key path of the object holding them.
  var members: [[String]: [String: JSONValue]] = [:]
  /// Elements in order, by array name, by the key path of the object holding the arrays.
  var elements: [[String]: [String: [JSONValue]]] = [:]
}

/// The parts compose owns in a JSON file a person also edits: reading them from the file,
/// writing them into it member by member and element by element, and the text the manifest
/// hashes.
enum OwnedEntries {
  /// The values an output's `content` (a pretty JSON object holding each part at its key path)
  /// gives `parts`.
  static func values(of content: String, parts: [OwnedPart]) -> OwnedValues {
    guard let document = try? JSONDocument(parsing: content, path: "") else { return OwnedValues() }
    var values = OwnedValues()
    for part in parts {
      guard case .object(let object)? = plainValue(at: part.keyPath, in: document.root.plain) else { continue }
      switch part.kind {
      case .members: values.members[part.keyPath] = object
      case .elements:
        values.elements[part.keyPath] = object.compactMapValues {
          if case .array(let items) = $0 { items } else { nil }
        }
      }
    }
    return values
  }

  /// The pretty JSON object holding `values` at their key paths, after `preamble`'s members:
  /// an output's content.
  static func content(_ values: OwnedValues, preamble: [String: JSONValue] = [:]) -> String {
    var root = JSONValue.object(preamble)
    for (keyPath, members) in values.members { root = setting(.object(members), at: keyPath, in: root) }
    for (keyPath, arrays) in values.elements {
      root = setting(.object(arrays.mapValues(JSONValue.array)), at: keyPath, in: root)
    }
    return root.pretty
  }

  /// The name the manifest records for the element `value` of the array `array`.
  static func elementName(_ value: JSONValue, array: String) -> String {
    OwnedPart.elementName(array: array, hash: String(SHA256.hex(value.pretty).prefix(16)))
  }

  /// The text the manifest hashes for `values`: each member normalized
  /// (``MCPServer/normalized(_:)``, so that a server spelled with an empty `env` hashes as one
  /// without), elements in a fixed order (moving one is not an edit). A file whose only part is
  /// members hashes as the members alone, as manifests before elements did.
  static func canonical(_ values: OwnedValues) -> String {
    if values.elements.isEmpty, values.members.count == 1, let members = values.members.first?.value {
      return JSONValue.object(members.mapValues(MCPServer.normalized)).pretty
    }
    var parts: [String: JSONValue] = [:]
    for (keyPath, members) in values.members {
      parts["members:" + keyPath.joined(separator: "/")] = .object(members.mapValues(MCPServer.normalized))
    }
    for (keyPath, arrays) in values.elements {
      parts["elements:" + keyPath.joined(separator: "/")] = .object(
        arrays.mapValues { .array($0.sorted { $0.pretty < $1.pretty }) })
    }
    return JSONValue.object(parts).pretty
  }

  /// The order of a server's keys as people write them (how it runs, then how it is reached),
  /// and of a hook group's and a hook's.
  static let keyOrder = [
    "version", "type", "command", "bash", "powershell", "args", "env", "environment", "url", "httpUrl", "serverUrl",
    "headers", "matcher", "hooks",
    "name", "description", "timeout",
  ]

  /// A new file holding `preamble`'s members (`"version": 1`), then `values`, written as they
  /// are written into a file.
  static func newFile(_ values: OwnedValues, preamble: [String: JSONValue] = [:]) -> String {
    guard let empty = try? JSONDocument(parsing: "{}\n", path: ""),
      let start = try? empty.setting(preamble.keys.sorted().map { ($0, preamble[$0]) }, at: [], keyOrder: keyOrder),
      let document = try? JSONDocument(parsing: start, path: ""),
      let result = try? plan(values, recorded: [], in: document, path: "")
    else { return "{}\n" }
    return result.text
  }

  /// The members of an output's `content` outside its `parts`: what a file compose creates
  /// starts with and compose never owns (Cursor's `"version": 1`).
  static func preamble(of content: String, parts: [OwnedPart]) -> [String: JSONValue] {
    guard !parts.contains(where: \.keyPath.isEmpty), let document = try? JSONDocument(parsing: content, path: ""),
      case .object(var members) = document.root.plain
    else { return [:] }
    for part in parts { members[part.keyPath[0]] = nil }
    return members
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

  /// What of `recorded` (the parts the manifest says compose wrote) `document` still holds
  /// unchanged: members of the recorded names, elements of the recorded hashes.
  static func found(_ recorded: [OwnedPart], in document: JSONDocument) -> OwnedValues {
    var values = OwnedValues()
    for part in recorded {
      switch part.kind {
      case .members:
        guard let object = document.object(at: part.keyPath) else { continue }
        var found: [String: JSONValue] = [:]
        for name in part.names { if let member = object.member(name) { found[name] = member.node.plain } }
        if !found.isEmpty { values.members[part.keyPath, default: [:]].merge(found) { $1 } }
      case .elements:
        for (array, hashes) in elementHashes(part) {
          let owned = ownedIndices(in: document.array(at: part.keyPath + [array]), array: array, hashes: hashes)
          if !owned.isEmpty { values.elements[part.keyPath, default: [:]][array] = owned.map(\.value) }
        }
      }
    }
    return values
  }

  /// `document`'s text with `values` written over what the `recorded` parts owned: members
  /// compose writes set, those it no longer writes removed; elements it no longer writes
  /// removed and new ones added at the end of their array (a person's element equal to one
  /// compose writes becomes compose's as it stands). `conflicted` when a member compose
  /// writes had a person's value.
  /// - Throws: ``DiagnosticsError`` at `path` when a value on the way is not an object, or not
  ///   an array where elements go.
  static func plan(_ values: OwnedValues, recorded: [OwnedPart], in document: JSONDocument, path: String)
    throws(DiagnosticsError) -> (text: String, conflicted: Bool)
  {
    var document = document
    var conflicted = false
    let memberPaths = Set(values.members.keys).union(recorded.filter { $0.kind == .members }.map(\.keyPath))
    for keyPath in memberPaths.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let ours = values.members[keyPath] ?? [:]
      let recordedNames = Set(recorded.filter { $0.kind == .members && $0.keyPath == keyPath }.flatMap(\.names))
      let object = document.object(at: keyPath)
      let onDisk = { (name: String) in object?.member(name)?.node.plain }
      let gone = recordedNames.filter { ours[$0] == nil && onDisk($0) != nil }.sorted()
      let changed = ours.keys.sorted().filter { name in
        onDisk(name).map(MCPServer.normalized) != MCPServer.normalized(ours[name]!)
      }
      if changed.contains(where: { onDisk($0) != nil && !recordedNames.contains($0) }) { conflicted = true }
      guard !changed.isEmpty || !gone.isEmpty else { continue }
      let changes = changed.map { ($0, ours[$0]) } + gone.map { ($0, JSONValue?.none) }
      document = try edit(document, path: path, at: object?.range.lowerBound ?? 0) {
        () throws(JSONDocument.EditRefusal) in
        try document.setting(changes, at: keyPath, keyOrder: keyOrder)
      }
    }
    let elementPaths = Set(values.elements.keys).union(recorded.filter { $0.kind == .elements }.map(\.keyPath))
    for keyPath in elementPaths.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let ours = values.elements[keyPath] ?? [:]
      var recordedHashes: [String: [String]] = [:]
      for part in recorded where part.kind == .elements && part.keyPath == keyPath {
        recordedHashes.merge(elementHashes(part)) { $0 + $1 }
      }
      for array in Set(ours.keys).union(recordedHashes.keys).sorted() {
        let node = document.array(at: keyPath + [array])
        let owned = ownedIndices(in: node, array: array, hashes: recordedHashes[array] ?? [])
        var onDisk: [JSONValue] = []
        if let node, case .array(let items) = node.value { onDisk = items.map(\.plain) }
        var kept = Set<Int>()
        var taken = Set(owned.map(\.index))
        var appended: [JSONValue] = []
        for value in ours[array] ?? [] {
          if let index = owned.map(\.index).first(where: { !kept.contains($0) && onDisk[$0] == value }) {
            kept.insert(index)
          } else if let index = onDisk.indices.first(where: { !taken.contains($0) && onDisk[$0] == value }) {
            taken.insert(index)
          } else {
            appended.append(value)
          }
        }
        let removed = Set(owned.map(\.index)).subtracting(kept)
        guard !removed.isEmpty || !appended.isEmpty else { continue }
        document = try edit(document, path: path, at: node?.range.lowerBound ?? 0) {
          () throws(JSONDocument.EditRefusal) in
          // An array left empty goes, as it came — unless a person wrote a comment in it.
          if appended.isEmpty, removed.count == onDisk.count, let node, !Self.holdsComment(node, in: document.text) {
            return try document.setting([(array, nil)], at: keyPath, keyOrder: keyOrder)
          }
          return try document.editingArray(
            at: keyPath + [array], removing: removed, appending: appended, keyOrder: keyOrder)
        }
      }
    }
    return (document.text, conflicted)
  }

  /// Whether `text` holds nothing but empty objects (and `preamble`'s members as compose
  /// wrote them): what is left of a file compose created once its parts are gone.
  static func isEmpty(_ text: String, preamble: [String: JSONValue] = [:]) -> Bool {
    // A comment a person added is theirs: the file stays. (Only keys are left, so a `/` can
    // only start a comment.)
    guard !text.contains("/"), let document = try? JSONDocument(parsing: text, path: "") else { return false }
    func empty(_ value: JSONValue) -> Bool {
      guard case .object(let object) = value else { return false }
      return object.values.allSatisfy(empty)
    }
    guard case .object(var members) = document.root.plain else { return false }
    for (key, value) in preamble where members[key] == value { members[key] = nil }
    return empty(.object(members))
  }

  /// The recorded hashes of an elements part, by array.
  private static func elementHashes(_ part: OwnedPart) -> [String: [String]] {
    var hashes: [String: [String]] = [:]
    for name in part.names {
      if let element = OwnedPart.element(named: name) { hashes[element.array, default: []].append(element.hash) }
    }
    return hashes
  }

  /// The elements of the array `node` whose hashes are among `hashes`, each hash matching one
  /// element.
  private static func ownedIndices(in node: JSONDocument.Node?, array: String, hashes: [String]) -> [(
    index: Int, value: JSONValue
  )] {
    guard let node, case .array(let items) = node.value, !hashes.isEmpty else { return [] }
    var remaining = hashes
    var owned: [(index: Int, value: JSONValue)] = []
    for (index, item) in items.enumerated() {
      let value = item.plain
      guard let name = OwnedPart.element(named: elementName(value, array: array)),
        let position = remaining.firstIndex(of: name.hash)
      else { continue }
      remaining.remove(at: position)
      owned.append((index, value))
    }
    return owned
  }

  /// `document` with `change` made, read again; an error at `offset` (the value changed) when
  /// the change is refused, or would leave text that is not JSON (which compose never writes).
  private static func edit(
    _ document: JSONDocument, path: String, at offset: Int, _ change: () throws(JSONDocument.EditRefusal) -> String
  ) throws(DiagnosticsError) -> JSONDocument {
    let text: String
    do {
      text = try change()
    } catch {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: JSONDocument.position(of: error.offset, in: document.text), code: "invalid-settings",
          message: "compose cannot write its entries here: \(error.message)")
      ])
    }
    guard let edited = try? JSONDocument(parsing: text, path: path) else {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: JSONDocument.position(of: offset, in: document.text), code: "invalid-settings",
          message: "compose cannot merge its entries into this value as it is written; it leaves the file alone "
            + "(write the value on lines of its own)")
      ])
    }
    return edited
  }

  /// Whether the array `node` holds a comment (between its elements only white space, commas
  /// and comments can stand, so a `/` outside strings starts one).
  private static func holdsComment(_ node: JSONDocument.Node, in text: String) -> Bool {
    guard case .array(let items) = node.value else { return false }
    let bytes = Array(text.utf8)
    var position = node.range.lowerBound + 1
    for item in items {
      if bytes[position..<item.range.lowerBound].contains(UInt8(ascii: "/")) { return true }
      position = item.range.upperBound
    }
    return bytes[position..<(node.range.upperBound - 1)].contains(UInt8(ascii: "/"))
  }

  private static func plainValue(at keyPath: [String], in value: JSONValue) -> JSONValue? {
    var value = value
    for key in keyPath {
      guard case .object(let object) = value, let inner = object[key] else { return nil }
      value = inner
    }
    return value
  }

  private static func setting(_ value: JSONValue, at keyPath: [String], in root: JSONValue) -> JSONValue {
    guard let key = keyPath.first else { return value }
    guard case .object(var object) = root else { return root }
    object[key] = setting(value, at: Array(keyPath.dropFirst()), in: object[key] ?? .object([:]))
    return .object(object)
  }
}
