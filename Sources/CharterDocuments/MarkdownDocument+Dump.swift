import CharterSupport

// MARK: - Dump

extension MarkdownDocument {
  /// The document as an indented tree, one node a line with its range (`line:column-line:column`,
  /// end exclusive), for golden tests and debugging. Stable: tests compare it byte for byte.
  public func dump() -> String {
    var out = "document lineOffset=\(lineOffset)\n"
    for section in sections {
      let title = section.isRoot ? "root" : "h\(section.level) \(quoted(section.path))"
      out += "section \(title) \(format(section.range))\n"
      if let heading = section.heading {
        out += "  heading \(format(heading.range)) \(quoted(heading.text))\n"
        out += dump(heading.codeSpans, indent: "    ")
      }
      for block in section.blocks { out += dump(block) }
    }
    return out
  }

  private func dump(_ block: MarkdownBlock) -> String {
    switch block {
    case .paragraph(let paragraph):
      return "  paragraph \(format(paragraph.range)) \(quoted(paragraph.text))\n"
        + dump(paragraph.codeSpans, indent: "    ")
    case .listItem(let item):
      let indent = String(repeating: "  ", count: item.depth + 1)
      var flags = [item.isOrdered ? "ordered" : "bullet"]
      if item.isTask { flags.append(item.isChecked ? "task=checked" : "task=unchecked") }
      return "\(indent)item depth=\(item.depth) \(flags.joined(separator: " ")) "
        + "\(format(item.range)) \(quoted(item.text))\n"
        + dump(item.codeSpans, indent: indent + "  ")
    case .codeBlock(let block):
      var line = "  code-block \(format(block.range)) \(block.isFenced ? "fenced" : "indented")"
      line += " info=\(quoted(block.info)) language=\(block.language ?? "-")"
      line += " codeStartLine=\(block.codeStartLine)"
      if let label = block.label { line += " label=\(label.rawValue)" }
      if let origin = block.labelOrigin { line += " (\(origin.rawValue))" }
      return line + "\n"
        + block.code.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast(block.code.hasSuffix("\n") ? 1 : 0)
        .map { "    | \($0)\n" }.joined()
    case .table(let table):
      return "  table \(format(table.range))\n    header \(quoted(table.header))\n"
        + table.rows.map { "    row \(quoted($0))\n" }.joined()
    case .html(let html):
      return "  html \(format(html.range)) \(quoted(html.text))\n"
    }
  }

  private func dump(_ spans: [MarkdownInlineCode], indent: String) -> String {
    spans.map { "\(indent)code \(format($0.range)) \(quoted($0.text))\n" }.joined()
  }

  private func format(_ range: SourceRange) -> String { "\(range.start)-\(range.end)" }

  /// `text` in double quotes, with `"`, `\\` and control characters escaped.
  private func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private func quoted(_ texts: [String]) -> String {
    "[" + texts.map(quoted).joined(separator: ", ") + "]"
  }
}
