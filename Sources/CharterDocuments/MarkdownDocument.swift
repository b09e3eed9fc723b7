import CharterSupport

/// A Markdown body read by ``MarkdownParser``: its sections in order, each with its blocks.
///
/// Every position counts lines in the whole file (``lineOffset`` lines come before the body)
/// and columns in characters.
public struct MarkdownDocument: Hashable, Sendable {
  /// The sections in source order. The first is always the root section (the content before
  /// the first heading, possibly empty); every heading opens one more.
  public var sections: [MarkdownSection]
  /// How many lines of the file come before the body, such as a front matter.
  public var lineOffset: Int
  /// Every link, in source order (images and autolinked URLs' text aside, see ``MarkdownLink``).
  public var links: [MarkdownLink] = []

  /// Creates a document; with no sections, an empty root section at the first line.
  public init(sections: [MarkdownSection] = [], lineOffset: Int = 0) {
    let start = SourcePosition(line: lineOffset + 1, column: 1)
    self.sections =
      sections.isEmpty
      ? [MarkdownSection(heading: nil, path: [], range: SourceRange(start: start, end: start))]
      : sections
    self.lineOffset = lineOffset
  }

  /// The content before the first heading.
  public var root: MarkdownSection { sections[0] }
  /// Every block of every section, in source order.
  public var blocks: [MarkdownBlock] { sections.flatMap(\.blocks) }
  /// Every heading, in source order.
  public var headings: [MarkdownHeading] { sections.compactMap(\.heading) }
  /// Every paragraph outside list items.
  public var paragraphs: [MarkdownParagraph] { blocks.paragraphs }
  /// Every list item, nested items included.
  public var listItems: [MarkdownListItem] { blocks.listItems }
  /// Every code block.
  public var codeBlocks: [MarkdownCodeBlock] { blocks.codeBlocks }
  /// Every table.
  public var tables: [MarkdownTable] { blocks.tables }

  /// The section whose path is `path` and the sections nested in it, in source order; every
  /// section for an empty path. When several headings share a path, all of them match.
  public func sections(under path: [String]) -> [MarkdownSection] {
    sections.filter { $0.path.starts(with: path) }
  }
}
