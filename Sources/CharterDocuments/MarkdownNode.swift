/// A cmark-gfm node as ``MarkdownParser`` hands it to ``MarkdownDocumentBuilder``: its kind
/// and the values the builder needs, without C types.
enum MarkdownNode {
  case document
  case blockQuote
  case list(isOrdered: Bool)
  case item(isTask: Bool, isChecked: Bool)
  case paragraph
  case heading(level: Int)
  case table
  case tableRow(isHeader: Bool)
  case tableCell
  /// A leaf: only entered.
  case codeBlock(info: String, code: String, isFenced: Bool)
  /// A leaf: only entered.
  case htmlBlock(String)
  /// A leaf: only entered.
  case thematicBreak
  /// An inline leaf: only entered.
  case text(String)
  /// An inline leaf: only entered.
  case code(String)
  /// An inline leaf: only entered.
  case softBreak
  /// An inline leaf: only entered.
  case lineBreak
  /// A link (not an image) and its destination; its text children follow as usual.
  case link(destination: String)
  /// Anything else: emphasis, links, images, strikethrough, inline HTML … Their text children
  /// still arrive as ``text(_:)`` nodes.
  case other
}

/// A node's source position as cmark reports it: lines counted in the parsed text, columns
/// in bytes, all 1-based, the end inclusive. An end column of 0 means "before this line".
struct RawSpan {
  var startLine: Int
  var startColumn: Int
  var endLine: Int
  var endColumn: Int
}
