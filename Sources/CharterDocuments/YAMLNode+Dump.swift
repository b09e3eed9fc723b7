/// A readable, indented text form of a node tree, for golden tests and debugging.
extension YAMLNode {
  /// One line per node with its kind, position, tag and, for a scalar, its style and text.
  ///
  /// ```
  /// mapping 1:1
  ///   key: scalar 1:1 plain "globs"
  ///   value: sequence 1:8
  ///     - scalar 1:9 quoted "**/*.swift"
  /// ```
  ///
  /// Scalar text is quoted, with `\n`, `\t`, `\"`, `\\` and other control characters escaped;
  /// the output ends with a newline.
  public func dump() -> String {
    var lines: [String] = []
    appendDump(to: &lines, indent: "", label: "")
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendDump(to lines: inout [String], indent: String, label: String) {
    var line = indent + label
    let tagText = tag.map { " " + $0 } ?? ""
    switch content {
    case .scalar(let text, let style):
      line += "scalar \(position)\(tagText) \(style == .plain ? "plain" : "quoted") "
      line += Self.quoted(text)
      lines.append(line)
    case .sequence(let items):
      lines.append(line + "sequence \(position)\(tagText)" + (items.isEmpty ? " []" : ""))
      for item in items {
        item.appendDump(to: &lines, indent: indent + "  ", label: "- ")
      }
    case .mapping(let pairs):
      lines.append(line + "mapping \(position)\(tagText)" + (pairs.isEmpty ? " {}" : ""))
      for pair in pairs {
        pair.key.appendDump(to: &lines, indent: indent + "  ", label: "key: ")
        pair.value.appendDump(to: &lines, indent: indent + "  ", label: "value: ")
      }
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
