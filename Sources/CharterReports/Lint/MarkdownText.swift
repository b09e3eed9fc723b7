import CharterSupport

/// Escaping for the Markdown report (GitHub Flavored Markdown).
enum MarkdownText {
  /// `text` as a code span: the fence is one backtick longer than the longest run of
  /// backticks inside, padded with spaces when the text starts or ends with a backtick or a
  /// space; line breaks become spaces. In a table cell `|` becomes `\|`, which GFM resolves
  /// before the code span.
  static func code(_ text: String, inTable: Bool) -> String {
    let scalars = Array(text.unicodeScalars)
    let content = code(span: scalars[...], inTable: inTable)
    let fence = String(repeating: "`", count: longestBacktickRun(scalars) + 1)
    let padded = scalars.first == "`" || scalars.last == "`" || scalars.first == " "
    return padded ? "\(fence) \(content) \(fence)" : "\(fence)\(content)\(fence)"
  }

  /// Prose that may hold code spans (`` `ObservableObject` ``): each complete code span is
  /// kept (with `|` escaped in a table cell), every other Markdown or HTML character is
  /// escaped with a backslash, an unmatched backtick included, and line breaks become `<br>`.
  /// An `@` that would mention a person or a team (`@org/team`) gets a zero-width space after
  /// it (`@&#8203;org`), as Renovate and Dependabot write them, so a pull-request comment made
  /// from the report pings nobody.
  static func inline(_ text: String, inTable: Bool) -> String {
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "`" {
        let run = runLength(scalars, from: index)
        if let close = closingRun(scalars, length: run, after: index + run) {
          output += code(span: scalars[index..<close + run], inTable: inTable).unicodeScalars
          index = close + run
        } else {
          for _ in 0..<run { output += "\\`".unicodeScalars }
          index += run
        }
        continue
      }
      switch scalar {
      case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n": break
      case "\r", "\n": output += lineBreak.unicodeScalars
      case "@" where index + 1 < scalars.count && isMentionStart(scalars[index + 1]):
        output += "@&#8203;".unicodeScalars
      case _ where escaped.contains(scalar): output += ["\\", scalar]
      case "\t": output.append(" ")
      case _ where OutputSanitizer.isUnsafe(scalar): output += PrintableText.escape(scalar).unicodeScalars
      default: output.append(scalar)
      }
      index += 1
    }
    return String(output)
  }

  /// The inside of a code span, on one line (a CRLF becomes one space).
  private static func code(span: ArraySlice<Unicode.Scalar>, inTable: Bool) -> String {
    var output = String.UnicodeScalarView()
    for (index, scalar) in zip(span.indices, span) {
      switch scalar {
      case "\r" where span.index(after: index) < span.endIndex && span[index + 1] == "\n": break
      case "\r", "\n": output.append(" ")
      case "|" where inTable: output += "\\|".unicodeScalars
      case "\t": output.append(" ")
      case _ where OutputSanitizer.isUnsafe(scalar): output += PrintableText.escape(scalar).unicodeScalars
      default: output.append(scalar)
      }
    }
    return String(output)
  }

  private static func runLength(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var end = start
    while end < scalars.count && scalars[end] == "`" { end += 1 }
    return end - start
  }

  /// Where a run of exactly `length` backticks starts after `start`, as CommonMark closes a
  /// code span.
  private static func closingRun(_ scalars: [Unicode.Scalar], length: Int, after start: Int) -> Int? {
    var index = start
    while index < scalars.count {
      guard scalars[index] == "`" else {
        index += 1
        continue
      }
      let run = runLength(scalars, from: index)
      if run == length { return index }
      index += run
    }
    return nil
  }

  private static func longestBacktickRun(_ scalars: [Unicode.Scalar]) -> Int {
    var longest = 0
    var current = 0
    for scalar in scalars {
      current = scalar == "`" ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }

  /// A character GitHub reads as the start of a user or organisation name after `@`.
  private static func isMentionStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
  }


  // MARK: - Constants

  /// Characters that would start emphasis, links, HTML, entities, strikethrough or a table
  /// cell; a backslash makes each literal.
  private static let escaped: Set<Unicode.Scalar> = ["\\", "*", "_", "[", "]", "<", ">", "&", "|", "~", "#"]
  private static let lineBreak = "<br>"
}
