import CharterSupport

/// A fenced (```` ``` ````, `~~~`) or indented code block.
public struct MarkdownCodeBlock: Hashable, Sendable {
  /// The info string after the opening fence, unescaped and trimmed; empty for indented
  /// blocks and fences without one.
  public var info: String
  /// The first word of ``info``, such as `swift`; `nil` when there is none.
  public var language: String?
  /// The code, each line ending in `\n` (`\r\n` is normalised); indentation that belongs to
  /// the enclosing list item or to the fence is removed.
  public var code: String
  /// Where the block is written, fences included.
  public var range: SourceRange
  /// The file line of the first line of ``code``: the line after the opening fence.
  public var codeStartLine: Int
  /// Whether the block is fenced rather than indented.
  public var isFenced: Bool
  /// Whether the block is a wrong or right example, when something labels it.
  public var label: CodeExampleLabel?
  /// What gave the block its ``label``.
  public var labelOrigin: CodeExampleLabel.Origin?

  /// Creates a code block.
  public init(
    info: String = "", code: String, range: SourceRange, codeStartLine: Int,
    isFenced: Bool = true, label: CodeExampleLabel? = nil,
    labelOrigin: CodeExampleLabel.Origin? = nil
  ) {
    self.info = info
    self.language = info.split(whereSeparator: \.isWhitespace).first.map(String.init)
    self.code = code
    self.range = range
    self.codeStartLine = codeStartLine
    self.isFenced = isFenced
    self.label = label
    self.labelOrigin = labelOrigin
  }
}
