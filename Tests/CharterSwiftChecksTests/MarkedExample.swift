import CharterKit

/// Example code with `⟪` and `⟫` around each place a check must report, as in each check's
/// ``StructuralCheck/triggering`` list.
struct MarkedExample {
  /// The code without markers.
  let text: String
  /// Where each marked place starts: 1-based line and column (in Unicode scalars).
  let expected: [SourcePosition]

  init(_ marked: String) {
    var text = ""
    var expected: [SourcePosition] = []
    var line = 1
    var column = 1
    for scalar in marked.unicodeScalars {
      switch scalar {
      case "⟪": expected.append(SourcePosition(line: line, column: column))
      case "⟫": break
      default:
        text.unicodeScalars.append(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
    }
    self.text = text
    self.expected = expected
  }
}
