import CharterKit

/// Source text with its expected regions marked inline: `⟪…⟫` around strings, `⟨…⟩` around
/// comments, everything else code. `MarkedRegions("x = ⟪\"a\"⟫ ⟨// c⟩")` gives the source
/// `x = "a" // c` and the spans that `RegionMap` should produce for it.
struct MarkedRegions: CustomStringConvertible {
  let source: String
  let expected: [RegionSpan]

  init(_ marked: String) {
    var source = ""
    var spans: [RegionSpan] = []
    var open: (kind: RegionKind, start: Int)?
    for character in marked {
      switch character {
      case "⟪": open = (.string, source.utf8.count)
      case "⟨": open = (.comment, source.utf8.count)
      case "⟫", "⟩":
        if let (kind, start) = open {
          if let last = spans.last, last.kind == kind, last.range.upperBound == start {
            spans[spans.count - 1].range = last.range.lowerBound..<source.utf8.count
          } else {
            spans.append(RegionSpan(kind, start..<source.utf8.count))
          }
        }
        open = nil
      default: source.append(character)
      }
    }
    self.source = source
    self.expected = spans
  }

  /// The source with the regions `map` found marked the same way, for readable failures.
  func render(_ map: RegionMap) -> String {
    let bytes = Array(source.utf8)
    var result = ""
    var position = 0
    for span in map.spans {
      result += String(decoding: bytes[position..<span.range.lowerBound], as: UTF8.self)
      let (open, close) = span.kind == .string ? ("⟪", "⟫") : ("⟨", "⟩")
      result += open + String(decoding: bytes[span.range], as: UTF8.self) + close
      position = span.range.upperBound
    }
    return result + String(decoding: bytes[position...], as: UTF8.self)
  }

  var description: String { source }
}
