import CharterSupport

/// An inline code span, `` `like this` ``, inside a paragraph, list item, heading or cell.
public struct MarkdownInlineCode: Hashable, Sendable {
  /// The code between the backticks, as CommonMark reads it: line breaks become spaces and
  /// one space is stripped from each side when both have one.
  public var text: String
  /// Where the span is written, backticks included.
  public var range: SourceRange

  /// Creates a code span.
  public init(text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}
