/// The indentations a line may have: one of two bases, each possibly `extraLevels` levels
/// deeper. A value, so checking a line allocates nothing.
struct IndentChoice {
  let first: Int
  let second: Int
  let extraLevels: Int
  let width: Int

  init(_ first: Int, _ second: Int, extraLevels: Int, width: Int) {
    self.first = first
    self.second = second
    self.extraLevels = extraLevels
    self.width = width
  }

  func contains(_ indent: Int) -> Bool {
    for level in 0...extraLevels {
      if indent == first + level * width || indent == second + level * width { return true }
    }
    return false
  }

  /// Whether `indent` is one of the two bases `level` levels deeper.
  func isAt(_ indent: Int, level: Int) -> Bool {
    indent == first + level * width || indent == second + level * width
  }

  /// The allowed indentation closest to `indent`, for the message.
  func nearest(to indent: Int) -> Int {
    var best = first
    for level in 0...extraLevels {
      for candidate in [first + level * width, second + level * width]
      where abs(candidate - indent) < abs(best - indent) {
        best = candidate
      }
    }
    return best
  }
}
