import CharterKit
import Foundation

/// The regex compiler and matcher. The input's first line is the pattern, the rest the text.
///
/// Every pattern either compiles or is refused with an error inside it; matches are sorted,
/// disjoint and inside the text. Where the two engines' syntax and semantics overlap — an ASCII
/// pattern of literals, `.`, classes, `\d \w \s \b`, groups, alternation and quantifiers that
/// cannot match the empty string, on printable ASCII text with `\n` and `\t` — the matches
/// must be exactly NSRegularExpression's (ICU) with line anchors.
enum FuzzRegex {
  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
    guard let source = String(validating: UnsafeBufferPointer(rebasing: bytes[..<newline]), as: UTF8.self) else { return [] }
    let text = Array(bytes[min(newline + 1, bytes.count)...])
    let pattern: RegexPattern
    do {
      pattern = try RegexPattern(source)
    } catch {
      let length = source.unicodeScalars.count
      return error.offset < 0 || error.offset > length ? ["error offset \(error.offset) outside a pattern of \(length) scalars"] : []
    }
    let matches = PatternSet([.regex(pattern, id: 0)]).matches(in: text).map(\.range)
    var problems: [String] = []
    var end = 0
    for range in matches {
      if range.lowerBound < end || range.upperBound > text.count { problems.append("match \(range) after \(end)") }
      end = range.upperBound
    }
    // `^` after a final `\n`: Charter matches there, as Rust's `regex` does; ICU does not.
    let lineStartAtEnd = source.contains("^") && text.last == 0x0A
    guard RegexValidation.problem(in: source) == nil, isComparable(source), isComparable(text), !lineStartAtEnd,
      let reference = reference(source, text)
    else { return problems }
    if reference != matches {
      problems.append("/\(source)/ matches \(matches) but NSRegularExpression matches \(reference)")
    }
    return problems
  }

  /// Pattern characters whose meaning both engines share.
  private static let patternBytes = Set(
    Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.:,()|*+?[]^${}\\".utf8))

  static func isComparable(_ source: String) -> Bool {
    let bytes = Array(source.utf8)
    guard bytes.allSatisfy(patternBytes.contains) else { return false }
    // Constructs that differ: ICU's nested classes and set operations, `(?`, a `{` that is not
    // a quantifier, escapes other than the shared ones.
    let text = source
    if text.contains("(?") || text.contains("[[") || text.contains("&&") || text.contains("--") || text.contains("{,") { return false }
    // A quantified anchor (`$*?`, `^+`): ICU backtracks over it exponentially (`b*$$$$*?b` on
    // 60 `b`s took 40 s in NSRegularExpression; Charter's engine answers at once), and the
    // reference would stall the run.
    for anchor in ["^", "$"] {
      for quantifier in ["*", "+", "?", "{"] where text.contains(anchor + quantifier) { return false }
    }
    var index = 0
    var inClass = false
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count, Array("dwsDWSbB.\\()[]{}|*+?^$-".utf8).contains(bytes[index + 1]) else { return false }
        if inClass, [UInt8(ascii: "b"), UInt8(ascii: "B")].contains(bytes[index + 1]) { return false }
        index += 2
        continue
      case UInt8(ascii: "["):
        if inClass { return false }  // ICU reads `[` in a class as a nested set
        inClass = true
      case UInt8(ascii: "]"): inClass = false
      case UInt8(ascii: "{") where !inClass:
        // Only `{m}`, `{m,}`, `{m,n}` right after something to repeat.
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")),
          bytes[(index + 1)..<close].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ",") }),
          close > index + 1
        else { return false }
      default: break
      }
      index += 1
    }
    return true
  }

  static func isComparable(_ text: [UInt8]) -> Bool {
    text.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }
  }

  /// NSRegularExpression's matches, as UTF-8 ranges (the text is ASCII), or `nil` when it
  /// refuses the pattern.
  static func reference(_ source: String, _ text: [UInt8]) -> [Range<Int>]? {
    guard let expression = try? NSRegularExpression(pattern: source, options: [.anchorsMatchLines]) else { return nil }
    let string = String(decoding: text, as: UTF8.self)
    let found = expression.matches(in: string, range: NSRange(location: 0, length: (string as NSString).length))
    return found.map { $0.range.location..<($0.range.location + $0.range.length) }
  }
}
