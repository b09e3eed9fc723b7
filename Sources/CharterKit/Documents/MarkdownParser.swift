import CCmarkGFM

/// Parses Markdown with cmark-gfm into a ``MarkdownDocument``.
///
/// The only file that imports `CCmarkGFM`.
public enum MarkdownParser {
  /// Parses `text`; `lineOffset` lines of the file come before it (a front matter).
  public static func parse(_ text: String, lineOffset: Int = 0) -> MarkdownDocument {
    _ = cmark_version()
    return MarkdownDocument()
  }
}

/// A parsed Markdown body.
public struct MarkdownDocument: Sendable {
  /// Creates an empty document.
  public init() {}
}
