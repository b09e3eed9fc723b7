/// A unified diff between two versions of a file, line by line, in the form `git apply`
/// accepts: for `compose --dry-run`, `lint --fix --dry-run`, and for showing a hand edit that
/// compose refuses to overwrite.
///
/// Each file opens with `diff --git a/PATH b/PATH`; a file that does not exist on one side is
/// `/dev/null` there, with `new file mode 100644` or `deleted file mode 100644`. A last line
/// without a newline is followed by `\ No newline at end of file`. An empty range is numbered
/// by the line before it (`@@ -0,0 +1,3 @@` for a new file), as diff(1) and git do. Lines are
/// compared with their terminators, so a change from CRLF to LF shows. A path with control
/// characters, quotes, backslashes or non-ASCII bytes is quoted as git quotes it.
package enum UnifiedDiff {
  /// The diff of `path` from `old` to `new` (`nil`: the file does not exist on that side) with
  /// `context` lines around each change; `""` when they are equal.
  package static func render(old: String?, new: String?, path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = terminatedLines(old ?? "")
    let newLines = terminatedLines(new ?? "")
    let a = GitQuotedPath.quote("a/" + path)
    let b = GitQuotedPath.quote("b/" + path)
    var output = "diff --git \(a) \(b)\n"
    if old == nil { output += "new file mode 100644\n" }
    if new == nil { output += "deleted file mode 100644\n" }
    output += "--- \(old == nil ? "/dev/null" : a)\n"
    output += "+++ \(new == nil ? "/dev/null" : b)\n"
    let edits = grouped(MyersDiff.edits(oldLines, newLines))
    for hunk in hunks(edits, context: context) {
      output += header(edits[hunk])
      for edit in edits[hunk] {
        let line = edit.kind == .insert ? newLines[edit.newLine] : oldLines[edit.oldLine]
        output += edit.kind.marker + line
        if line.utf8.last != UInt8(ascii: "\n") { output += "\n\\ No newline at end of file\n" }
      }
    }
    return output
  }

  /// The lines of `text`, each with its `\n` (the last one may have none).
  static func terminatedLines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
      let end = text.utf8.index(after: index)
      lines.append(text[start..<end])
      start = end
    }
    if start < text.endIndex { lines.append(text[start...]) }
    return lines
  }

  /// `edits` with each run of changes ordered deletions first, as diff(1) prints a change,
  /// and every edit's position on both sides worked out again for that order.
  static func grouped(_ edits: [MyersDiff.Edit]) -> [MyersDiff.Edit] {
    var kinds: [MyersDiff.Edit.Kind] = []
    var inserts = 0
    for edit in edits {
      switch edit.kind {
      case .insert: inserts += 1
      case .delete: kinds.append(.delete)
      case .same:
        kinds += Array(repeating: .insert, count: inserts)
        inserts = 0
        kinds.append(.same)
      }
    }
    kinds += Array(repeating: .insert, count: inserts)
    var (oldLine, newLine) = (0, 0)
    return kinds.map { kind in
      defer {
        if kind != .insert { oldLine += 1 }
        if kind != .delete { newLine += 1 }
      }
      return MyersDiff.Edit(kind: kind, oldLine: oldLine, newLine: newLine)
    }
  }

  /// The ranges of `edits` each hunk shows: every change with up to `context` unchanged lines
  /// around it, two changes closer than twice that sharing a hunk.
  static func hunks(_ edits: [MyersDiff.Edit], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in edits.indices where edits[index].kind != .same {
      let start = max(0, index - context)
      let end = min(edits.count, index + context + 1)
      if let last = ranges.last, start <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<end
      } else {
        ranges.append(start..<end)
      }
    }
    return ranges
  }

  /// `@@ -start,count +start,count @@` for one hunk.
  private static func header(_ hunk: ArraySlice<MyersDiff.Edit>) -> String {
    let oldCount = hunk.count { $0.kind != .insert }
    let newCount = hunk.count { $0.kind != .delete }
    // Every edit knows where it stands on both sides; an empty side is numbered by the line
    // before it.
    let first = hunk.first!
    let oldStart = first.oldLine + (oldCount == 0 ? 0 : 1)
    let newStart = first.newLine + (newCount == 0 ? 0 : 1)
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
  }
}

extension MyersDiff.Edit.Kind {
  /// The character that opens the line in a hunk.
  fileprivate var marker: String {
    switch self {
    case .same: " "
    case .delete: "-"
    case .insert: "+"
    }
  }
}
