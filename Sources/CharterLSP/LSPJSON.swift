import CharterKit

/// Reading the editor's messages and writing Charter's, as ``JSONValue``s: parsed by
/// ``JSONDocument`` and written compactly here — Foundation's `JSONSerialization` bridges every
/// value through Objective-C types and spent three quarters of a keystroke's time on 667
/// diagnostics.
enum LSPJSON {
  /// The message `bytes` hold; `nil` when they are not a JSON object.
  static func message(_ bytes: [UInt8]) -> [String: JSONValue]? {
    guard let text = String(validating: bytes, as: UTF8.self),
      let document = try? JSONDocument(parsing: text, path: "", jsonc: false),
      case .object(let object) = document.root.plain
    else { return nil }
    return object
  }

  /// `value` as compact JSON.
  static func compact(_ value: JSONValue) -> String {
    var output = ""
    write(value, to: &output)
    return output
  }

  private static func write(_ value: JSONValue, to output: inout String) {
    switch value {
    case .object(let members):
      output += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output += "," }
        JSONValue.quote(key, into: &output)
        output += ":"
        write(members[key]!, to: &output)
      }
      output += "}"
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        write(item, to: &output)
      }
      output += "]"
    default:
      value.write(to: &output, indent: "")
    }
  }
}

extension JSONValue {
  /// The member `key` of an object.
  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The text of a string.
  var text: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value of a whole number.
  var integer: Int? {
    switch self {
    case .int(let number): number
    case .number(let text): Int(text)
    default: nil
    }
  }

  /// The items of an array.
  var items: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// An LSP `Position`.
  static func position(_ position: (line: Int, character: Int)) -> JSONValue {
    .object(["line": .int(position.line), "character": .int(position.character)])
  }

  /// An LSP `Range`.
  static func range(_ start: (line: Int, character: Int), _ end: (line: Int, character: Int)) -> JSONValue {
    .object(["start": position(start), "end": position(end)])
  }
}
