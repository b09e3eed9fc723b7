import CharterSupport

/// One block of a section's content, in source order.
///
/// List items are blocks of their own: an item comes before the items nested in it and
/// before the code blocks and paragraphs of block quotes inside it. Block quotes themselves
/// and thematic breaks leave no block; their content is read into the section.
public enum MarkdownBlock: Hashable, Sendable {
  /// A paragraph outside list items.
  case paragraph(MarkdownParagraph)
  /// A list item, at any nesting depth.
  case listItem(MarkdownListItem)
  /// A fenced or indented code block.
  case codeBlock(MarkdownCodeBlock)
  /// A GitHub table.
  case table(MarkdownTable)
  /// A raw HTML block.
  case html(MarkdownHTMLBlock)

  /// Where the block is written.
  public var range: SourceRange {
    switch self {
    case .paragraph(let paragraph): paragraph.range
    case .listItem(let item): item.range
    case .codeBlock(let block): block.range
    case .table(let table): table.range
    case .html(let html): html.range
    }
  }
}

extension Sequence<MarkdownBlock> {
  /// The paragraphs among the blocks.
  var paragraphs: [MarkdownParagraph] {
    compactMap { if case .paragraph(let value) = $0 { value } else { nil } }
  }
  /// The list items among the blocks.
  var listItems: [MarkdownListItem] {
    compactMap { if case .listItem(let value) = $0 { value } else { nil } }
  }
  /// The code blocks among the blocks.
  var codeBlocks: [MarkdownCodeBlock] {
    compactMap { if case .codeBlock(let value) = $0 { value } else { nil } }
  }
  /// The tables among the blocks.
  var tables: [MarkdownTable] {
    compactMap { if case .table(let value) = $0 { value } else { nil } }
  }
}
