/// The shortest edit script between two sequences: Myers' O(ND) algorithm in its linear-space
/// form, which finds the middle snake of an optimal path and recurses on both sides of it
/// ("An O(ND) Difference Algorithm and Its Variations", 1986, section 4b).
///
/// Time grows with the size of the inputs times the number of differences, memory only with
/// the size of the inputs, so a large file with a small change costs little.
enum MyersDiff {
  /// One step of the script, with its position on both sides: the index in the old sequence of
  /// the element it keeps or deletes (or before which it inserts), and likewise in the new.
  struct Edit: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case same, delete, insert }
    var kind: Kind
    var oldLine: Int
    var newLine: Int
  }

  /// The edits that turn `a` into `b`, in order; as few deletions and insertions as possible.
  static func edits<Element: Hashable>(_ a: [Element], _ b: [Element]) -> [Edit] {
    // Compare integers rather than elements.
    var ids: [Element: Int] = [:]
    let number = { (element: Element) -> Int in
      if let id = ids[element] { return id }
      ids[element] = ids.count
      return ids.count - 1
    }
    let x = a.map(number)
    let numbered = b.map(number)
    // A line on one side only can match nothing: leaving such lines out of the search keeps
    // every common subsequence (so the result is as short) and takes the search's cost from
    // the number of changed lines down to the number of changed lines the other side also has
    // (a `--fix` that re-indents 12,000 lines of 30,000 changes almost none into lines the
    // file already had).
    var onA = [Bool](repeating: false, count: ids.count)
    var onB = [Bool](repeating: false, count: ids.count)
    for id in x { onA[id] = true }
    for id in numbered { onB[id] = true }
    let keptA = x.indices.filter { onB[x[$0]] }
    let keptB = numbered.indices.filter { onA[numbered[$0]] }
    guard keptA.count < x.count || keptB.count < numbered.count else {
      var search = Search(a: x, b: numbered)
      search.solve(Box(left: 0, top: 0, right: x.count, bottom: numbered.count))
      return search.edits
    }
    var search = Search(a: keptA.map { x[$0] }, b: keptB.map { numbered[$0] })
    search.solve(Box(left: 0, top: 0, right: keptA.count, bottom: keptB.count))
    // The matches found, in the full sequences, with everything between them changed.
    var edits: [Edit] = []
    edits.reserveCapacity(max(x.count, numbered.count))
    var (old, new) = (0, 0)
    func changes(upTo oldEnd: Int, _ newEnd: Int) {
      while old < oldEnd {
        edits.append(Edit(kind: .delete, oldLine: old, newLine: new))
        old += 1
      }
      while new < newEnd {
        edits.append(Edit(kind: .insert, oldLine: old, newLine: new))
        new += 1
      }
    }
    for edit in search.edits where edit.kind == .same {
      changes(upTo: keptA[edit.oldLine], keptB[edit.newLine])
      edits.append(Edit(kind: .same, oldLine: old, newLine: new))
      old += 1
      new += 1
    }
    changes(upTo: x.count, numbered.count)
    return edits
  }

  /// A rectangle of the edit graph: `a[left..<right]` against `b[top..<bottom]`.
  private struct Box {
    var left, top, right, bottom: Int
    var width: Int { right - left }
    var height: Int { bottom - top }
    var delta: Int { width - height }
  }

  private struct Search {
    let a: [Int]
    let b: [Int]
    var edits: [Edit] = []

    init(a: [Int], b: [Int]) {
      self.a = a
      self.b = b
      edits.reserveCapacity(max(a.count, b.count))
    }

    /// Appends the edits of `box`, after trimming what its two ends share.
    mutating func solve(_ box: Box) {
      var box = box
      while box.left < box.right, box.top < box.bottom, a[box.left] == b[box.top] {
        edits.append(Edit(kind: .same, oldLine: box.left, newLine: box.top))
        box.left += 1
        box.top += 1
      }
      var shared = 0
      while box.left < box.right - shared, box.top < box.bottom - shared,
        a[box.right - 1 - shared] == b[box.bottom - 1 - shared]
      {
        shared += 1
      }
      box.right -= shared
      box.bottom -= shared
      if box.width == 0 {
        for y in box.top..<box.bottom { edits.append(Edit(kind: .insert, oldLine: box.left, newLine: y)) }
      } else if box.height == 0 {
        for x in box.left..<box.right { edits.append(Edit(kind: .delete, oldLine: x, newLine: box.top)) }
      } else {
        // The snake is one edit and a diagonal: a box of at most one difference, which the
        // trimming above solves without searching.
        let (start, end) = middleSnake(box)
        solve(Box(left: box.left, top: box.top, right: start.x, bottom: start.y))
        solve(Box(left: start.x, top: start.y, right: end.x, bottom: end.y))
        solve(Box(left: end.x, top: end.y, right: box.right, bottom: box.bottom))
      }
      for step in 0..<shared {
        edits.append(Edit(kind: .same, oldLine: box.right + step, newLine: box.bottom + step))
      }
    }

    /// The middle snake of an optimal path through `box` (both sides non-empty, their first
    /// and last elements different): where the forward and backward searches meet.
    func middleSnake(_ box: Box) -> (start: (x: Int, y: Int), end: (x: Int, y: Int)) {
      let limit = (box.width + box.height + 1) / 2
      let offset = limit + 1
      // forward[k]: the furthest x on diagonal k (x - left - (y - top)) from the top left;
      // backward[c]: the smallest y on diagonal c (counted from the bottom right).
      var forward = [Int](repeating: 0, count: 2 * offset + 1)
      var backward = [Int](repeating: 0, count: 2 * offset + 1)
      forward[offset + 1] = box.left
      backward[offset + 1] = box.bottom
      let odd = box.delta & 1 != 0
      for d in 0...limit {
        for k in stride(from: d, through: -d, by: -2) {
          let c = k - box.delta
          var x: Int
          let px: Int
          if k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) {
            x = forward[offset + k + 1]
            px = x
          } else {
            px = forward[offset + k - 1]
            x = px + 1
          }
          var y = box.top + (x - box.left) - k
          let py = (d == 0 || x != px) ? y : y - 1
          while x < box.right, y < box.bottom, a[x] == b[y] {
            x += 1
            y += 1
          }
          forward[offset + k] = x
          if odd, c >= -(d - 1), c <= d - 1, y >= backward[offset + c] {
            return ((px, py), (x, y))
          }
        }
        for c in stride(from: d, through: -d, by: -2) {
          let k = c + box.delta
          var y: Int
          let py: Int
          if c == -d || (c != d && backward[offset + c - 1] > backward[offset + c + 1]) {
            y = backward[offset + c + 1]
            py = y
          } else {
            py = backward[offset + c - 1]
            y = py - 1
          }
          var x = box.left + (y - box.top) + k
          let px = (d == 0 || y != py) ? x : x + 1
          while x > box.left, y > box.top, a[x - 1] == b[y - 1] {
            x -= 1
            y -= 1
          }
          backward[offset + c] = y
          if !odd, k >= -d, k <= d, x <= forward[offset + k] {
            return ((x, y), (px, py))
          }
        }
      }
      preconditionFailure("the forward and backward searches always meet")
    }
  }
}
