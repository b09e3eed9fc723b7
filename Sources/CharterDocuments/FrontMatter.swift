import CharterSupport

/// A Markdown file split into its YAML front matter and its body.
///
/// Front matter is the text between a first line `---` and the next line that is `---` or
/// `...`. Line numbers are kept so that YAML and Markdown positions count in the whole file.
public struct FrontMatter: Sendable, Equatable {
  /// The YAML text between the fences, or `nil` when the file has no front matter.
  public var yaml: String?
  /// How many lines of the file come before the YAML text (the opening fence: 1).
  public var yamlLineOffset: Int
  /// The Markdown body after the closing fence (the whole file without front matter).
  public var body: String
  /// How many lines of the file come before the body.
  public var bodyLineOffset: Int

  /// A file split into `yaml` (starting after `yamlLineOffset` lines) and `body` (after
  /// `bodyLineOffset`).
  package init(yaml: String? = nil, yamlLineOffset: Int, body: String, bodyLineOffset: Int) {
    self.yaml = yaml
    self.yamlLineOffset = yamlLineOffset
    self.body = body
    self.bodyLineOffset = bodyLineOffset
  }

  /// Splits `text`; `path` names the file in the error for an unclosed front matter.
  /// - Throws: ``DiagnosticsError`` when a front matter is opened and never closed.
  public static func split(_ text: String, path: String) throws(DiagnosticsError) -> FrontMatter {
    var lines = text.lines[...]
    if let problem = loneCarriageReturnFence(text, path: path) { throw DiagnosticsError([problem]) }
    guard let first = lines.first, isFence(first, closing: false) else {
      return FrontMatter(yaml: nil, yamlLineOffset: 0, body: text, bodyLineOffset: 0)
    }
    lines = lines.dropFirst()
    guard let closeIndex = lines.firstIndex(where: { isFence($0, closing: true) }) else {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "unclosed-front-matter",
          message: "front matter opened with '---' is never closed by a '---' line")
      ])
    }
    let yaml = lines[lines.startIndex..<closeIndex].joined(separator: "\n")
    let body = lines[(closeIndex + 1)...].joined(separator: "\n")
    return FrontMatter(
      yaml: yaml + (closeIndex > lines.startIndex ? "\n" : ""), yamlLineOffset: 1,
      body: body, bodyLineOffset: closeIndex + 1)
  }

  /// A file that opens with `---` followed by a lone carriage return uses old Mac OS line
  /// breaks: read line by line at `\n`, its front matter would be one long first line and
  /// silently vanish into the body, so it is refused where the first break is.
  private static func loneCarriageReturnFence(_ text: String, path: String) -> Diagnostic? {
    let bytes = text.utf8
    guard bytes.starts(with: "---\r".utf8), bytes.dropFirst(4).first != 0x0A else { return nil }
    return Diagnostic(
      path: path, position: SourcePosition(line: 1, column: 4), code: "line-endings",
      message: "the line breaks of this file are lone carriage returns (CR, old Mac OS line endings), "
        + "so its front matter cannot be read; save it with LF or CRLF line endings")
  }

  private static func isFence(_ line: Substring, closing: Bool) -> Bool {
    var trimmed = line
    while let last = trimmed.last, last == " " || last == "\t" || last == "\r" {
      trimmed = trimmed.dropLast()
    }
    return trimmed == "---" || (closing && trimmed == "...")
  }
}
