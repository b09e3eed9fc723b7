/// A JSON document as written: objects keep their keys in order, and strings and numbers keep
/// their spelling, so that editing one member of an agent's settings file and writing it back
/// changes nothing else but whitespace. What `charter hook install --agent` edits.
indirect enum SettingsJSON: Equatable, Sendable {
  case object([(key: String, value: SettingsJSON)])
  case array([SettingsJSON])
  /// A string, with its literal as written (quotes and escapes included) and its value.
  case string(literal: String, value: String)
  /// A number, `true`, `false` or `null`, as written.
  case scalar(String)

  static func == (a: SettingsJSON, b: SettingsJSON) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
    case (.array(let x), .array(let y)): x == y
    case (.string(_, let x), .string(_, let y)): x == y
    case (.scalar(let x), .scalar(let y)): x == y
    default: false
    }
  }

  /// A string value, quoted and escaped.
  static func string(_ value: String) -> SettingsJSON {
    var literal = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20: literal += "\\u" + hex4(scalar.value)
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return .string(literal: literal + "\"", value: value)
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The member `key` of an object.
  subscript(key: String) -> SettingsJSON? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// The value of a string.
  var stringValue: String? {
    if case .string(_, let value) = self { return value }
    return nil
  }

  /// This object with `key` set to `value`: in place when present, else appended.
  func setting(_ key: String, to value: SettingsJSON?) -> SettingsJSON {
    guard case .object(var members) = self else { return self }
    if let index = members.lastIndex(where: { $0.key == key }) {
      if let value { members[index].value = value } else { members.remove(at: index) }
    } else if let value {
      members.append((key, value))
    }
    return .object(members)
  }

  // MARK: - Writing

  /// The document indented by `indent` per level, one member or element a line, ending with
  /// a newline; empty objects and arrays as `{}` and `[]`.
  func written(indent: String) -> String {
    var output = ""
    write(into: &output, indent: indent, level: 0)
    return output + "\n"
  }

  private func write(into output: inout String, indent: String, level: Int) {
    let inner = String(repeating: indent, count: level + 1)
    let outer = String(repeating: indent, count: level)
    switch self {
    case .scalar(let text): output += text
    case .string(let literal, _): output += literal
    case .array(let items):
      guard !items.isEmpty else { output += "[]"; return }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += inner
        item.write(into: &output, indent: indent, level: level + 1)
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += outer + "]"
    case .object(let members):
      guard !members.isEmpty else { output += "{}"; return }
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner + SettingsJSON.string(member.key).literal + ": "
        member.value.write(into: &output, indent: indent, level: level + 1)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += outer + "}"
    }
  }

  private var literal: String {
    if case .string(let literal, _) = self { return literal }
    return ""
  }
}
