/// Renders diagnostics compiler-style: `path:line:col: error: message`, the source line, and a
/// caret under the column. Paths, messages and quoted lines are shown with their control
/// characters and bidirectional overrides escaped (``PrintableText``), the caret still under
/// the character it means.
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
    var texts: [String: QuotedLines?] = [:]
    var output = ""
    for diagnostic in diagnostics.sorted() {
      let message = Self.cut(Substring(PrintableText.line(diagnostic.message)), around: 0, width: Self.maximumMessage).text
      let path = PrintableText.line(diagnostic.path, lineBreaks: .escaped)
      output += "\(path):\(diagnostic.position): \(label(diagnostic.severity)) \(message)\n"
      if texts[diagnostic.path] == nil {
        texts[diagnostic.path] = .some(source(diagnostic.path).map(QuotedLines.init))
      }
      // A file without text is kept as `.some(nil)`, so that it is asked for once.
      guard let found = texts[diagnostic.path]??.line(diagnostic.position.line) else { continue }
      let whole = found.hasSuffix("\r") ? found.dropLast() : found
      let (escaped, columns) = PrintableText.quoted(whole, columns: [max(diagnostic.position.column - 1, 0)])
      let (line, column) = Self.cut(Substring(escaped), around: columns[0], width: Self.maximumLine)
      output += "\(line)\n"
      let prefix = line.unicodeScalars.prefix(column)
      output += String(prefix.map { $0 == "\t" ? "\t" : " " }) + "^\n"
    }
    return output
  }

  /// The most characters of a source line quoted: a longer line is cut around the column.
  public static let maximumLine = 200
  /// The most characters of a message printed.
  public static let maximumMessage = 1_000

  /// `text` cut to about `width` scalars around the scalar offset `column`, with `…` where
  /// it was cut, and the column's offset in the result.
  package static func cut(_ text: Substring, around column: Int, width: Int) -> (text: String, column: Int) {
    let scalars = text.unicodeScalars
    guard scalars.count > width else { return (String(text), column) }
    let start = max(0, min(column - width / 2, scalars.count - width))
    let end = min(scalars.count, start + width)
    let from = scalars.index(scalars.startIndex, offsetBy: start)
    let to = scalars.index(from, offsetBy: end - start)
    var result = start > 0 ? "…" : ""
    result.unicodeScalars.append(contentsOf: scalars[from..<to])
    if end < scalars.count { result += "…" }
    return (result, column - start + (start > 0 ? 1 : 0))
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
