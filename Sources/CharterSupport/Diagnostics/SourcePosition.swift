/// A 1-based line and column in a text file.
///
/// Columns count Unicode scalars, not bytes, so a position on a line that starts with
/// multi-byte text (`é`, `日本`) points where an editor would. libyaml, cmark-gfm positions and
/// lint findings are all converted to this convention.
public struct SourcePosition: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars.
  public var column: Int

  /// Creates a position at `line` and `column`, both 1-based.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A range between two positions in the same file; `end` is inclusive of the last line and
/// exclusive of the last column, as editors and SARIF count it.
public struct SourceRange: Hashable, Sendable, Codable {
  /// Where the range starts.
  public var start: SourcePosition
  /// Where the range ends.
  public var end: SourcePosition

  /// Creates a range from `start` to `end`.
  public init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }
}
