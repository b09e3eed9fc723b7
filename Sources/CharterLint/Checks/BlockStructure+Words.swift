import CharterPatterns

/// The words and bytes ``BlockStructure`` reads a line's layout from: what starts or ends a
/// continuation, a label, a compiler directive.
extension BlockStructure {
  /// Keywords that, first on a line, continue the expression or declaration above
  /// (`) throws -> T`, `as? T`).
  static let leadingWords = ["throws", "rethrows", "async", "where", "as", "is", "in"].map { Array($0.utf8) }
  static let leadingWordStarts = ByteSet("trawi")

  /// Keywords that, last on a line, continue the statement on the next one.
  static let continuingWords = [
    "return", "throw", "try", "await", "guard", "if", "while", "case", "func", "let", "var", "where", "as", "is",
    // Declaration modifiers: formatters wrap the declaration after them.
    "public", "internal", "private", "fileprivate", "open", "package", "static", "final", "override",
    "mutating", "nonmutating", "nonisolated", "dynamic", "lazy", "convenience", "required", "indirect",
    "consuming", "borrowing", "distributed", "unsafe)", "set)",
    // … and after the introducer, before a long name.
    "associatedtype", "typealias", "struct", "class", "enum", "protocol", "extension", "actor", "init", "subscript",
  ].map { Array($0.utf8) }
  static let switchWord = Array("switch".utf8)
  static let ifDirective = Array("#if".utf8)
  static let endifDirective = Array("#endif".utf8)
  static let conditionalDirectives = ["#if", "#elseif", "#else", "#endif"].map { Array($0.utf8) }
  static let elseDirectives = ["#elseif", "#else", "#endif"].map { Array($0.utf8) }
  static let labelWords = ["case", "default", "@unknown"].map { Array($0.utf8) }

  /// The last letters of ``continuingWords``: a line ending in any other byte ends with none.
  static let continuingWordEnds = ByteSet(String(Set(continuingWords.compactMap(\.last).map { Character(Unicode.Scalar($0)) })))

  static func endsWithContinuingWord(_ bytes: UnsafeBufferPointer<UInt8>, _ last: Int, _ lineStart: Int) -> Bool {
    guard continuingWordEnds.contains(bytes[last]) else { return false }
    // The last word (with `)` for `nonisolated(unsafe)`, `private(set)`), compared only with
    // the keywords of its length.
    var start = last
    if bytes[last] == 0x29 /* ) */ {
      start -= 1
      while start > lineStart, isWordByte(bytes[start - 1]) { start -= 1 }
      guard start > lineStart, bytes[start - 1] == 0x28 /* ( */ else { return false }
    } else {
      while start > lineStart, isWordByte(bytes[start - 1]) { start -= 1 }
    }
    let length = last + 1 - start
    guard length < continuingWordsByLength.count else { return false }
    for word in continuingWordsByLength[length] where startsWord(word, bytes, start, last + 1) { return true }
    return false
  }

  /// ``continuingWords`` grouped by length.
  static let continuingWordsByLength: [[[UInt8]]] = {
    var groups = [[[UInt8]]](repeating: [], count: (continuingWords.map(\.count).max() ?? 0) + 1)
    for word in continuingWords { groups[word.count].append(word) }
    return groups
  }()

  static func isWordByte(_ byte: UInt8) -> Bool {
    byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// `,` and operator characters that leave an expression open at the end of a line.
  static let continuationBytes = ByteSet(",=+-*/%&|^<>?:!~.")
  static let brackets = ByteSet("{}()[]")
  static let operatorStarts = ByteSet(".=+-*%&|^<>?:~")

  static func isOperatorStart(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    // `.member`, `-1`, `->`, `&&` …; a code `/` followed by a space or `=` divides (comments
    // are not code, and a regex literal does not start with a space); `!=` compares.
    let head = bytes[index]
    if operatorStarts.contains(head) { return true }
    guard head == 0x2F /* / */ || head == 0x21 /* ! */, index + 1 < end else { return false }
    let next = bytes[index + 1]
    return next == 0x3D /* = */ || (head == 0x2F && next == 0x20)
  }

  static func startsLabel(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    let head = bytes[index]
    guard head == 0x63 /* c */ || head == 0x64 /* d */ || head == 0x40 /* @ */ else { return false }
    return labelWords.contains { startsWord($0, bytes, index, end) }
  }

  static func startsWord(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    guard index + word.count <= end else { return false }
    for offset in 0..<word.count where bytes[index + offset] != word[offset] { return false }
    return index + word.count == end || !isWordByte(bytes[index + word.count])
  }
}
