extension JSONDocument {
  /// Why a document cannot take an edit: a value on the way to the members is not an object.
  public struct EditRefusal: Error, Sendable {
    /// Where the value is (UTF-8 offset).
    public var offset: Int
    /// What is wrong, in a sentence.
    public var message: String
  }

  /// The object at `keyPath` (`["mcpServers"]`), when there is one.
  public func object(at keyPath: [String]) -> Node? {
    guard let node = node(at: keyPath), case .object = node.value else { return nil }
    return node
  }

  /// The value at `keyPath`, each key a member of an object, when there is one.
  func node(at keyPath: [String]) -> Node? {
    var node = root
    for key in keyPath {
      guard let member = node.member(key) else { return nil }
      node = member.node
    }
    return node
  }

  /// The text with the members `changes` names set in the object at `keyPath`: a value
  /// replaces the member's value where it stands (or adds the member after the last one), `nil`
  /// removes the member. Objects on the way are created when missing. Every other byte is
  /// kept: other members, their order and spelling, comments, the file's indentation, which
  /// new text follows. Members of new objects come in `keyOrder`'s order, then by name.
  /// - Throws: ``EditRefusal`` when the top-level value, or one on the way, is not an object.
  public func setting(
    _ changes: [(key: String, value: JSONValue?)], at keyPath: [String], keyOrder: [String] = []
  ) throws(EditRefusal) -> String {
    var container = root
    var depth = 0
    for key in keyPath {
      guard case .object = container.value else {
        throw EditRefusal(offset: container.range.lowerBound, message: "this value is not an object")
      }
      guard let member = container.member(key) else { break }
      container = member.node
      depth += 1
    }
    guard case .object = container.value else {
      throw EditRefusal(offset: container.range.lowerBound, message: "this value is not an object")
    }
    if depth < keyPath.count {
      // Create what is missing of the path, holding the members to add.
      let added = changes.compactMap { change in change.value.map { (change.key, $0) } }
      guard !added.isEmpty else { return text }
      var value = JSONValue.object(Dictionary(added, uniquingKeysWith: { $1 }))
      for key in keyPath[(depth + 1)...].reversed() { value = .object([key: value]) }
      return edited(container, [(keyPath[depth], value)], keyOrder: keyOrder)
    }
    return edited(container, changes, keyOrder: keyOrder)
  }

  /// `text` with `changes` made to the members of `object`.
  private func edited(_ object: Node, _ changes: [(key: String, value: JSONValue?)], keyOrder: [String]) -> String {
    guard case .object(let members) = object.value else { return text }
    let bytes = Array(text.utf8)
    let layout = JSONLayout(
      bytes: bytes, container: object,
      items: members.map { .init(start: $0.keyRange.lowerBound, node: $0.node, comma: $0.commaOffset) },
      unit: indentUnit(bytes), keyOrder: keyOrder)
    var edits: [(range: Range<Int>, text: String)] = []
    var removed = Set<Int>()
    var added: [(String, JSONValue)] = []
    for (key, value) in changes {
      let positions = members.indices.filter { members[$0].key == key }
      guard let last = positions.last else {
        if let value { added.append((key, value)) }
        continue
      }
      // Readers take the last of duplicate keys: that one is changed, and an earlier one a
      // person wrote is left as it is.
      if let value {
        let node = members[last].node
        edits.append((node.range, layout.render(value, indent: layout.memberIndent)))
      } else {
        removed.insert(last)
      }
    }
    let kept = members.indices.filter { !removed.contains($0) }
    guard let lastKept = kept.last else {
      if layout.holdsComments {
        // Comments stay: the old members go one by one, the new ones come first.
        var edits = removed.map { (range: layout.removalRange(of: $0), text: "") }
        if !added.isEmpty {
          let open = object.range.lowerBound + 1
          let insertion = added.map { layout.newline + layout.memberIndent + layout.member($0.0, $0.1) }
          edits.append((open..<open, insertion.joined(separator: ",")))
        }
        return splice(bytes, edits)
      }
      // Nothing of the old object stays: it is written anew.
      var rendered = "{}"
      if !added.isEmpty {
        rendered =
          "{" + added.map { layout.newline + layout.memberIndent + layout.member($0.0, $0.1) }.joined(separator: ",")
          + layout.newline
          + layout.closingIndent + "}"
      }
      return splice(bytes, [(object.range, rendered)])
    }
    for index in removed { edits.append((layout.removalRange(of: index), "")) }
    let originalLast = members.count - 1
    let trailingCommaStyle = members[originalLast].commaOffset != nil
    let lastKeptMember = members[lastKept]
    if !added.isEmpty {
      let insertion = added.map { layout.newline + layout.memberIndent + layout.member($0.0, $0.1) }.joined(
        separator: ",")
      // New members go after the comments that end the last member's line: those stay with it.
      if let comma = lastKeptMember.commaOffset {
        let point = layout.endOfComments(after: comma + 1)
        edits.append((point..<point, insertion + (trailingCommaStyle ? "," : "")))
      } else {
        let end = lastKeptMember.node.range.upperBound
        let point = layout.endOfComments(after: end)
        if point == end {
          edits.append((end..<end, "," + insertion))
        } else {
          edits.append((end..<end, ","))
          edits.append((point..<point, insertion))
        }
      }
    } else if lastKept != originalLast, !trailingCommaStyle, let comma = lastKeptMember.commaOffset {
      edits.append((comma..<comma + 1, ""))
    }
    return splice(bytes, edits)
  }

  /// The text with each range replaced (ranges do not overlap).
  func splice(_ bytes: [UInt8], _ edits: [(range: Range<Int>, text: String)]) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    for edit in edits.sorted(by: {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }) {
      guard edit.range.lowerBound >= position else {
        // Two removals may share the space between them: the later one goes on from there.
        if edit.text.isEmpty, edit.range.upperBound > position { position = edit.range.upperBound }
        continue
      }
      result.append(contentsOf: bytes[position..<edit.range.lowerBound])
      result.append(contentsOf: Array(edit.text.utf8))
      position = edit.range.upperBound
    }
    result.append(contentsOf: bytes[position...])
    return String(decoding: result, as: UTF8.self)
  }

  /// One level of indentation as the file writes it: the white space before the top-level
  /// object's first member when it starts a line; two spaces otherwise.
  func indentUnit(_ bytes: [UInt8]) -> String {
    guard case .object(let members) = root.value, let first = members.first else { return "  " }
    let indent = JSONLayout.lineIndent(bytes, before: first.keyRange.lowerBound)
    return indent.map { $0.isEmpty ? "  " : $0 } ?? "  "
  }
}

/// Where things go in one object or array: its members' (or elements') indentation, and how
/// one is removed.
struct JSONLayout {
  /// A member or an element: where it starts (a member's key, an element's value), its value,
  /// and the comma after it.
  struct Item {
    let start: Int
    let node: JSONDocument.Node
    let comma: Int?
  }

  let bytes: [UInt8]
  let object: JSONDocument.Node
  let items: [Item]
  let unit: String
  /// The order of members in a new object, before the others by name.
  let keyOrder: [String]
  /// The file's line break: CRLF when its first line ends so.
  let newline: String
  /// The indentation of the object's members.
  let memberIndent: String
  /// The indentation of its closing brace.
  let closingIndent: String

  init(bytes: [UInt8], container: JSONDocument.Node, items: [Item], unit: String, keyOrder: [String]) {
    self.bytes = bytes
    self.keyOrder = keyOrder
    let firstBreak = bytes.firstIndex(of: UInt8(ascii: "\n"))
    newline = firstBreak.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } == true ? "\r\n" : "\n"
    self.object = container
    self.items = items
    self.unit = unit
    let base = Self.lineStartIndent(bytes, at: container.range.lowerBound)
    closingIndent = base
    memberIndent =
      items.lazy.compactMap { Self.lineIndent(bytes, before: $0.start) }.first ?? base + unit
  }

  /// The white space before `offset` when only white space precedes it on its line.
  static func lineIndent(_ bytes: [UInt8], before offset: Int) -> String? {
    var start = offset
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
    guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") || bytes[start - 1] == UInt8(ascii: "\r") else {
      return nil
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// The white space that starts the line holding `offset`.
  static func lineStartIndent(_ bytes: [UInt8], at offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// `"key": value`, the value's lines indented from ``memberIndent``.
  func member(_ key: String, _ value: JSONValue) -> String {
    var quoted = ""
    JSONValue.quote(key, into: &quoted)
    return quoted + ": " + render(value, indent: memberIndent)
  }

  /// `value` written in the file's style: its lines after the first indented by `indent` plus
  /// one ``unit`` per level.
  func render(_ value: JSONValue, indent: String) -> String {
    switch value {
    case .array(let items) where !items.isEmpty:
      // Short arrays of scalars stay on one line, as people write `"args": ["-y", "server"]`.
      if items.allSatisfy({ if case .object = $0 { false } else if case .array = $0 { false } else { true } }) {
        let line = "[" + items.map { render($0, indent: indent) }.joined(separator: ", ") + "]"
        if line.count + indent.count <= 100 { return line }
      }
      return "[" + items.map { newline + indent + unit + render($0, indent: indent + unit) }.joined(separator: ",")
        + newline
        + indent + "]"
    case .object(let members) where !members.isEmpty:
      return "{"
        + members.keys.sorted(by: {
          (keyOrder.firstIndex(of: $0) ?? Int.max, $0) < (keyOrder.firstIndex(of: $1) ?? Int.max, $1)
        }).map { key in
          var quoted = ""
          JSONValue.quote(key, into: &quoted)
          return newline + indent + unit + quoted + ": " + render(members[key]!, indent: indent + unit)
        }.joined(separator: ",") + newline + indent + "}"
    default:
      var output = ""
      value.write(to: &output, indent: indent)
      return output
    }
  }

  /// Whether the object holds a comment (outside its members, only white space, commas and
  /// comments can stand).
  var holdsComments: Bool {
    var position = object.range.lowerBound + 1
    for item in items {
      if bytes[position..<item.start].contains(UInt8(ascii: "/")) { return true }
      position = item.comma.map { $0 + 1 } ?? item.node.range.upperBound
    }
    return bytes[position..<(object.range.upperBound - 1)].contains(UInt8(ascii: "/"))
  }

  /// Where the comments that follow `offset` on its line end (`offset` when none does).
  func endOfComments(after offset: Int) -> Int {
    var position = offset
    var end = offset
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        position += 1
      case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
        // A line comment ends at a line feed, as the parser reads it: a carriage return alone
        // is inside it (ending it there put what followed the return outside the comment).
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        if position < bytes.count, bytes[position - 1] == UInt8(ascii: "\r") { return position - 1 }
        return position
      case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
        var close = position + 2
        while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) {
          if bytes[close] == UInt8(ascii: "\n") { return end }
          close += 1
        }
        guard close + 1 < bytes.count else { return end }
        position = close + 2
        end = position
      default:
        return end
      }
    }
    return end
  }

  /// The text member `index` takes up: its whole line(s) when it stands on lines of its own,
  /// else from its key to its comma and the spaces after it.
  func removalRange(of index: Int) -> Range<Int> {
    let member = items[index]
    let end = member.comma.map { $0 + 1 } ?? member.node.range.upperBound
    guard let indent = Self.lineIndent(bytes, before: member.start) else {
      guard member.comma != nil else {
        // The last member on a shared line takes the space before it.
        var start = member.start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return start..<end
      }
      var stop = end
      while stop < bytes.count, bytes[stop] == UInt8(ascii: " ") { stop += 1 }
      return member.start..<stop
    }
    var stop = end
    while stop < bytes.count, bytes[stop] == UInt8(ascii: " ") || bytes[stop] == UInt8(ascii: "\t") { stop += 1 }
    if stop < bytes.count, bytes[stop] == UInt8(ascii: "\r") { stop += 1 }
    if stop < bytes.count, bytes[stop] == UInt8(ascii: "\n") {
      return member.start - indent.utf8.count..<stop + 1
    }
    return member.start..<end
  }
}
