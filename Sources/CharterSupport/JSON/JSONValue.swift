/// A JSON value that prints the same bytes on every platform: keys sorted, two-space
/// indentation, `"key": value`, empty arrays and objects as `[]` and `{}`.
///
/// Foundation's pretty printer differs between macOS and Linux; reports must not.
public enum JSONValue: Hashable, Sendable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value pretty-printed, with a final newline.
  public var pretty: String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .string(let text): Self.quote(text, into: &output)
    case .int(let number): output += String(number)
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    case .array(let items):
      guard !items.isEmpty else { return output += "[]" }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += indent + "  "
        item.write(to: &output, indent: indent + "  ")
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else { return output += "{}" }
      output += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        output += indent + "  "
        Self.quote(key, into: &output)
        output += ": "
        members[key]!.write(to: &output, indent: indent + "  ")
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  private static func quote(_ text: String, into output: inout String) {
    output += "\""
    // Most strings need no escaping: append them whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

extension JSONValue {
  /// `.null` for `nil`, else the wrapped value converted.
  package static func optional<T>(_ value: T?, _ convert: (T) -> JSONValue) -> JSONValue {
    value.map(convert) ?? .null
  }
}
