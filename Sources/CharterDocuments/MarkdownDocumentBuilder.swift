/// Builds a ``MarkdownDocument`` from the enter and exit events of a walk over cmark-gfm's
/// tree, which ``MarkdownParser`` translates into ``MarkdownNode`` values.
///
/// The builder keeps its own stack of open containers, so documents nested thousands deep
/// need no recursion.
struct MarkdownDocumentBuilder {
  /// An open container.
  enum Frame {
    case quote
    case list
    /// An item whose placeholder block sits at `blocks[index]` of `sections[section]`.
    case item(section: Int, index: Int, item: MarkdownListItem, texts: [String])
    case table(MarkdownTable)
    case row(isHeader: Bool, cells: [String])
  }

  /// The leaf block just before the current position, for labelling code blocks.
  enum PreviousLeaf {
    case none
    case text(lastLine: String)
    case heading(String)
  }

  var lines: UTF8LineTable
  let lineOffset: Int
  private var sections: [MarkdownSection]
  private var headingStack: [(level: Int, text: String)] = []
  private var frames: [Frame] = []
  /// How many list items are open, and whether each open list is numbered, kept apart from
  /// ``frames`` so a new item needs no walk up the stack.
  private var itemDepth = 0
  private var openListsAreOrdered: [Bool] = []
  var inline: InlineText?
  private(set) var previousLeaf = PreviousLeaf.none
  /// The links met so far, in source order.
  private var links: [MarkdownLink] = []

  /// Starts a document over `lines`, the text cmark parses.
  init(lines: UTF8LineTable, lineOffset: Int) {
    self.lines = lines
    self.lineOffset = lineOffset
    sections = MarkdownDocument(lineOffset: lineOffset).sections
  }

  /// The finished document.
  func finish() -> MarkdownDocument {
    var document = MarkdownDocument(sections: sections, lineOffset: lineOffset)
    document.links = links
    return document
  }

  // MARK: - Events

  /// A node begins; leaves only begin.
  mutating func enter(_ node: MarkdownNode, _ span: RawSpan) {
    switch node {
    case .document, .other: break
    case .link(let destination):
      // An inline node cmark gave no position is placed at its paragraph's start.
      var span = span
      if span.startLine < 1, let inline { (span.startLine, span.startColumn) = (inline.startLine, inline.startColumn) }
      links.append(MarkdownLink(destination: destination, position: range(span).start))
    case .blockQuote: frames.append(.quote)
    case .list(let isOrdered):
      frames.append(.list)
      openListsAreOrdered.append(isOrdered)
    case .item(let isTask, let isChecked): enterItem(span, isTask: isTask, isChecked: isChecked)
    case .paragraph, .heading, .tableCell:
      inline = InlineText(startLine: span.startLine, startColumn: span.startColumn)
    case .table: frames.append(.table(MarkdownTable(header: [], rows: [], range: range(span))))
    case .tableRow(let isHeader): frames.append(.row(isHeader: isHeader, cells: []))
    case .codeBlock(let info, let code, let isFenced):
      addCodeBlock(info: info, code: code, isFenced: isFenced, span)
    case .htmlBlock(let html):
      append(.html(MarkdownHTMLBlock(text: html, range: range(htmlSpan(html, span)))))
      previousLeaf = .none
    case .thematicBreak: previousLeaf = .none
    case .text(let text):
      inline?.append(text)
      if span.endLine > 0 { inline?.lastNodeLine = span.endLine }
    case .code(let code):
      guard inline != nil else { return }
      inline?.append(code)
      let spanRange = codeSpanRange(code, span)
      inline?.codeSpans.append(MarkdownInlineCode(text: code, range: spanRange))
    case .softBreak, .lineBreak:
      let hard = if case .lineBreak = node { true } else { false }
      noteLineBreak(hard: hard)
      inline?.appendBreak(hard: hard)
    }
  }

  /// A container node ends.
  mutating func exit(_ node: MarkdownNode, _ span: RawSpan) {
    switch node {
    case .blockQuote: frames.removeLast()
    case .list:
      frames.removeLast()
      openListsAreOrdered.removeLast()
    case .item: exitItem()
    case .paragraph: exitParagraph(span)
    case .heading(let level): exitHeading(level: level, span)
    case .tableCell:
      guard case .row = frames.last, let text = inline?.trimmedText,
        case .row(let isHeader, var cells) = frames.removeLast()
      else { return }
      // Taken off the stack, so the append does not copy the row (nor a table its rows):
      // a wide or long table is read in linear time.
      cells.append(text)
      frames.append(.row(isHeader: isHeader, cells: cells))
      inline = nil
    case .tableRow: exitTableRow()
    case .table:
      guard case .table(let table) = frames.popLast() else { return }
      append(.table(table))
      previousLeaf = .none
    default: break
    }
  }

  // MARK: - Blocks

  private mutating func enterItem(_ span: RawSpan, isTask: Bool, isChecked: Bool) {
    let item = MarkdownListItem(
      text: "", range: range(span), depth: itemDepth,
      isOrdered: openListsAreOrdered.last ?? false, isTask: isTask, isChecked: isTask && isChecked)
    itemDepth += 1
    append(.listItem(item))
    let section = sections.count - 1
    frames.append(.item(section: section, index: sections[section].blocks.count - 1, item: item, texts: []))
  }

  private mutating func exitItem() {
    guard case .item(let section, let index, var item, let texts) = frames.popLast() else { return }
    itemDepth -= 1
    item.text = texts.joined(separator: "\n")
    sections[section].blocks[index] = .listItem(item)
  }

  private mutating func exitParagraph(_ span: RawSpan) {
    guard let text = inline else { return }
    inline = nil
    previousLeaf = .text(lastLine: text.lastLine)
    if case .item = frames.last, case .item(let section, let index, var item, var texts) = frames.removeLast() {
      texts.append(text.text)
      item.codeSpans += text.codeSpans
      frames.append(.item(section: section, index: index, item: item, texts: texts))
    } else {
      append(.paragraph(MarkdownParagraph(text: text.text, codeSpans: text.codeSpans, range: range(span))))
    }
  }

  private mutating func exitHeading(level: Int, _ span: RawSpan) {
    let text = inline?.trimmedText ?? ""
    let heading = MarkdownHeading(
      text: text, level: level, codeSpans: inline?.codeSpans ?? [], range: range(span))
    inline = nil
    while let last = headingStack.last, last.level >= level { headingStack.removeLast() }
    headingStack.append((level, text))
    sections.append(
      MarkdownSection(heading: heading, path: headingStack.map(\.text), range: heading.range))
    previousLeaf = .heading(text)
  }

  private mutating func exitTableRow() {
    guard case .row(let isHeader, let cells) = frames.popLast(), case .table = frames.last,
      case .table(var table) = frames.removeLast()
    else { return }
    if isHeader { table.header = cells } else { table.rows.append(cells) }
    frames.append(.table(table))
  }

  private mutating func addCodeBlock(info: String, code: String, isFenced: Bool, _ span: RawSpan) {
    let label = label(forCode: code)
    let block = MarkdownCodeBlock(
      info: info, code: code, range: range(span),
      codeStartLine: span.startLine + lineOffset + (isFenced ? 1 : 0), isFenced: isFenced,
      label: label?.label, labelOrigin: label?.origin)
    append(.codeBlock(block))
    previousLeaf = .none
  }

  /// cmark-gfm reports wrong ends for HTML blocks (often a line early): the end is the end of
  /// the block's last line, counted from its text.
  private func htmlSpan(_ html: String, _ span: RawSpan) -> RawSpan {
    let breaks = html.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    let lineCount = max(1, html.hasSuffix("\n") ? breaks : breaks + 1)
    let endLine = span.startLine + lineCount - 1
    return RawSpan(
      startLine: span.startLine, startColumn: span.startColumn, endLine: endLine,
      endColumn: lines.contentRange(ofLine: endLine).count)
  }

  /// Appends `block` to the current section and stretches the section's range over it.
  private mutating func append(_ block: MarkdownBlock) {
    let index = sections.count - 1
    if sections[index].blocks.isEmpty, sections[index].isRoot {
      sections[index].range = block.range
    }
    sections[index].range.end = max(sections[index].range.end, block.range.end)
    sections[index].blocks.append(block)
  }
}
