import CharterKit

/// The region classifier of every language: spans sorted, disjoint and inside the input, so
/// that each byte is exactly one of code (no span), comment or string.
enum FuzzRegions {
  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    var problems: [String] = []
    for syntax in LanguageSyntax.catalog {
      let map = RegionMap(bytes: bytes, syntax: syntax)
      var end = 0
      for span in map.spans {
        if span.range.lowerBound < end || span.range.isEmpty || span.range.upperBound > bytes.count {
          problems.append("\(syntax.name): span \(span.range) after \(end) in \(bytes.count) bytes")
          break
        }
        if span.kind == .code { problems.append("\(syntax.name): a span of kind code at \(span.range)") }
        end = span.range.upperBound
      }
      if map.byteCount != bytes.count { problems.append("\(syntax.name): map of \(map.byteCount) bytes for \(bytes.count)") }
    }
    return problems
  }
}
