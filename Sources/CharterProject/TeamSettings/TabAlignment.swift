import CharterRules

/// With tab indentation, how the settings say code is aligned after the tabs: with spaces,
/// fewer than a tab's width, or — SwiftFormat's smart tabs, its default — any number on a line
/// that continues an expression. Each value keeps the settings line that set it.
public struct TabAlignment: Hashable, Sendable {
  /// Columns a tab stands for: `--tabwidth`, `tabWidth`, `tab_width` or `indent_size`; 4 when
  /// nothing says.
  public var tabWidth: Int
  /// The settings line that set ``tabWidth``.
  public var tabWidthSource: SourceReference?
  /// Whether continuation lines may align with any number of spaces after their tabs.
  public var smartTabs: Bool
  /// The settings line that set ``smartTabs``.
  public var smartTabsSource: SourceReference?

  /// Creates an alignment policy.
  public init(
    tabWidth: Int = 4, tabWidthSource: SourceReference? = nil, smartTabs: Bool = true,
    smartTabsSource: SourceReference? = nil
  ) {
    self.tabWidth = tabWidth
    self.tabWidthSource = tabWidthSource
    self.smartTabs = smartTabs
    self.smartTabsSource = smartTabsSource
  }

  /// The options the `indentation` check reads (``CheckOptionName/tabWidth``,
  /// ``CheckOptionName/smartTabs``) and the note `explain` shows.
  var options: [String: [String]] {
    var options = [
      CheckOptionName.tabWidth: [String(tabWidth)], CheckOptionName.smartTabs: [String(smartTabs)],
    ]
    var note = "spaces align after the tabs: fewer than a tab (\(tabWidth) columns"
    if let tabWidthSource { note += ", from \(tabWidthSource)" }
    note += ")"
    if smartTabs {
      note +=
        ", or any number on a continuation line (smart tabs" + (smartTabsSource.map { ", from \($0)" } ?? "") + ")"
    }
    if !smartTabs, let smartTabsSource { note += "; smart tabs off (from \(smartTabsSource))" }
    options[CheckDeclaration.noteOption] = [note]
    return options
  }
}
