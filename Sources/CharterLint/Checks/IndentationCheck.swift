import CharterRules

/// `indentation: {style, width}`: lines are indented with the declared character, and a line
/// inside a `{ … }` block is indented exactly one level deeper than the line that opened it.
///
/// - A line starting with `}` is indented like the line that opened the block; a `{` alone on
///   a line like the statement's first line.
/// - In a `switch`, `case` labels may sit at the `switch`'s level or one deeper (as the first
///   label does), and the statements under a label are one level deeper than the label.
/// - After a `(` or `[` that ends its line, elements start one level deeper than that line and
///   the closing bracket sits with it; an `#if` block's code sits as its first line does, and
///   `#endif` with its `#if`.
/// - Code a formatter was told to leave alone (``FormatterDirective``) is left alone.
/// - Continuation lines may indent freely (but not with the wrong character): lines inside
///   other open `(` or `[`, lines starting with `.`, `)`, `]`, an operator or a word such as `where` or
///   `as`, lines after a line ending in an operator, a comma, a declaration keyword or a
///   modifier, and compiler directives (`#if`). ``BlockStructure`` lists them all.
/// - Lines inside multi-line strings and block comments are exempt, and lines that start with
///   a comment may sit at any depth (they often align with the code they describe).
/// - With tabs, spaces after the tabs align code (``measure(_:_:expected:tabWidth:smartTabs:)``).
/// - A misplaced line is one finding, whether its depth or its character is wrong: the block it
///   opens may continue from where it is or from where it belongs. A file that overwhelmingly
///   uses another width gets one finding saying so (``WidthSurvey``).
///
/// Block structure is checked in languages with braces (Swift and the C family); elsewhere
/// only the indentation character is. The formatter oracle (`Benchmarks/indent-oracle.sh`)
/// holds it to zero findings on code `swift format` and SwiftFormat just wrote.
struct IndentationCheck: TextCheck {
  let check: EffectiveCheck
  let style: IndentationStyle

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    var structure = BlockStructure(regions: file.regions, width: levelWidth)
    var lineStarts = RegionCursor(file.regions)
    var firstBytes = RegionCursor(file.regions)
    let checksBlocks = file.regions != nil && Self.hasBraces(file.path)
    let bytes = file.bytes
    var survey = WidthSurvey()
    var depthFindings: [Int] = []
    var ignore = FormatterIgnore()
    var plan: IndentationFixPlan?
    let tabWidth = self.tabWidth
    let smartTabs = self.smartTabs
    let render = { (columns: Int) in String(repeating: style.character == .spaces ? " " : "\t", count: columns) }
    for line in 1...max(file.lines.lineCount, 1) where line <= file.lines.starts.count {
      let content = file.lines.contentRange(ofLine: line, in: bytes)
      var first = content.lowerBound
      while first < content.upperBound, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
      guard first < content.upperBound else { continue }
      // Inside a string or comment that began on an earlier line: content, not code layout.
      let continuesRegion = content.lowerBound > 0 && !lineStarts.isCode(content.lowerBound - 1)
      let firstIsCode = firstBytes.isCode(first)
      if continuesRegion, !firstIsCode || file.kind(of: content.lowerBound..<first) != .code {
        if checksBlocks {
          structure.consumeContent(file, line: content, first: first)
          plan?.consumeContent(file, line: content, first: first)
        }
        continue
      }
      // What a formatter was told to leave as written is left as written.
      if !firstIsCode, let directive = FormatterDirective.parse(bytes, first..<content.upperBound) {
        ignore.read(directive, depth: structure.depth)
        if ignore.ignoresFile { return }
      }
      let ignored = firstIsCode && ignore.ignoresLine
      let leading = content.lowerBound..<first
      let expectation = checksBlocks && firstIsCode ? structure.expectedIndent(for: file, line: content, first: first) : nil
      let measured = measure(leading, bytes, expected: expectation, tabWidth: tabWidth, smartTabs: smartTabs)
      let actual = measured.columns
      // With tabs, a re-indent replaces the tabs and keeps the spaces that align after them.
      let indent = style.character == .tabs && measured.consistent ? leading.lowerBound..<leading.lowerBound + actual : leading
      var corrected: Int?
      var planned = actual
      if ignored {
        // Nothing to report; the structure still follows the line.
      } else if !measured.consistent, let bad = leading.first(where: { bytes[$0] == wrongCharacter }) {
        findings.append(
          file.finding(
            check, bad..<first, message: message(characterMessage),
            fix: TextFix(range: leading, replacement: converted(leading, bytes, tabWidth: tabWidth))))
        // The lines below are judged against where this line belongs, not where it is: one
        // finding, not one for every line of the block it opens.
        if let expectation, !expectation.contains(actual) { corrected = expectation.nearest(to: actual) }
      } else if let expected = expectation {
        if let base = structure.levelBase { survey.record(actual - base) }
        if !expected.contains(actual) {
          let nearest = expected.nearest(to: actual)
          corrected = nearest
          if plan == nil { plan = IndentationFixPlan(from: structure) }
          planned = plan?.correctedIndent(for: file, line: content, first: first, actual: actual) ?? nearest
          depthFindings.append(findings.count)
          findings.append(
            file.finding(
              check, leading.lowerBound..<first, message: message(depthMessage(expected: nearest, actual: actual)),
              fix: planned == actual ? nil : TextFix(range: indent, replacement: render(planned))))
          if planned != actual {
            plan?.startGroup(finding: findings.count - 1, leading: indent, columns: planned, into: &findings, render: render, bytes: bytes)
          }
        } else if let current = plan {
          planned = current.correctedIndent(for: file, line: content, first: first, actual: actual)
          if planned != actual { plan?.follow(leading: indent, columns: planned) }
        }
      }
      if checksBlocks {
        structure.consume(file, line: content, first: first, indent: actual, expected: corrected)
        plan?.consume(file, line: content, first: first, indent: planned)
      }
      if firstIsCode {
        ignore.passed(depth: structure.depth, continues: structure.continuesStatement, isAttribute: bytes[first] == 0x40 /* @ */)
      }
    }
    plan?.closeGroup(into: &findings, render: render, bytes: bytes)
    // A file that overwhelmingly uses another width gets one finding that says so.
    if style.character == .spaces, depthFindings.count >= WidthSurvey.minimumFindings,
      let tally = survey.dominant(otherThan: style.width, source: check.source)
    {
      for index in depthFindings.reversed() { findings.remove(at: index) }
      findings.append(WidthSurvey.finding(tally, at: file.finding(check, 0..<0, message: "")))
    }
  }

  // MARK: - Helpers

  private var wrongCharacter: UInt8 { style.character == .spaces ? 0x09 : 0x20 }

  /// Columns one level adds: the width for spaces, one tab for tabs.
  private var levelWidth: Int { style.character == .spaces ? style.width : 1 }

  /// The leading whitespace `range` in the declared character: a tab becomes one level of
  /// spaces; for tabs, every started tab width of spaces becomes a tab.
  private func converted(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, tabWidth: Int) -> String {
    let tabs = range.filter { bytes[$0] == 0x09 }.count
    let spaces = range.count - tabs
    if style.character == .spaces { return String(repeating: " ", count: spaces + tabs * style.width) }
    return String(repeating: "\t", count: tabs + (spaces + tabWidth - 1) / tabWidth)
  }

  private var characterMessage: String {
    style.character == .spaces ? "Indent with spaces, not tabs" : "Indent with tabs, not spaces"
  }

  private func depthMessage(expected: Int, actual: Int) -> String {
    if style.character == .tabs {
      return "Indent this line with \(expected) tab\(expected == 1 ? "" : "s"), not \(actual)"
    }
    return "Indent this line by \(expected) space\(expected == 1 ? "" : "s"), not \(actual) (\(style.width) per level)"
  }

  private static let braceExtensions: Set<String> = [
    "swift", "c", "h", "m", "mm", "cc", "cpp", "cxx", "hpp", "java", "kt", "kts", "js", "jsx", "ts",
    "tsx", "mjs", "cjs", "go", "rs", "cs", "scala",
  ]

  private static func hasBraces(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: ".") else { return false }
    return braceExtensions.contains(String(path[path.index(after: dot)...]).lowercased())
  }
}
