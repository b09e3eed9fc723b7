/// Renders diagnostics compiler-style: `path:line:col: error: message`, the source line, and a
/// caret under the column.
public struct DiagnosticRenderer: Sendable {
  /// Whether to colour severities with ANSI escapes (only on a terminal, never with NO_COLOR).
  public var useColor: Bool
  /// Returns the text of a file by its printed path, to quote the offending line.
  public var source: @Sendable (String) -> String?

  /// Creates a renderer.
  public init(useColor: Bool = false, source: @escaping @Sendable (String) -> String? = { _ in nil }) {
    self.useColor = useColor
    self.source = source
  }

  /// Every diagnostic, sorted, each followed by its source line and caret when known.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    var texts: [String: [Substring]] = [:]
    var output = ""
    for diagnostic in diagnostics.sorted() {
      output += "\(diagnostic.path):\(diagnostic.position): \(label(diagnostic.severity)) \(diagnostic.message)\n"
      if texts[diagnostic.path] == nil {
        texts[diagnostic.path] = source(diagnostic.path).map(\.lines) ?? []
      }
      let lines = texts[diagnostic.path] ?? []
      let index = diagnostic.position.line - 1
      guard lines.indices.contains(index) else { continue }
      let line = lines[index].hasSuffix("\r") ? lines[index].dropLast() : lines[index]
      output += "\(line)\n"
      let prefix = line.unicodeScalars.prefix(max(diagnostic.position.column - 1, 0))
      output += String(prefix.map { $0 == "\t" ? "\t" : " " }) + "^\n"
    }
    return output
  }

  private func label(_ severity: Severity) -> String {
    let text = "\(severity.rawValue):"
    guard useColor else { return text }
    let code = switch severity {
    case .error: "1;31"
    case .warning: "1;33"
    case .info: "1;36"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
