import CCmarkGFM
import Synchronization

/// Parses Markdown with cmark-gfm into a ``MarkdownDocument``.
///
/// GitHub's table, task list, strikethrough and autolink extensions are on. The only file that
/// imports `CCmarkGFM`: it walks cmark's tree with cmark's own iterator (no recursion, so
/// thousands of nested quotes or lists are fine), hands each node to
/// ``MarkdownDocumentBuilder`` as a ``MarkdownNode`` and frees every C value before returning.
public enum MarkdownParser {
  /// The most `|` one line may hold for the table extension to read its tables: cmark-gfm
  /// takes time quadratic in a row's cells (one 16,000-column row: over 10 s), and no table a
  /// person reads is that wide. A document with a wider line is parsed with the extension off,
  /// its tables read as paragraphs (``overwideTableLine(in:)`` finds the line, for a warning).
  public static let maximumTableColumns = 1_000

  /// Parses `text`, a Markdown body of which `lineOffset` lines of the file come before (a
  /// front matter), so that every position counts lines in the whole file.
  ///
  /// Never fails: any text is Markdown. A leading byte order mark is skipped.
  public static func parse(_ text: String, lineOffset: Int = 0) -> MarkdownDocument {
    // cmark-gfm keeps the inline parser's table of special characters in a process-wide
    // global that attaching and freeing extensions change (`~` for strikethrough), so parses
    // on two threads race and one can lose an extension. Parse one document at a time.
    parseLock.withLock { _ in parseAlone(text, lineOffset: lineOffset) }
  }

  private static let parseLock = Mutex<Void>(())

  private static func parseAlone(_ text: String, lineOffset: Int) -> MarkdownDocument {
    _ = extensionsRegistered
    let lines = UTF8LineTable(cmarkBytes(text))
    guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS) else {
      return MarkdownDocument(lineOffset: lineOffset)
    }
    defer { cmark_parser_free(parser) }
    let extensions = ["table", "tasklist", "strikethrough", "autolink"]
    for name in overwideTableLine(in: lines.bytes) == nil ? extensions : Array(extensions.dropFirst()) {
      if let syntaxExtension = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntaxExtension)
      }
    }
    lines.bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
      }
    }
    guard let root = cmark_parser_finish(parser) else {
      return MarkdownDocument(lineOffset: lineOffset)
    }
    defer { cmark_node_free(root) }
    var builder = MarkdownDocumentBuilder(lines: lines, lineOffset: lineOffset)
    walk(root, into: &builder)
    return builder.finish()
  }

  /// The 1-based line of `text` (a Markdown body) that holds more than
  /// ``maximumTableColumns`` `|`, whose tables ``parse(_:lineOffset:)`` reads as text; `nil`
  /// when there is none.
  public static func overwideTableLine(in text: String) -> Int? {
    overwideTableLine(in: Array(text.utf8))
  }

  private static func overwideTableLine(in bytes: [UInt8]) -> Int? {
    var line = 1
    var pipes = 0
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        line += 1
        pipes = 0
      } else if byte == UInt8(ascii: "|") {
        pipes += 1
        if pipes > maximumTableColumns { return line }
      }
    }
    return nil
  }

  /// Registers the extensions once per process; cmark's own guard is not thread-safe.
  private static let extensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
  }()

  /// The bytes to parse: without a byte order mark, NUL already replaced by U+FFFD as cmark
  /// would, so that cmark's byte columns index these bytes.
  private static func cmarkBytes(_ text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard bytes.contains(0) else { return bytes }
    return bytes.flatMap { $0 == 0 ? [0xEF, 0xBF, 0xBD] : [$0] }
  }

  private static func walk(_ root: OpaquePointer, into builder: inout MarkdownDocumentBuilder) {
    guard let iterator = cmark_iter_new(root) else { return }
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard let node = cmark_iter_get_node(iterator) else { continue }
      let span = RawSpan(
        startLine: Int(cmark_node_get_start_line(node)),
        startColumn: Int(cmark_node_get_start_column(node)),
        endLine: Int(cmark_node_get_end_line(node)),
        endColumn: Int(cmark_node_get_end_column(node)))
      if event == CMARK_EVENT_ENTER {
        builder.enter(markdownNode(node), span)
      } else if event == CMARK_EVENT_EXIT {
        builder.exit(markdownNode(node), span)
      }
    }
  }

  // MARK: - Node kinds

  private static func markdownNode(_ node: OpaquePointer) -> MarkdownNode {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_DOCUMENT: .document
    case CMARK_NODE_BLOCK_QUOTE: .blockQuote
    case CMARK_NODE_LIST: .list(isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
    case CMARK_NODE_ITEM:
      // The tasklist extension marks its items with the type string "tasklist".
      typeString(node) == "tasklist"
        ? .item(isTask: true, isChecked: cmark_gfm_extensions_get_tasklist_item_checked(node))
        : .item(isTask: false, isChecked: false)
    case CMARK_NODE_PARAGRAPH: .paragraph
    case CMARK_NODE_HEADING: .heading(level: Int(cmark_node_get_heading_level(node)))
    case CMARK_NODE_CODE_BLOCK:
      .codeBlock(
        info: string(cmark_node_get_fence_info(node)), code: literal(node),
        isFenced: isFenced(node))
    case CMARK_NODE_HTML_BLOCK: .htmlBlock(literal(node))
    case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
    case CMARK_NODE_TEXT: .text(literal(node))
    case CMARK_NODE_CODE: .code(literal(node))
    case CMARK_NODE_SOFTBREAK: .softBreak
    case CMARK_NODE_LINEBREAK: .lineBreak
    case CMARK_NODE_LINK: .link(destination: string(cmark_node_get_url(node)))
    default:
      switch typeString(node) {
      case "table": .table
      case "table_header", "table_row":
        .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
      case "table_cell": .tableCell
      default: .other
      }
    }
  }

  private static func isFenced(_ node: OpaquePointer) -> Bool {
    var length: Int32 = 0
    var offset: Int32 = 0
    var character: CChar = 0
    return cmark_node_get_fenced(node, &length, &offset, &character) != 0
  }

  private static func typeString(_ node: OpaquePointer) -> String {
    string(cmark_node_get_type_string(node))
  }

  private static func literal(_ node: OpaquePointer) -> String {
    string(cmark_node_get_literal(node))
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}
