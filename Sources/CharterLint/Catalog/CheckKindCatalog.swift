import CharterRules

/// The catalogue entries of the check kinds a fragment declares by key (`ban`, `prefer`,
/// `indentation` …), in the order of ``CheckKind/names``: each ``TextCheckKind``'s own entry.
/// `swift` itself is not one: each structural check is its own entry.
enum CheckKindCatalog {
  /// Every kind but `swift`, without pack uses.
  static let entries: [CatalogEntry] = TextCheckCatalog.all.map { $0.catalogEntry }

  /// The page that documents the kinds in prose; the catalogue links each to its section.
  static let checksPage = "Documentation/Checks.md"
}
