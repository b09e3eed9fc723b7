/// Whether a code block in a rule file shows code the rule forbids or code it wants.
///
/// `charter test` proves that every ``wrong`` example triggers a check of its section and that
/// every ``right`` example triggers none. ``MarkdownParser`` labels a code block, first match
/// wins, from:
/// 1. the line just above it: the last line of the paragraph (also a list item's paragraph)
///    directly before the block, when that line is a *label line* (see
///    ``init(labelLine:)``), such as `**Wrong:**`, `❌ Bad`, `✅ Good example`;
/// 2. a heading directly above it that is a label line, such as `### Bad`;
/// 3. a comment on the first non-blank line of its code, such as `// WRONG`, `# ✅ good`,
///    `/* wrong */`, `-- good` (see ``init(commentLine:)``).
///
/// Only the block directly after a label is labelled: prose, another block or a heading in
/// between ends the label's reach.
public enum CodeExampleLabel: String, Hashable, Sendable, CaseIterable {
  /// Code that breaks the rule: WRONG, Bad, Incorrect, Don't, ❌.
  case wrong
  /// Code that follows the rule: RIGHT, Good, Correct, Do, ✅.
  case right

  /// What gave a code block its label.
  public enum Origin: String, Hashable, Sendable {
    /// The last line of the paragraph or list item directly above the block.
    case precedingText = "preceding-text"
    /// The heading directly above the block.
    case heading
    /// A comment on the block's first non-blank line.
    case comment
  }

  /// The opposite label.
  public var opposite: CodeExampleLabel { self == .wrong ? .right : .wrong }
}
