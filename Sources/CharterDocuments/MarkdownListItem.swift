import CharterSupport

/// One item of a bulleted or numbered list, nested items included as items of their own.
public struct MarkdownListItem: Hashable, Sendable {
  /// The item's own text: its paragraphs as plain text (see ``MarkdownParagraph/text``),
  /// joined by `\n`. Nested lists, code blocks and quotes in the item are not part of it.
  /// A task item's `[ ]` / `[x]` marker is not part of it either.
  public var text: String
  /// The code spans of the item's own paragraphs, in order.
  public var codeSpans: [MarkdownInlineCode]
  /// Where the item is written, from its marker to the end of its last block (nested
  /// items included).
  public var range: SourceRange
  /// How many list items enclose this one: 0 for an item of a top-level list.
  public var depth: Int
  /// Whether the item's list is numbered (`1.`) rather than bulleted (`-`).
  public var isOrdered: Bool
  /// Whether the item is a GitHub task item, `- [ ] …` or `- [x] …`.
  public var isTask: Bool
  /// Whether a task item is checked; always `false` for other items.
  public var isChecked: Bool

  /// Creates a list item.
  public init(
    text: String, codeSpans: [MarkdownInlineCode] = [], range: SourceRange, depth: Int = 0,
    isOrdered: Bool = false, isTask: Bool = false, isChecked: Bool = false
  ) {
    self.text = text
    self.codeSpans = codeSpans
    self.range = range
    self.depth = depth
    self.isOrdered = isOrdered
    self.isTask = isTask
    self.isChecked = isChecked
  }
}
