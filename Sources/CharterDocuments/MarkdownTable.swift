import CharterSupport

/// A GitHub table; cells are plain text, flattened like ``MarkdownParagraph/text``.
public struct MarkdownTable: Hashable, Sendable {
  /// The cells of the header row.
  public var header: [String]
  /// The body rows, each with its cells. GitHub pads short rows with empty cells.
  public var rows: [[String]]
  /// Where the table is written, header to last row.
  public var range: SourceRange

  /// Creates a table.
  public init(header: [String], rows: [[String]], range: SourceRange) {
    self.header = header
    self.rows = rows
    self.range = range
  }
}
