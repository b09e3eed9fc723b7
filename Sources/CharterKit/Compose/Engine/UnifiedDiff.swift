/// A unified diff between two texts, line by line, for `compose --dry-run` and for showing a
/// hand edit that compose refuses to overwrite.
enum UnifiedDiff {
  /// `--- old` / `+++ new` hunks with `context` lines around each change; `""` when equal.
  static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    let a = old.lines.map(String.init)
    let b = new.lines.map(String.init)
    let edits = script(a, b)
    guard edits.contains(where: { $0.kind != .same }) else { return "" }
    var output = "--- \(oldName)\n+++ \(newName)\n"
    var index = 0
    while index < edits.count {
      guard edits[index].kind != .same else { index += 1; continue }
      let start = max(0, index - context)
      var end = index
      var lastChange = index
      while end < edits.count, end <= lastChange + context * 2 {
        if edits[end].kind != .same { lastChange = end }
        end += 1
      }
      end = min(edits.count, lastChange + context + 1)
      let hunk = edits[start..<end]
      let oldStart = (hunk.first?.oldLine ?? 0) + 1
      let newStart = (hunk.first?.newLine ?? 0) + 1
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for edit in hunk {
        switch edit.kind {
        case .same: output += " \(edit.text)\n"
        case .delete: output += "-\(edit.text)\n"
        case .insert: output += "+\(edit.text)\n"
        }
      }
      index = end
    }
    return output
  }

  struct Edit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var text: String
    var oldLine: Int
    var newLine: Int
  }

  /// The edit script from a longest common subsequence (quadratic, fine for rule files).
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    let rows = a.count + 1
    let columns = b.count + 1
    var lengths = [Int](repeating: 0, count: rows * columns)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * columns + j] =
          a[i] == b[j] ? lengths[(i + 1) * columns + j + 1] + 1 : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(Edit(kind: .same, text: a[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
        // Deletions before insertions, as diff(1) prints a changed line.
        edits.append(Edit(kind: .delete, text: a[i], oldLine: i, newLine: j))
        i += 1
      } else {
        edits.append(Edit(kind: .insert, text: b[j], oldLine: i, newLine: j))
        j += 1
      }
    }
    return edits
  }
}
