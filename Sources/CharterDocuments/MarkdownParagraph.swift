import CharterSupport

/// A paragraph outside a list item (paragraphs of a list item are part of its
/// ``MarkdownListItem/text``). Paragraphs inside block quotes are included.
public struct MarkdownParagraph: Hashable, Sendable {
  /// The paragraph as plain text: inline markup is dropped, code spans keep their content,
  /// soft line breaks become spaces and hard line breaks `\n`. Raw inline HTML is dropped.
  public var text: String
  /// The code spans of the paragraph, in order.
  public var codeSpans: [MarkdownInlineCode]
  /// Where the paragraph is written.
  public var range: SourceRange

  /// Creates a paragraph.
  public init(text: String, codeSpans: [MarkdownInlineCode] = [], range: SourceRange) {
    self.text = text
    self.codeSpans = codeSpans
    self.range = range
  }
}
