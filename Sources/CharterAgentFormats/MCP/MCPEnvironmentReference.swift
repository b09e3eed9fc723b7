/// A reference to an environment variable in a server's `env` or `headers`, spelled as each
/// agent expands it: `.charter/mcp.json` writes `${VAR}` (Claude Code's spelling), Cursor
/// reads `${env:VAR}`, OpenCode `{env:VAR}`. Other agents get the text as it is, as rulesync
/// writes it.
enum MCPEnvironmentReference {
  /// `text` with each `${VAR}` spelled as `dialect` reads it.
  static func written(_ text: String, for dialect: MCPDialect) -> String {
    switch dialect {
    case .cursor: replacing(text, from: ("${", "}"), to: ("${env:", "}"))
    case .opencode: replacing(text, from: ("${", "}"), to: ("{env:", "}"))
    default: text
    }
  }

  /// `text` as `.charter/mcp.json` spells it: the inverse of ``written(_:for:)``; `nil` when
  /// the text also holds `${VAR}`, which the writer would turn into the agent's spelling.
  static func read(_ text: String, for dialect: MCPDialect) -> String? {
    let read: String
    switch dialect {
    case .cursor: read = replacing(text, from: ("${env:", "}"), to: ("${", "}"))
    case .opencode: read = replacing(text, from: ("{env:", "}"), to: ("${", "}"))
    default: return text
    }
    return written(read, for: dialect) == text ? read : nil
  }

  /// `text` with each `open NAME close`, NAME a variable name, spelled `newOpen NAME newClose`.
  private static func replacing(_ text: String, from: (String, String), to: (String, String)) -> String {
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: from.0) {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      let name = after.prefix { $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }
      let nameEnd = after.index(after.startIndex, offsetBy: name.count)
      if !name.isEmpty, !name.first!.isNumber, after[nameEnd...].hasPrefix(from.1) {
        result += to.0 + name + to.1
        rest = after[after.index(nameEnd, offsetBy: from.1.count)...]
      } else {
        result += from.0
        rest = after
      }
    }
    return result + rest
  }
}
