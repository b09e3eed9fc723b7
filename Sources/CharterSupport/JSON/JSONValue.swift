/// A JSON value that prints the same bytes on every platform: keys sorted, two-space
/// indentation, `"key": value`, empty arrays and objects as `[]` and `{}`.
///
/// Foundation's pretty printer differs between macOS and Linux; reports must not.
public enum JSONValue: Hashable, Sendable {
  case string(String)
  case int(Int)
  /// A number as written in JSON text (`1.5`, `1e3`): kept as text, never rounded.
  case number(String)
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

  /// Writes the value as ``pretty`` prints it (without the final newline), its lines after the
  /// first indented by `indent`.
  package func write(to output: inout some TextOutputStream, indent: String) {
    switch self {
    case .string(let text): Self.quote(text, into: &output)
    case .int(let number): output.write(String(number))
    case .number(let text): output.write(text)
    case .bool(let flag): output.write(flag ? "true" : "false")
    case .null: output.write("null")
    case .array(let items):
      guard !items.isEmpty else { return output.write("[]") }
      output.write("[\n")
      for (index, item) in items.enumerated() {
        output.write(indent + "  ")
        item.write(to: &output, indent: indent + "  ")
        output.write(index == items.count - 1 ? "\n" : ",\n")
      }
      output.write(indent + "]")
    case .object(let members):
      Self.writeObject(members, to: &output, indent: indent) { $0.write(to: &$1, indent: $2) }
    }
  }

  /// `{}`, or each member on its own line with its keys sorted, as ``pretty`` writes objects;
  /// `member` writes a member's value, its lines after the first indented by the string given.
  package static func writeObject<Member, Output: TextOutputStream>(
    _ members: [String: Member], to output: inout Output, indent: String, member: (Member, inout Output, String) -> Void
  ) {
    guard !members.isEmpty else { return output.write("{}") }
    output.write("{\n")
    let keys = members.keys.sorted()
    for (index, key) in keys.enumerated() {
      output.write(indent + "  ")
      quote(key, into: &output)
      output.write(": ")
      member(members[key]!, &output, indent + "  ")
      output.write(index == keys.count - 1 ? "\n" : ",\n")
    }
    output.write(indent + "}")
  }

  /// `text` as a JSON string. Besides what JSON requires, DEL, C1 controls, bidirectional
  /// overrides and the Unicode line separators are written as `\u` escapes, so a report
  /// printed on a terminal carries none of them raw.
  package static func quote(_ text: String, into output: inout some TextOutputStream) {
    // Most strings need no escaping: write them whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) {
      output.write("\"")
      output.write(text)
      output.write("\"")
      return
    }
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20 || OutputSanitizer.isUnsafe(scalar):
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    output.write(escaped + "\"")
  }
}

extension JSONValue {
  /// `.null` for `nil`, else the wrapped value converted.
  package static func optional<T>(_ value: T?, _ convert: (T) -> JSONValue) -> JSONValue {
    value.map(convert) ?? .null
  }
}
