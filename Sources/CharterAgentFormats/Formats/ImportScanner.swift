import CharterDocuments
import CharterSupport

/// Finds the `@path` imports of a CLAUDE.md or GEMINI.md file.
///
/// An import is an `@` at the start of a line or after whitespace, followed by a path: the
/// run of characters up to the next whitespace, without trailing punctuation (`.`, `,`, `;`,
/// `:`, `!`, `?`, closing brackets and quotes). `@` inside code spans and code blocks is not
/// an import, nor is an `@` inside a word (`a@b.com`). A path must start with a letter, a
/// digit, `.`, `_`, `-`, `~` or `/`.
struct ImportToken: Hashable, Sendable {
  /// The path as written after the `@`.
  var path: String
  /// Where the `@` is written.
  var position: SourcePosition

  /// Whether the path plainly names a file (`./x`, `docs/x`, `x.md`), so that a missing file
  /// is an error. A bare word (`@MainActor`, `@alice`) is an import only when the file exists.
  var namesFile: Bool {
    path.contains("/") || Self.fileExtensions.contains { path.lowercased().hasSuffix("." + $0) }
  }

  /// Extensions of files people import into agent memory.
  static let fileExtensions = ["md", "mdc", "markdown", "txt", "json", "yaml", "yml", "toml", "rst", "adoc"]
}

/// Scans Markdown text for ``ImportToken``s.
enum ImportScanner {
  /// The imports in `text` (a whole file; positions count in it), in order.
  static func imports(in text: String) -> [ImportToken] {
    guard text.utf8.contains(UInt8(ascii: "@")) else { return [] }
    let code = codeRegions(MarkdownParser.parse(text))
    var tokens: [ImportToken] = []
    for (index, rawLine) in text.lines.enumerated() where rawLine.utf8.contains(UInt8(ascii: "@")) {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let number = index + 1
      if code.blockLines.contains(where: { $0.contains(number) }) { continue }
      var column = 0
      var previous: Unicode.Scalar = " "
      var scalars = line.unicodeScalars[...]
      while let scalar = scalars.first {
        column += 1
        scalars = scalars.dropFirst()
        defer { previous = scalar }
        guard scalar == "@", previous.properties.isWhitespace else { continue }
        let position = SourcePosition(line: number, column: column)
        guard !code.spans.contains(where: { $0.contains(position) }),
          let path = path(after: scalars)
        else { continue }
        tokens.append(ImportToken(path: path, position: position))
      }
    }
    return tokens
  }

  /// The path written right after an `@`, or `nil` when what follows is not one.
  private static func path(after scalars: Substring.UnicodeScalarView.SubSequence) -> String? {
    var path = String(String.UnicodeScalarView(scalars.prefix { !$0.properties.isWhitespace }))
    while let last = path.unicodeScalars.last, ".,;:!?)]}>'\"`*".unicodeScalars.contains(last) {
      path.unicodeScalars.removeLast()
    }
    guard let first = path.unicodeScalars.first,
      first.properties.isAlphabetic || ("0"..."9").contains(first) || "._-~/".unicodeScalars.contains(first)
    else { return nil }
    return path
  }

  /// The lines of code blocks and the ranges of code spans, where `@` is not an import.
  private static func codeRegions(_ document: MarkdownDocument) -> (
    blockLines: [ClosedRange<Int>], spans: [SourceRange]
  ) {
    let blockLines = document.codeBlocks.map { $0.range.start.line...$0.range.end.line }
    var spans: [SourceRange] = []
    for block in document.blocks {
      switch block {
      case .paragraph(let paragraph): spans += paragraph.codeSpans.map(\.range)
      case .listItem(let item): spans += item.codeSpans.map(\.range)
      default: break
      }
    }
    spans += document.headings.flatMap { $0.codeSpans.map(\.range) }
    return (blockLines, spans)
  }
}

extension SourceRange {
  /// Whether `position` lies in the range (its end column excluded).
  func contains(_ position: SourcePosition) -> Bool {
    start <= position && position < end
  }
}
