import CharterSupport

/// A JSON document written piece by piece, byte for byte as ``JSONValue/pretty`` prints the
/// same value, so that a long array is never held whole: `.elements` makes each element when
/// it is written, and lets it go.
///
/// Reports with many findings (a legacy repository's first run) write the findings this way;
/// the rest of the document is small and stays a ``JSONValue``.
indirect enum JSONStream {
  /// A value held whole.
  case value(JSONValue)
  /// An object whose members may stream; keys are written sorted, as ``JSONValue`` does.
  case object([String: JSONStream])
  /// An array whose items may stream.
  case array([JSONStream])
  /// An array of `count` elements, the element at each index made when it is written.
  case elements(count: Int, (Int) -> JSONValue)
  /// An array of `count` elements, each written as text by `element(index, indent)`, which
  /// must be what ``JSONValue`` would write for it at that indent.
  case rendered(count: Int, (Int, String) -> String)

  /// Writes the document and its final newline.
  func writeDocument(to output: inout some TextOutputStream) {
    write(to: &output, indent: "")
    output.write("\n")
  }

  private func write(to output: inout some TextOutputStream, indent: String) {
    switch self {
    case .value(let value): value.write(to: &output, indent: indent)
    case .array(let items): Self.writeArray(count: items.count, to: &output, indent: indent) { items[$0].write(to: &$1, indent: $2) }
    case .elements(let count, let element):
      Self.writeArray(count: count, to: &output, indent: indent) { element($0).write(to: &$1, indent: $2) }
    case .rendered(let count, let element):
      Self.writeArray(count: count, to: &output, indent: indent) { $1.write(element($0, $2)) }
    case .object(let members):
      JSONValue.writeObject(members, to: &output, indent: indent) { $0.write(to: &$1, indent: $2) }
    }
  }

  /// `[]`, or each item on its own line as ``JSONValue`` writes arrays.
  private static func writeArray<Output: TextOutputStream>(
    count: Int, to output: inout Output, indent: String, item: (Int, inout Output, String) -> Void
  ) {
    guard count > 0 else { return output.write("[]") }
    output.write("[\n")
    let inner = indent + "  "
    for index in 0..<count {
      output.write(inner)
      item(index, &output, inner)
      output.write(index == count - 1 ? "\n" : ",\n")
    }
    output.write(indent + "]")
  }
}
