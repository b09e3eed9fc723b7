import CharterSupport

/// A heading and the blocks after it up to the next heading of any level, or the content
/// before a document's first heading (the root section).
///
/// Sections are flat; ``path`` tells how they nest: a `###` under a `##` has both headings'
/// texts in its path, and ``MarkdownDocument/sections(under:)`` gathers a subtree.
public struct MarkdownSection: Hashable, Sendable {
  /// The heading that opens the section; `nil` for the root section.
  public var heading: MarkdownHeading?
  /// The texts of the headings from the outermost to this one, such as
  /// `["Swift style", "Concurrency"]`; empty for the root section. A heading's parents are the
  /// nearest headings before it with smaller levels.
  public var path: [String]
  /// Where the section is written: its heading through its last block (not its subsections).
  /// The root section of a document that starts with a heading has an empty range at the first
  /// line.
  public var range: SourceRange
  /// The section's own blocks, not those of its subsections, in source order.
  public var blocks: [MarkdownBlock]

  /// Creates a section.
  public init(
    heading: MarkdownHeading?, path: [String], range: SourceRange, blocks: [MarkdownBlock] = []
  ) {
    self.heading = heading
    self.path = path
    self.range = range
    self.blocks = blocks
  }

  /// The heading's text; empty for the root section.
  public var title: String { heading?.text ?? "" }
  /// The heading's level, 1 to 6; 0 for the root section.
  public var level: Int { heading?.level ?? 0 }
  /// Whether this is the content before the first heading.
  public var isRoot: Bool { heading == nil }

  /// The paragraphs of the section, outside list items.
  public var paragraphs: [MarkdownParagraph] { blocks.paragraphs }
  /// The list items of the section, nested items included, in source order.
  public var listItems: [MarkdownListItem] { blocks.listItems }
  /// The code blocks of the section.
  public var codeBlocks: [MarkdownCodeBlock] { blocks.codeBlocks }
  /// The code blocks of the section labelled wrong or right.
  public var labeledCodeBlocks: [MarkdownCodeBlock] { codeBlocks.filter { $0.label != nil } }
  /// The tables of the section.
  public var tables: [MarkdownTable] { blocks.tables }
}
