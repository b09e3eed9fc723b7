import CharterSupport

/// A raw HTML block, such as a `<!-- comment -->` on lines of its own.
public struct MarkdownHTMLBlock: Hashable, Sendable {
  /// The HTML as written, line breaks normalised to `\n`.
  public var text: String
  /// Where the block is written.
  public var range: SourceRange

  /// Creates an HTML block.
  public init(text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}
