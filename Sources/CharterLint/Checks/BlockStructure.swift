import CharterPatterns

/// The open blocks and brackets at a point in a file, line by line, for ``IndentationCheck``.
struct BlockStructure {
  private var frames: [Frame] = []
  /// Whether the previous code line ended in an operator or a comma, so this one continues it.
  private var continues = false
  /// The indentation of the first line of the statement the current line belongs to.
  private var statementIndent = 0
  /// Whether the statement the current line belongs to contains `switch`.
  private var statementIsSwitch = false
  /// Whether the previous code line ended an element of a list (`,`) or opened a hanging
  /// bracket, so this one starts the next element.
  private var startsElement = false
  /// Whether a `case` label runs on over lines (`case .a,` … `.b:`).
  private var labelContinues = false
  /// When the previous code line ended by closing a bracket opened on an earlier line (a
  /// wrapped call's `)`), the indentation of the line that opened it.
  private var closedBracketOpener: Int?
  /// The statement a closure passed as an argument interrupts, by the depth of the closure's
  /// `{`: the statement resumes when the closure closes (a `switch` whose subject passes
  /// closures still opens a switch).
  private var interrupted: [(depth: Int, indent: Int, isSwitch: Bool)] = []
  /// Columns one level adds.
  private let width: Int
  /// Which bytes are code, visited line by line.
  private var cursor: RegionCursor

  init(regions: RegionMap?, width: Int) {
    cursor = RegionCursor(regions)
    self.width = width
  }

  /// How many blocks and brackets are open.
  var depth: Int { frames.count }

  /// Whether the statement goes on to the next line.
  var continuesStatement: Bool { continues || labelContinues }

  /// The indentations (in columns) `line` may have, or `nil` when it may indent freely.
  func expectedIndent(for file: borrowing LintedFile, line: Range<Int>, first: Int) -> IndentChoice? {
    let bytes = file.bytes
    let head = bytes[first]
    if head == 0x23 /* # */ {
      // `#else` and `#endif` sit with their `#if`; the `#if` itself may sit anywhere.
      guard Self.elseDirectives.contains(where: { Self.startsWord($0, bytes, first, line.upperBound) }),
        let directive = frames.last(where: { if case .directive = $0 { true } else { false } }),
        case .directive(let indent, _) = directive
      else { return nil }
      return IndentChoice(indent, indent, extraLevels: 0, width: width)
    }
    if let (hanging, directives) = innermostHanging {
      if head == 0x29 || head == 0x5D /* ) ] */ {
        guard directives.fixed == 0, directives.open == 0 else { return nil }
        return IndentChoice(hanging.line, hanging.expected, extraLevels: 0, width: width)
      }
      guard startsElement, head != 0x7D /* } */ else { return nil }
      let offset = width + directives.fixed * width
      return IndentChoice(hanging.line + offset, hanging.expected + offset, extraLevels: directives.open, width: width)
    }
    guard !isContinuation(file, line: line, first: first) else { return nil }
    if head == 0x7D /* } */ {
      guard let opener = innermostBrace else { return nil }
      return IndentChoice(opener.line, opener.statement, extraLevels: 0, width: width)
    }
    if head == 0x7B /* { */ {
      // A `{` on its own line after a wrapped declaration or condition sits with the
      // statement's first line; after a wrapped call, SwiftFormat puts it with the line that
      // holds the call's `(` (`.member(` on a continuation line).
      let level = blockIndents()
      return IndentChoice(statementIndent, closedBracketOpener ?? level.first, extraLevels: level.extraLevels, width: width)
    }
    if Self.startsLabel(bytes, first, line.upperBound), let opener = innermostBrace, opener.isSwitch {
      // Every label of a switch sits as its first did, unless an `#if` stands between.
      let levels = directiveBetweenLabelAndSwitch ? nil : opener.labelLevels
      let offset = (levels ?? 0) * width
      return IndentChoice(opener.line + offset, opener.statement + offset, extraLevels: levels == nil ? 1 : 0, width: width)
    }
    return blockIndents()
  }

  /// The innermost open bracket, when it hangs and only `#if` blocks stand between it and
  /// this line, with what those blocks add: `fixed` levels decided, `open` undecided.
  private var innermostHanging: (Hanging, directives: (fixed: Int, open: Int))? {
    var fixed = 0
    var open = 0
    for frame in frames.reversed() {
      switch frame {
      case .directive(_, let extra):
        if let extra { fixed += extra } else { open += 1 }
      case .bracket(let hanging, _):
        return hanging.map { ($0, (fixed, open)) }
      default: return nil
      }
    }
    return nil
  }

  /// Whether an `#if` block was opened inside the innermost `{`.
  private var directiveBetweenLabelAndSwitch: Bool {
    for frame in frames.reversed() {
      switch frame {
      case .directive: return true
      case .brace: return false
      default: continue
      }
    }
    return false
  }

  /// Records how the first line that depends on them sits: the `#if` blocks whose depth is
  /// still open, and a switch's label level.
  private mutating func settleChoices(_ file: borrowing LintedFile, line: Range<Int>, first: Int, actual: Int, isLabel: Bool) {
    if isLabel {
      guard !directiveBetweenLabelAndSwitch,
        let index = frames.lastIndex(where: { if case .brace = $0 { true } else { false } }),
        case .brace(let opener, let statement, true, nil) = frames[index]
      else { return }
      let levels: Int? =
        actual == opener || actual == statement ? 0 : actual == opener + width || actual == statement + width ? 1 : nil
      if let levels { frames[index] = .brace(line: opener, statement: statement, isSwitch: true, labelLevels: levels) }
      return
    }
    var undecided: [Int] = []
    for index in frames.indices.reversed() {
      guard case .directive(_, let extra) = frames[index] else {
        switch frames[index] {
        case .embedded, .angle, .bracket(nil, _): return
        default: break
        }
        break
      }
      if extra == nil { undecided.append(index) }
    }
    guard !undecided.isEmpty, let choice = expectedIndent(for: file, line: line, first: first), choice.extraLevels > 0 else { return }
    guard let level = (0...choice.extraLevels).first(where: { choice.isAt(actual, level: $0) }) else { return }
    // Nested undecided blocks can be settled only when all or none of them indent.
    guard level == 0 || level == undecided.count else { return }
    for index in undecided {
      if case .directive(let indent, _) = frames[index] { frames[index] = .directive(indent: indent, extra: level == 0 ? 0 : 1) }
    }
  }

  /// Whether `line` continues an expression and so may indent freely.
  private func isContinuation(_ file: borrowing LintedFile, line: Range<Int>, first: Int) -> Bool {
    let head = file.bytes[first]
    if isInsideBrackets || labelContinues { return true }
    return continues || head == 0x23 /* # */ || head == 0x29 || head == 0x5D
      || Self.isOperatorStart(file.bytes, first, line.upperBound)
      || (Self.leadingWordStarts.contains(head) && Self.leadingWords.contains { Self.startsWord($0, file.bytes, first, line.upperBound) })
  }

  /// Whether the innermost open frame, `#if` blocks aside, is a `(` or `[`.
  private var isInsideBrackets: Bool {
    for frame in frames.reversed() {
      switch frame {
      case .bracket, .embedded, .angle: return true
      case .directive: continue
      default: return false
      }
    }
    return false
  }

  /// Updates the open blocks with the code on `line`, indented by `indent` columns.
  ///
  /// `expected` is the indentation the check expected when the line has another: a block it
  /// opens may then continue one level deeper than either, so a line out of place costs one
  /// finding whether the lines below moved with it or not, and `--fix` converges in one pass.
  mutating func consume(_ file: borrowing LintedFile, line: Range<Int>, first: Int, indent: Int, expected: Int? = nil) {
    let bytes = file.bytes
    if bytes[first] == 0x23 /* # */, Self.conditionalDirectives.contains(where: { Self.startsWord($0, bytes, first, line.upperBound) }) {
      if Self.startsWord(Self.ifDirective, bytes, first, line.upperBound) {
        frames.append(.directive(indent: indent))
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
    if bytes[first] == 0x3E /* > */, case .angle = frames.last { frames.removeLast() }
    if startsStatement || startsElement, cursor.isCode(first) {
      settleChoices(file, line: line, first: first, actual: expected ?? indent, isLabel: isLabel)
    }
    if isLabel {
      if case .label = frames.last { frames.removeLast() }
      frames.append(.label(indent: indent, expected: expected ?? indent))
    }
    var lastCode: UInt8 = 0
    var lastCodeIndex = -1
    // The last `(` or `[` of the line: it hangs when nothing but comments follows it, and
    // the line closes none of the brackets open at its start (`a: b)) ?? Call(` lays out
    // from the enclosing element, not from this line).
    var lastOpener = (offset: -1, frame: -1)
    let depthAtStart = frames.count
    var leastDepth = depthAtStart
    // Where a label's `:` ends it, when the label is all on this line.
    var labelColon = -1
    // The opener line of the last bracket this line closed that was open at its start.
    var closedOpener: Int?
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
        if byte == 0x3A /* : */, isLabel, labelColon < 0, frames.count == depthAtStart { labelColon = offset }
        guard brackets.contains(byte) else { continue }
        switch byte {
        case 0x7B:  // {
          if isInsideBrackets {
            // A closure argument: its statements interrupt this one until it closes.
            frames.append(.brace(line: indent, statement: statementIndent, isSwitch: false))
            interrupted.append((frames.count, statementIndent, statementIsSwitch || lineHasSwitch))
          } else {
            statementIsSwitch = statementIsSwitch || lineHasSwitch
            frames.append(.brace(line: indent, statement: statementIndent, isSwitch: statementIsSwitch))
            statementIsSwitch = false
          }
        case 0x7D:  // }
          closeBrace()
          leastDepth = min(leastDepth, frames.count)
        case 0x28, 0x5B:  // ( [
          frames.append(.bracket(opener: expected ?? indent))
          lastOpener = (offset, frames.count - 1)
        default:  // ) ]
          if case .bracket(_, let opener) = frames.last {
            frames.removeLast()
            if frames.count < depthAtStart { closedOpener = opener }
          }
          leastDepth = min(leastDepth, frames.count)
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
    guard lastCodeIndex >= 0 else {
      // A comment-only line changes nothing; a string is a line of the expression it is in.
      if file.kind(of: first..<first + 1) == .string { startsElement = false }
      return
    }
    if !statementIsSwitch { statementIsSwitch = lineHasSwitch }
    closedBracketOpener = lastCode == 0x29 || lastCode == 0x5D /* ) ] */ ? closedOpener : nil
    // An interpolation's `\(` lays out as the string around it wants, not as a call.
    let hangs =
      lastOpener.offset == lastCodeIndex && lastOpener.frame == frames.count - 1 && leastDepth >= depthAtStart
      && (lastCodeIndex == 0 || bytes[lastCodeIndex - 1] != 0x5C /* \ */)
    if hangs {
      // On a label line (`case .a: call(`), the call is in the label's body, a level deeper.
      let body = isLabel && labelColon >= 0 && labelColon < lastOpener.offset ? width : 0
      frames[lastOpener.frame] = .bracket(
        hanging: Hanging(line: indent + body, expected: (expected ?? indent) + body), opener: expected ?? indent)
    }
    startsElement = hangs || (lastCode == 0x2C /* , */ && !Self.endsInString(file, line, after: lastCodeIndex))
    // `Name<` at the end of a line opens generic arguments (`a <` would compare).
    if lastCode == 0x3C /* < */, lastCodeIndex > line.lowerBound, Self.isWordByte(bytes[lastCodeIndex - 1]) {
      frames.append(.angle)
    }
    // A label ends at its `:`; one that wraps after a `,` goes on to the next line.
    let inLabel = (isLabel || labelContinues) && !isInsideBrackets
    labelContinues = inLabel && lastCode == 0x2C /* , */
    if inLabel && lastCode == 0x3A /* : */ {
      continues = false
    } else {
      continues = Self.continuationBytes.contains(lastCode) || Self.endsWithContinuingWord(bytes, lastCodeIndex, line.lowerBound)
    }
  }

  /// Whether `line` ends in a string that follows its last code byte (`"a", "b"`): the
  /// next line then continues that string's expression.
  private static func endsInString(_ file: borrowing LintedFile, _ line: Range<Int>, after lastCode: Int) -> Bool {
    var last = line.upperBound - 1
    while last > lastCode, file.bytes[last] == 0x20 || file.bytes[last] == 0x09 || file.bytes[last] == 0x0D { last -= 1 }
    return last > lastCode && file.kind(of: last..<last + 1) == .string
  }

  /// Pops frames up to and including the innermost `{`; the statement a closure argument
  /// interrupted resumes.
  private mutating func closeBrace() {
    defer {
      while let last = interrupted.last, last.depth > frames.count {
        interrupted.removeLast()
        statementIndent = last.indent
        statementIsSwitch = last.isSwitch
      }
    }
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
        case 0x28, 0x5B: frames.append(.bracket(opener: statementIndent))
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
    if lastCodeIndex >= 0 {
      continues = Self.continuationBytes.contains(lastCode)
      startsElement = lastCode == 0x2C /* , */
    }
  }

  // MARK: - Helpers

  private var innermostBrace: (line: Int, statement: Int, isSwitch: Bool, labelLevels: Int?)? {
    for frame in frames.reversed() {
      if case .brace(let line, let statement, let isSwitch, let levels) = frame { return (line, statement, isSwitch, levels) }
    }
    return nil
  }

  /// The indentation of the line that opened the innermost block or label, as written; `nil`
  /// at the top level.
  var enclosingIndent: Int? {
    for frame in frames.reversed() {
      switch frame {
      case .brace(let line, _, _, _): return line
      case .label(let indent, _): return indent
      case .directive, .bracket, .embedded, .angle: continue
      }
    }
    return nil
  }

  /// The indentation the current line's depth is measured from: the line a hanging bracket
  /// ends, else the line that opened the innermost block or label (``enclosingIndent``).
  var levelBase: Int? {
    if let (hanging, _) = innermostHanging { return hanging.line }
    return enclosingIndent
  }

  /// One level deeper than the innermost block or label (0 at the top level); each `#if`
  /// inside it allows one more level, since swift-format indents inside `#if`.
  private func blockIndents() -> IndentChoice {
    var fixed = 0
    var open = 0
    for frame in frames.reversed() {
      switch frame {
      case .brace(let line, let statement, _, _):
        return IndentChoice(line + width + fixed, statement + width + fixed, extraLevels: open, width: width)
      case .label(let indent, let expected):
        return IndentChoice(indent + width + fixed, expected + width + fixed, extraLevels: open, width: width)
      case .directive(_, let extra):
        if let extra { fixed += extra * width } else { open += 1 }
      case .bracket, .embedded, .angle: continue
      }
    }
    return IndentChoice(fixed, fixed, extraLevels: open, width: width)
  }
}
