/// The indentation every line of a file will have once ``IndentationCheck``'s fixes are
/// applied, worked out in the same pass as the findings, so that `--fix` reaches its fixed
/// point in one pass at any nesting depth.
///
/// A misplaced line is one finding, and the lines of the block it opens are accepted whether
/// they follow it or sit where it belongs. Once the line is moved, the lines that followed it
/// are misplaced in turn; fixing one level per pass would take as many passes as the file has
/// levels. The plan therefore runs a second ``BlockStructure`` over the file *as it will be*:
/// each line keeps its indentation when that is allowed there, and otherwise moves to the
/// nearest allowed one. Lines that move without a finding of their own ride along in the fix
/// of the finding before them, which then spans from its line to theirs.
///
/// The plan starts at the first misplaced line (until then the file as it will be is the file
/// as it is), so a file without findings costs nothing.
struct IndentationFixPlan {
  /// The block structure of the corrected file, up to the current line.
  private var structure: BlockStructure
  /// The finding whose fix carries the edits collected since, and those edits.
  private var group: (finding: Int, edits: [(range: Range<Int>, columns: Int)])?

  /// A plan that continues from `structure`, the state before the first misplaced line.
  init(from structure: BlockStructure) {
    self.structure = structure
  }

  /// The columns `line`, indented by `actual`, will have in the corrected file.
  func correctedIndent(for file: borrowing LintedFile, line: Range<Int>, first: Int, actual: Int) -> Int {
    guard let allowed = structure.expectedIndent(for: file, line: line, first: first),
      !allowed.contains(actual)
    else { return actual }
    return allowed.nearest(to: actual)
  }

  /// Records that finding number `finding` moves the line whose leading whitespace is `leading`
  /// to `columns`: later lines that move with it join its fix.
  mutating func startGroup(
    finding: Int, leading: Range<Int>, columns: Int, into findings: inout [Finding], render: (Int) -> String,
    bytes: UnsafeBufferPointer<UInt8>
  ) {
    closeGroup(into: &findings, render: render, bytes: bytes)
    group = (finding, [(leading, columns)])
  }

  /// Records a line without a finding of its own that moves to `columns`.
  mutating func follow(leading: Range<Int>, columns: Int) {
    group?.edits.append((leading, columns))
  }

  /// Feeds the corrected line to the plan's block structure.
  mutating func consume(_ file: borrowing LintedFile, line: Range<Int>, first: Int, indent: Int) {
    structure.consume(file, line: line, first: first, indent: indent)
  }

  /// Feeds a line that starts inside a string or comment.
  mutating func consumeContent(_ file: borrowing LintedFile, line: Range<Int>, first: Int) {
    structure.consumeContent(file, line: line, first: first)
  }

  /// Rewrites the open group's finding so that its fix makes every edit of the group: one
  /// replacement from its own line to the last line that moves with it.
  mutating func closeGroup(into findings: inout [Finding], render: (Int) -> String, bytes: UnsafeBufferPointer<UInt8>) {
    guard let (finding, edits) = group, let first = edits.first, let last = edits.last else { return }
    group = nil
    var replacement = ""
    var position = first.range.lowerBound
    for edit in edits {
      replacement += String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<edit.range.lowerBound]), as: UTF8.self)
      replacement += render(edit.columns)
      position = edit.range.upperBound
    }
    findings[finding].fix = TextFix(range: first.range.lowerBound..<last.range.upperBound, replacement: replacement)
  }
}
