import CharterSupport

/// Example text with `⟪` and `⟫` around each place a check must report: the one marker syntax
/// of every check's examples, structural (``StructuralCheck/triggering``) and text
/// (`TextCheckExample/triggering`) alike. Only where a finding starts is compared; `⟪⟫`
/// marks a finding that covers no text, such as a missing final newline.
public struct MarkedExample: Sendable {
  /// The text without markers.
  public let text: String
  /// Where each marked place starts: 1-based line and column (in Unicode scalars).
  public let expected: [SourcePosition]

  /// Parses `marked`.
  public init(_ marked: String) {
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
