import CharterSupport

/// A link written in a Markdown body, `[text](destination)` or a reference link, as cmark
/// reads it: never an image, never text inside a code span or code block.
public struct MarkdownLink: Hashable, Sendable {
  /// The destination as written, after CommonMark's unescaping (`docs/SWIFT.md#naming`).
  public var destination: String
  /// Where the link starts.
  public var position: SourcePosition

  /// Creates a link.
  public init(destination: String, position: SourcePosition) {
    self.destination = destination
    self.position = position
  }
}
