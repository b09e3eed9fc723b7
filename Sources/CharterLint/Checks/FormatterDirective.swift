/// A comment that tells a formatter to leave code as it is written, so the indentation check
/// leaves it too: what the team kept by hand is not the formatter's layout.
///
/// - swift-format: `// swift-format-ignore` (the next declaration or statement) and
///   `// swift-format-ignore-file`; with a rule list (`swift-format-ignore: Rule`) it only
///   silences lint rules, not layout, and counts for nothing here.
/// - SwiftFormat: `// swiftformat:disable all` (or a list naming `indent`) up to
///   `// swiftformat:enable …`, and `// swiftformat:disable:next …` for the next line.
enum FormatterDirective: Equatable {
  case ignoreFile
  case ignoreNextStatement
  case ignoreNextLine
  case disable
  case enable

  /// The directive in the comment line `range` of `bytes`, if it holds one.
  ///
  /// Like the formatters, only a comment that starts with the directive counts.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> FormatterDirective? {
    var start = range.lowerBound
    while start < range.upperBound, commentLead.contains(bytes[start]) { start += 1 }
    guard range.upperBound - start >= swiftWord.count,
      (0..<swiftWord.count).allSatisfy({ bytes[start + $0] == swiftWord[$0] })
    else { return nil }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<range.upperBound]), as: UTF8.self)
    if text.hasPrefix("swift-format-ignore") {
      let rest = text.dropFirst("swift-format-ignore".count)
      if rest.hasPrefix("-file") { return endsWord(rest.dropFirst(5)) ? .ignoreFile : nil }
      return endsWord(rest) ? .ignoreNextStatement : nil
    }
    guard text.hasPrefix("swiftformat:") else { return nil }
    let command = text.dropFirst("swiftformat:".count)
    for (name, directive) in [("disable:next", FormatterDirective.ignoreNextLine), ("disable", .disable), ("enable", .enable)]
    where command.hasPrefix(name) {
      let rules = command.dropFirst(name.count)
      guard rules.first == " " else { return nil }
      let names = rules.split { $0 == " " || $0 == "," || $0 == "*" || $0 == "/" }
      return names.contains("all") || names.contains("indent") ? directive : nil
    }
    return nil
  }

  /// Whether `rest` ends the directive's word: the line ends, or a space or `*/` follows.
  private static func endsWord(_ rest: Substring) -> Bool {
    rest.isEmpty || rest.first == " " || rest.first == "\t" || rest.first == "*" || rest.first == "\r"
  }

  private static let swiftWord = Array("swift".utf8)
  /// What may come before the directive: the comment's markers and blanks.
  private static let commentLead: Set<UInt8> = [0x2F, 0x2A, 0x20, 0x09]
}

/// Which lines formatter directives leave as written, followed line by line.
struct FormatterIgnore {
  private(set) var ignoresFile = false
  private var disabled = false
  private var nextLine = false
  /// The block depth at a `swift-format-ignore`, while the statement after it lasts.
  private var nextStatement: Int?

  /// Takes in a comment line's directive; `depth` is the block depth there.
  mutating func read(_ directive: FormatterDirective, depth: Int) {
    switch directive {
    case .ignoreFile: ignoresFile = true
    case .ignoreNextStatement: nextStatement = depth
    case .ignoreNextLine: nextLine = true
    case .disable: disabled = true
    case .enable: disabled = false
    }
  }

  /// Whether the next code line is left as written.
  var ignoresLine: Bool { ignoresFile || disabled || nextLine || nextStatement != nil }

  /// Moves past a code line: `depth` and `continues` describe the structure after it, and
  /// `isAttribute` says it was an attribute, which belongs to the declaration below it.
  mutating func passed(depth: Int, continues: Bool, isAttribute: Bool) {
    nextLine = false
    if let start = nextStatement, depth <= start, !continues, !isAttribute { nextStatement = nil }
  }
}
