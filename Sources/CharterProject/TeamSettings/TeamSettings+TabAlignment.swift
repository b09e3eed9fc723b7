import CharterRules

/// How the settings say code is aligned after tab indentation (``TabAlignment``).
extension TeamSettings {
  /// The tab width and smart tabs for `path`: the closest `.swiftformat`'s `--tabwidth` and
  /// `--smarttabs`, else a `.swift-format`'s `tabWidth`, else `.editorconfig`'s `tab_width`
  /// (or a numeric `indent_size`, which EditorConfig makes the tab width by default).
  func tabAlignment(for path: String) -> TabAlignment {
    var alignment = TabAlignment()
    var widthFound = false
    for name in Self.folderChain(of: path).reversed() {
      let settings = folder(name)
      if let config = settings.swiftFormat {
        let file = Self.join(name, ".swiftformat")
        if alignment.smartTabsSource == nil, let smart = config.smartTabs {
          alignment.smartTabs = smart.enabled
          alignment.smartTabsSource = SourceReference(path: file, line: smart.line)
        }
        if !widthFound, let width = config.tabWidth {
          alignment.tabWidth = width.width
          alignment.tabWidthSource = SourceReference(path: file, line: width.line)
          widthFound = true
        }
      }
      if !widthFound, let config = settings.swiftFormatJSON, let width = config.tabWidth, (1...16).contains(width) {
        alignment.tabWidth = width
        alignment.tabWidthSource = SourceReference(path: Self.join(name, ".swift-format"), line: 1)
        widthFound = true
      }
    }
    if !widthFound, let (property, name) = editorTabWidth(for: path) {
      alignment.tabWidth = Int(property.value) ?? alignment.tabWidth
      alignment.tabWidthSource = SourceReference(path: Self.join(name, ".editorconfig"), line: property.line)
    }
    return alignment
  }

  /// `.editorconfig`'s `tab_width`, else a numeric `indent_size`, for `path`.
  private func editorTabWidth(for path: String) -> (EditorConfig.Property, String)? {
    let found = editorConfigProperties(["tab_width", "indent_size"], for: path)
    for key in ["tab_width", "indent_size"] {
      if let (property, name) = found[key], let width = Int(property.value), (1...16).contains(width) {
        return (property, name)
      }
    }
    return nil
  }
}
