import CharterSupport

/// Finds `charter:` directives in a file's comments and pairs `disable` with `enable`.
enum SuppressionScanner {
  private static let marker = Array("charter:".utf8)

  /// Whether `bytes` might hold a directive: they contain the `charter:` marker anywhere
  /// (``ByteSearch``, vectorised: it runs on every file of a text-only run).
  static func mayHoldDirective(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteSearch.contains(bytes, marker)
  }

  /// Every directive in the comments of `file`. A file in a language Charter does not know
  /// has no comment syntax, and so no directives: exclude such files in the config instead.
  static func scan(_ file: borrowing LintedFile) -> [Suppression] {
    let bytes = file.bytes
    var found: [Suppression] = []
    let searched = file.regions.map { $0.spans.filter { $0.kind == .comment }.map(\.range) } ?? []
    for range in searched {
      var index = range.lowerBound
      while let hit = find(marker, in: bytes, from: index, before: range.upperBound) {
        index = hit + marker.count
        guard startsComment(bytes, at: hit, commentStart: range.lowerBound),
          let parsed = parse(bytes, after: index)
        else { continue }
        let line = file.lines.line(containing: hit)
        found.append(Suppression(kind: parsed.kind, ids: parsed.ids, offset: hit, line: line, lines: line...line))
      }
    }
    return pair(found, lastLine: max(file.lines.lineCount, 1))
  }

  /// Sets the lines each directive covers.
  private static func pair(_ directives: [Suppression], lastLine: Int) -> [Suppression] {
    var result = directives
    for index in result.indices {
      let directive = result[index]
      switch directive.kind {
      case .nextLine: result[index].lines = (directive.line + 1)...(directive.line + 1)
      case .file: result[index].lines = 1...max(lastLine, 1)
      case .enable: break
      case .region:
        let end =
          result[(index + 1)...].first {
            $0.kind == .enable && ($0.ids.isEmpty || directive.ids.isEmpty || !Set($0.ids).isDisjoint(with: directive.ids))
          }?.line ?? lastLine
        result[index].lines = directive.line...max(end, directive.line)
      }
    }
    return result
  }

  /// Whether only comment markers (`//`, `/*`, `*`, `#`, `<!--`) and blanks stand between the
  /// start of the comment (or of the line, inside a block comment) and `offset`: a directive
  /// opens its comment, so one quoted in prose (`` `charter:disable` ``) is not a directive.
  static func startsComment(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, commentStart: Int) -> Bool {
    var index = offset - 1
    while index >= commentStart {
      switch bytes[index] {
      case 0x20, 0x09, 0x2F, 0x2A, 0x23, 0x21, 0x3C, 0x2D: index -= 1  // blank / * # ! < -
      case 0x0A, 0x0D: return true
      default: return false
      }
    }
    return true
  }

  /// Reads `disable-next-line a, b -- reason` after the `charter:` marker.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int)
    -> (kind: Suppression.Kind, ids: [String])?
  {
    var end = start
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    if let close = text.range(of: "*/") { text = String(text[..<close.lowerBound]) }
    if let reason = text.range(of: "--") { text = String(text[..<reason.lowerBound]) }
    let words = text.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
    guard let first = words.first, let kind = Suppression.Kind(rawValue: first) else { return nil }
    return (kind, Array(words.dropFirst()))
  }

  static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int)
    -> Int?
  {
    guard needle.count <= end - start else { return nil }
    var index = start
    let last = end - needle.count
    while index <= last {
      if bytes[index] == needle[0] {
        var matched = 1
        while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }
}
