extension JSONDocument {
  /// The array at `keyPath` (`["hooks", "PostToolUse"]`), when there is one.
  public func array(at keyPath: [String]) -> Node? {
    guard let node = node(at: keyPath), case .array = node.value else { return nil }
    return node
  }

  /// The text with the elements at `removing` taken out of the array at `keyPath` and
  /// `appending` added after its last element, written in the file's style (its indentation,
  /// line breaks, one line for an array written on one line). Every other byte is kept: the
  /// other elements as written, comments, a trailing comma. The array, and objects on the way,
  /// are created when missing.
  /// - Throws: ``EditRefusal`` when a value on the way is not an object, or the value at
  ///   `keyPath` is not an array.
  public func editingArray(
    at keyPath: [String], removing: Set<Int>, appending: [JSONValue], keyOrder: [String] = []
  ) throws(EditRefusal) -> String {
    guard let key = keyPath.last else { throw EditRefusal(offset: root.range.lowerBound, message: "no key is given") }
    guard let node = array(at: keyPath) else {
      if let parent = object(at: Array(keyPath.dropLast())), let member = parent.member(key) {
        throw EditRefusal(offset: member.node.range.lowerBound, message: "this value is not an array")
      }
      guard !appending.isEmpty else { return text }
      return try setting([(key, .array(appending))], at: Array(keyPath.dropLast()), keyOrder: keyOrder)
    }
    guard case .array(let elements) = node.value else { return text }
    let bytes = Array(text.utf8)
    let items = elements.map { element in
      JSONLayout.Item(start: element.range.lowerBound, node: element, comma: JSONLayout.comma(bytes, after: element))
    }
    let layout = JSONLayout(bytes: bytes, container: node, items: items, unit: indentUnit(bytes), keyOrder: keyOrder)
    let removed = removing.filter { items.indices.contains($0) }
    let kept = items.indices.filter { !removed.contains($0) }
    // An array written on one line takes new elements on that line (a `//` comment inside would
    // end the line, so such an array is on several).
    let oneLine =
      !items.isEmpty && !bytes[node.range].contains(UInt8(ascii: "\n"))
      && !bytes[node.range].contains(UInt8(ascii: "\r"))
    let separator = oneLine ? " " : layout.newline + layout.memberIndent
    let added = appending.map { layout.render($0, indent: oneLine ? layout.closingIndent : layout.memberIndent) }
    guard let lastKept = kept.last else {
      if layout.holdsComments {
        var edits = removed.map { (range: layout.removalRange(of: $0), text: "") }
        if !added.isEmpty {
          let open = node.range.lowerBound + 1
          edits.append((open..<open, added.map { layout.newline + layout.memberIndent + $0 }.joined(separator: ",")))
        }
        return splice(bytes, edits)
      }
      var rendered = "[]"
      if !added.isEmpty {
        rendered =
          "[" + added.map { layout.newline + layout.memberIndent + $0 }.joined(separator: ",") + layout.newline
          + layout.closingIndent + "]"
      }
      return splice(bytes, [(node.range, rendered)])
    }
    let trailingCommaStyle = items[items.count - 1].comma != nil
    let last = items[lastKept]
    var edits: [(range: Range<Int>, text: String)]
    let tail =
      last.node.range.upperBound..<(trailingCommaStyle ? items[items.count - 1].comma! : node.range.upperBound - 1)
    if lastKept < items.count - 1, removed.isSuperset(of: (lastKept + 1)..<items.count),
      !bytes[tail].contains(UInt8(ascii: "/"))
    {
      // The elements after the last one kept go with the commas and space between them.
      let end = trailingCommaStyle ? items[items.count - 1].comma! : items[items.count - 1].node.range.upperBound
      edits = [(last.node.range.upperBound..<end, "")]
      edits += removed.filter { $0 < lastKept }.map { (range: layout.removalRange(of: $0), text: "") }
      if !added.isEmpty { edits.append((end..<end, "," + added.map { separator + $0 }.joined(separator: ","))) }
      return splice(bytes, edits)
    }
    edits = removed.map { (range: layout.removalRange(of: $0), text: "") }
    if !added.isEmpty {
      let insertion = added.map { separator + $0 }.joined(separator: ",")
      if let comma = last.comma {
        let point = layout.endOfComments(after: comma + 1)
        edits.append((point..<point, insertion + (trailingCommaStyle ? "," : "")))
      } else {
        let end = last.node.range.upperBound
        let point = layout.endOfComments(after: end)
        if point == end {
          edits.append((end..<end, "," + insertion))
        } else {
          edits.append((end..<end, ","))
          edits.append((point..<point, insertion))
        }
      }
    } else if lastKept != items.count - 1, !trailingCommaStyle, let comma = last.comma {
      edits.append((comma..<comma + 1, ""))
    }
    return splice(bytes, edits)
  }
}

extension JSONLayout {
  /// The offset of the comma that follows `node`, past white space and comments; `nil` when the
  /// next thing is not a comma.
  static func comma(_ bytes: [UInt8], after node: JSONDocument.Node) -> Int? {
    var position = node.range.upperBound
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        position += 1
      case UInt8(ascii: ","):
        return position
      case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
      case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
        position += 2
        while position + 1 < bytes.count,
          !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
        {
          position += 1
        }
        position += 2
      default:
        return nil
      }
    }
    return nil
  }
}
