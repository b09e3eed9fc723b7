/// Positions in an open document, converted between Charter's (1-based lines, columns in
/// Unicode scalars, UTF-8 byte offsets for fixes) and the editor's (0-based lines, columns in
/// the position encoding agreed at `initialize`: UTF-16 code units unless the client offers
/// UTF-32 or UTF-8).
struct LSPText: Sendable {
  /// How the editor counts columns.
  enum Encoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
  }

  /// The document's text.
  let text: String
  /// The encoding of columns.
  let encoding: Encoding
  /// The document's lines, without their terminators.
  private let lines: [Substring]
  /// The UTF-8 offset at which each line starts.
  private let lineStarts: [Int]

  init(_ text: String, encoding: Encoding) {
    self.text = text
    self.encoding = encoding
    var lines: [Substring] = []
    var starts: [Int] = [0]
    var offset = 0
    var lineStart = text.startIndex
    var index = text.startIndex
    for scalar in text.unicodeScalars {
      let next = text.unicodeScalars.index(after: index)
      offset += scalar.utf8.count
      if scalar == "\n" {
        var end = index
        if end > lineStart, text.unicodeScalars[text.unicodeScalars.index(before: end)] == "\r" {
          end = text.unicodeScalars.index(before: end)
        }
        lines.append(text[lineStart..<end])
        starts.append(offset)
        lineStart = next
      }
      index = next
    }
    lines.append(text[lineStart...])
    self.lines = lines
    lineStarts = starts
  }

  /// The editor's position of Charter's 1-based `line` and scalar `column` (clamped to the
  /// document).
  func position(line: Int, column: Int) -> (line: Int, character: Int) {
    let row = min(max(line - 1, 0), lines.count - 1)
    let scalars = lines[row].unicodeScalars.prefix(max(column - 1, 0))
    return (row, scalars.reduce(0) { $0 + width($1) })
  }

  /// The editor's position of the UTF-8 offset `offset`.
  func position(ofByte offset: Int) -> (line: Int, character: Int) {
    var row = 0
    var low = 0
    var high = lineStarts.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset {
        row = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    var remaining = offset - lineStarts[row]
    var character = 0
    for scalar in lines[min(row, lines.count - 1)].unicodeScalars {
      guard remaining > 0 else { break }
      remaining -= scalar.utf8.count
      character += width(scalar)
    }
    return (row, character)
  }

  /// Charter's 1-based line and scalar column of the editor's `line` and `character`.
  func charterPosition(line: Int, character: Int) -> (line: Int, column: Int) {
    let row = min(max(line, 0), lines.count - 1)
    var units = 0
    var column = 1
    for scalar in lines[row].unicodeScalars {
      guard units < character else { break }
      units += width(scalar)
      column += 1
    }
    return (row + 1, column)
  }

  /// The text of the editor's line `line` (empty past the end).
  func line(_ line: Int) -> Substring {
    lines.indices.contains(line) ? lines[line] : ""
  }

  private func width(_ scalar: Unicode.Scalar) -> Int {
    switch encoding {
    case .utf8: scalar.utf8.count
    case .utf16: scalar.utf16.count
    case .utf32: 1
    }
  }
}
