import CharterRules

/// How ``IndentationCheck`` reads a line's leading whitespace: in the declared character, or,
/// with tabs, tabs then spaces that align code.
///
/// With tabs, the spaces after the tabs align code rather than indent it (SwiftFormat's smart
/// tabs, `gofmt`): the line's depth is its tabs, and the spaces are consistent when there are
/// fewer than a tab's width of them, or, with smart tabs, any number on a line that may
/// indent freely (a continuation line, a comment). A space before a tab, or a tab's width of
/// spaces where a line's depth is decided, is the wrong character.
extension IndentationCheck {
  /// A line's leading whitespace, measured.
  struct Leading {
    /// The depth in columns of the declared style: spaces for spaces, tabs for tabs.
    var columns: Int
    /// Whether it uses the declared character (and, with tabs, spaces only to align).
    var consistent: Bool
  }

  /// Columns a tab stands for when tabs are declared.
  var tabWidth: Int { check.declaration.options[CheckOptionName.tabWidth]?.first.flatMap { Int($0) } ?? 4 }

  /// Whether continuation lines may align with any number of spaces after their tabs.
  var smartTabs: Bool { check.declaration.options[CheckOptionName.smartTabs]?.first != "false" }

  /// `range` measured; `expected` is what the line's depth must be, `nil` where it may indent
  /// freely. `tabWidth` and `smartTabs` are passed in, read once per file.
  func measure(
    _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, expected: IndentChoice?, tabWidth: Int, smartTabs: Bool
  ) -> Leading {
    var tabs = 0
    var spaces = 0
    var spaceBeforeTab = false
    for index in range {
      if bytes[index] == 0x09 {
        tabs += 1
        if spaces > 0 { spaceBeforeTab = true }
      } else {
        spaces += 1
      }
    }
    if style.character == .spaces { return Leading(columns: spaces + tabs * style.width, consistent: tabs == 0) }
    guard spaces > 0 else { return Leading(columns: tabs, consistent: true) }
    let converted = tabs + (spaces + tabWidth - 1) / tabWidth
    guard !spaceBeforeTab else { return Leading(columns: converted, consistent: false) }
    if expected == nil, smartTabs || spaces < tabWidth { return Leading(columns: tabs, consistent: true) }
    // Where the depth is decided, a few spaces after the tabs align; with no tab, only at the
    // top level.
    if spaces < tabWidth, tabs > 0 || expected?.contains(0) == true { return Leading(columns: tabs, consistent: true) }
    return Leading(columns: converted, consistent: false)
  }
}
