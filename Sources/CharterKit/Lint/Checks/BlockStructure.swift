/// The open blocks and brackets at a point in a file, line by line, for ``IndentationCheck``.
struct BlockStructure {
  private enum Frame {
    /// A `{` block; `line` is the indentation of the line that opened it and `statement` that
    /// of the statement's first line (the same unless the `{` ends a continuation line): the
    /// body may be one level deeper than either.
    case brace(line: Int, statement: Int, isSwitch: Bool)
    /// A `case`/`default` label inside a switch: its statements are one level deeper than
    /// the label as written or as the check expected it.
    case label(indent: Int, expected: Int)
    /// An open `(` or `[`: lines inside continue an expression.
    case bracket
    /// An `#if` block: its lines may sit at the surrounding level or one deeper.
    case directive
    /// A `{` opened inside a string interpolation (`\({ … }())`): lines inside continue an
    /// expression, and the `}` that closes it closes nothing else.
    case embedded
  }

  private var frames: [Frame] = []
  /// Whether the previous code line ended in an operator or a comma, so this one continues it.
  private var continues = false
  /// The indentation of the first line of the statement the current line belongs to.
  private var statementIndent = 0
  /// Whether the statement the current line belongs to contains `switch`.
  private var statementIsSwitch = false
  /// Which bytes are code, visited line by line.
  private var cursor: RegionCursor

  init(regions: RegionMap?) {
    cursor = RegionCursor(regions)
  }

  /// The indentations (in columns) `line` may have, or `nil` when it may indent freely.
  func expectedIndent(for file: borrowing LintedFile, line: Range<Int>, first: Int, width: Int) -> IndentChoice? {
    let bytes = file.bytes
    guard !isContinuation(file, line: line, first: first) else { return nil }
    if bytes[first] == 0x7D /* } */ {
      guard let opener = innermostBrace else { return nil }
      return IndentChoice(opener.line, opener.statement, extraLevels: 0, width: width)
    }
    if bytes[first] == 0x7B /* { */ {
      // A `{` on its own line after a wrapped declaration or condition sits with the
      // statement's first line.
      let level = blockIndents(width: width)
      return IndentChoice(statementIndent, level.first, extraLevels: level.extraLevels, width: width)
    }
    if Self.startsLabel(bytes, first, line.upperBound), let opener = innermostBrace, opener.isSwitch {
      return IndentChoice(opener.line, opener.statement, extraLevels: 1, width: width)
    }
    return blockIndents(width: width)
  }

  /// Whether `line` continues an expression and so may indent freely.
  private func isContinuation(_ file: borrowing LintedFile, line: Range<Int>, first: Int) -> Bool {
    let head = file.bytes[first]
    if isInsideBrackets { return true }
    return continues || head == 0x23 /* # */ || head == 0x29 || head == 0x5D
      || Self.isOperatorStart(file.bytes, first, line.upperBound)
      || (Self.leadingWordStarts.contains(head) && Self.leadingWords.contains { Self.startsWord($0, file.bytes, first, line.upperBound) })
  }

  /// Whether the innermost open frame, `#if` blocks aside, is a `(` or `[`.
  private var isInsideBrackets: Bool {
    for frame in frames.reversed() {
      switch frame {
      case .bracket, .embedded: return true
      case .directive: continue
      default: return false
      }
    }
    return false
  }

  /// Keywords that, first on a line, continue the expression or declaration above
  /// (`) throws -> T`, `as? T`).
  private static let leadingWords = ["throws", "rethrows", "async", "where", "as", "is", "in"].map { Array($0.utf8) }
  private static let leadingWordStarts = ByteSet("trawi")

  /// Updates the open blocks with the code on `line`, indented by `indent` columns.
  ///
  /// `expected` is the indentation the check expected when the line has another: a block it
  /// opens may then continue one level deeper than either, so a line out of place costs one
  /// finding whether the lines below moved with it or not, and `--fix` converges in one pass.
  mutating func consume(_ file: borrowing LintedFile, line: Range<Int>, first: Int, indent: Int, expected: Int? = nil) {
    let bytes = file.bytes
    if bytes[first] == 0x23 /* # */, Self.conditionalDirectives.contains(where: { Self.startsWord($0, bytes, first, line.upperBound) }) {
      if Self.startsWord(Self.ifDirective, bytes, first, line.upperBound) {
        frames.append(.directive)
      } else if Self.startsWord(Self.endifDirective, bytes, first, line.upperBound),
        let index = frames.lastIndex(where: { if case .directive = $0 { true } else { false } })
      {
        frames.remove(at: index)
      }
      return
    }
    let startsStatement = !isContinuation(file, line: line, first: first) && bytes[first] != 0x7B /* { */
    if startsStatement {
      statementIndent = expected ?? indent
      statementIsSwitch = false
    }
    let isLabel = startsStatement && Self.startsLabel(bytes, first, line.upperBound) && innermostBrace?.isSwitch == true
    if isLabel {
      if case .label = frames.last { frames.removeLast() }
      frames.append(.label(indent: indent, expected: expected ?? indent))
    }
    var lastCode: UInt8 = 0
    var lastCodeIndex = -1
    // Whether the word `switch` occurs in the code of this line so far: one pass finds the
    // brackets and the word together.
    var lineHasSwitch = false
    let brackets = Self.brackets
    var index = first
    while index < line.upperBound {
      let run = cursor.run(at: index)
      let end = min(run.end, line.upperBound)
      defer { index = end }
      guard run.isCode else { continue }
      for offset in index..<end {
        let byte = bytes[offset]
        if byte == 0x73 /* s */, !lineHasSwitch {
          lineHasSwitch = Self.startsWord(Self.switchWord, bytes, offset, end) && (offset == first || !Self.isWordByte(bytes[offset - 1]))
          continue
        }
        guard brackets.contains(byte) else { continue }
        switch byte {
        case 0x7B:  // {
          statementIsSwitch = statementIsSwitch || lineHasSwitch
          frames.append(.brace(line: indent, statement: statementIndent, isSwitch: statementIsSwitch))
          statementIsSwitch = false
        case 0x7D:  // }
          closeBrace()
        case 0x28, 0x5B:  // ( [
          frames.append(.bracket)
        default:  // ) ]
          if case .bracket = frames.last { frames.removeLast() }
        }
      }
      // The last non-blank byte of this code run is the line's last code byte so far.
      var last = end - 1
      while last >= index, bytes[last] == 0x20 || bytes[last] == 0x09 { last -= 1 }
      if last >= index {
        lastCode = bytes[last]
        lastCodeIndex = last
      }
    }
    guard lastCodeIndex >= 0 else { return }  // a comment-only line changes nothing
    if !statementIsSwitch { statementIsSwitch = lineHasSwitch }
    if isLabel && lastCode == 0x3A /* : */ {
      continues = false
    } else {
      continues = Self.continuationBytes.contains(lastCode) || Self.endsWithContinuingWord(bytes, lastCodeIndex, line.lowerBound)
    }
  }

  /// Pops frames up to and including the innermost `{`.
  private mutating func closeBrace() {
    while let frame = frames.popLast() {
      switch frame {
      case .brace, .embedded: return
      default: continue
      }
    }
  }

  /// Updates the open brackets with the code on a line that starts inside a string or comment
  /// (a multi-line string's closing `""")`, an interpolation `\({`): the line itself is
  /// content, but its code opens and closes brackets.
  mutating func consumeContent(_ file: borrowing LintedFile, line: Range<Int>, first: Int) {
    let bytes = file.bytes
    var index = first
    var lastCode: UInt8 = 0
    var lastCodeIndex = -1
    while index < line.upperBound {
      let run = cursor.run(at: index)
      let end = min(run.end, line.upperBound)
      defer { index = end }
      guard run.isCode else { continue }
      // Code that starts with `\` is an interpolation, `\( … )`.
      let interpolated = bytes[index] == 0x5C
      for offset in index..<end where Self.brackets.contains(bytes[offset]) {
        switch bytes[offset] {
        case 0x7B: frames.append(interpolated ? .embedded : .brace(line: statementIndent, statement: statementIndent, isSwitch: false))
        case 0x7D: closeBrace()
        case 0x28, 0x5B: frames.append(.bracket)
        default: if case .bracket = frames.last { frames.removeLast() }
        }
      }
      var last = end - 1
      while last >= index, bytes[last] == 0x20 || bytes[last] == 0x09 { last -= 1 }
      if last >= index, !interpolated {
        lastCode = bytes[last]
        lastCodeIndex = last
      }
    }
    if lastCodeIndex >= 0 { continues = Self.continuationBytes.contains(lastCode) }
  }

  /// Keywords that, last on a line, continue the statement on the next one.
  private static let continuingWords = [
    "return", "throw", "try", "await", "guard", "if", "while", "case", "func", "let", "var", "where", "as", "is",
    // Declaration modifiers: formatters wrap the declaration after them.
    "public", "internal", "private", "fileprivate", "open", "package", "static", "final", "override",
    "mutating", "nonmutating", "nonisolated", "dynamic", "lazy", "convenience", "required", "indirect",
    "consuming", "borrowing", "distributed", "unsafe)", "set)",
    // … and after the introducer, before a long name.
    "associatedtype", "typealias", "struct", "class", "enum", "protocol", "extension", "actor", "init", "subscript",
  ].map { Array($0.utf8) }
  private static let switchWord = Array("switch".utf8)
  private static let ifDirective = Array("#if".utf8)
  private static let endifDirective = Array("#endif".utf8)
  private static let conditionalDirectives = ["#if", "#elseif", "#else", "#endif"].map { Array($0.utf8) }
  private static let labelWords = ["case", "default", "@unknown"].map { Array($0.utf8) }

  /// The last letters of ``continuingWords``: a line ending in any other byte ends with none.
  private static let continuingWordEnds = ByteSet(String(Set(continuingWords.compactMap(\.last).map { Character(Unicode.Scalar($0)) })))

  private static func endsWithContinuingWord(_ bytes: UnsafeBufferPointer<UInt8>, _ last: Int, _ lineStart: Int) -> Bool {
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
  private static let continuingWordsByLength: [[[UInt8]]] = {
    var groups = [[[UInt8]]](repeating: [], count: (continuingWords.map(\.count).max() ?? 0) + 1)
    for word in continuingWords { groups[word.count].append(word) }
    return groups
  }()

  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  // MARK: - Helpers

  private var innermostBrace: (line: Int, statement: Int, isSwitch: Bool)? {
    for frame in frames.reversed() {
      if case .brace(let line, let statement, let isSwitch) = frame { return (line, statement, isSwitch) }
    }
    return nil
  }

  /// The indentation of the line that opened the innermost block or label, as written; `nil`
  /// at the top level.
  var enclosingIndent: Int? {
    for frame in frames.reversed() {
      switch frame {
      case .brace(let line, _, _): return line
      case .label(let indent, _): return indent
      case .directive, .bracket, .embedded: continue
      }
    }
    return nil
  }

  /// One level deeper than the innermost block or label (0 at the top level); each `#if`
  /// inside it allows one more level, since swift-format indents inside `#if`.
  private func blockIndents(width: Int) -> IndentChoice {
    var directives = 0
    for frame in frames.reversed() {
      switch frame {
      case .brace(let line, let statement, _):
        return IndentChoice(line + width, statement + width, extraLevels: directives, width: width)
      case .label(let indent, let expected):
        return IndentChoice(indent + width, expected + width, extraLevels: directives, width: width)
      case .directive: directives += 1
      case .bracket, .embedded: continue
      }
    }
    return IndentChoice(0, 0, extraLevels: directives, width: width)
  }

  /// `,` and operator characters that leave an expression open at the end of a line.
  private static let continuationBytes = ByteSet(",=+-*/%&|^<>?:!~.")
  private static let brackets = ByteSet("{}()[]")
  private static let operatorStarts = ByteSet(".=+-*%&|^<>?:~")

  private static func isOperatorStart(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    // `.member`, `-1`, `->`, `&&` …; a code `/` followed by a space or `=` divides (comments
    // are not code, and a regex literal does not start with a space); `!=` compares.
    let head = bytes[index]
    if operatorStarts.contains(head) { return true }
    guard head == 0x2F /* / */ || head == 0x21 /* ! */, index + 1 < end else { return false }
    let next = bytes[index + 1]
    return next == 0x3D /* = */ || (head == 0x2F && next == 0x20)
  }

  private static func startsLabel(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    let head = bytes[index]
    guard head == 0x63 /* c */ || head == 0x64 /* d */ || head == 0x40 /* @ */ else { return false }
    return labelWords.contains { startsWord($0, bytes, index, end) }
  }

  private static func startsWord(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
    guard index + word.count <= end else { return false }
    for offset in 0..<word.count where bytes[index + offset] != word[offset] { return false }
    return index + word.count == end || !isWordByte(bytes[index + word.count])
  }
}
