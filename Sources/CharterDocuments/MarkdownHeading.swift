import CharterSupport

/// An ATX (`## Title`) or setext (`Title` over `===`) heading.
public struct MarkdownHeading: Hashable, Sendable {
  /// The heading as plain text, trimmed, with the same flattening as ``MarkdownParagraph/text``.
  public var text: String
  /// 1 for `#`, up to 6.
  public var level: Int
  /// The code spans of the heading, in order.
  public var codeSpans: [MarkdownInlineCode]
  /// Where the heading is written.
  public var range: SourceRange

  /// Creates a heading.
  public init(text: String, level: Int, codeSpans: [MarkdownInlineCode] = [], range: SourceRange) {
    self.text = text
    self.level = level
    self.codeSpans = codeSpans
    self.range = range
  }
}
