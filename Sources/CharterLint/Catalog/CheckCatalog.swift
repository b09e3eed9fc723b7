import CharterRules
import CharterSwiftChecks

/// Everything Charter can enforce, one ``CatalogEntry`` each: the check kinds, then every
/// structural Swift check by id, each with the built-in packs' checks that use it.
///
/// `charter checks` prints it and the SARIF reporter takes each rule's help and `helpUri`
/// from it. Structural entries are derived from the checks' own metadata (summary, rationale,
/// options, the examples the test harness runs), pack uses from the embedded packs.
public enum CheckCatalog {
  /// Every entry: kinds in documentation order, then structural checks by id.
  public static let entries: [CatalogEntry] = {
    let uses = PackUses.all()
    return described.map { entry in
      var entry = entry
      entry.packUses = uses[Self.key(entry.category, entry.id)] ?? []
      return entry
    }
  }()

  /// Every entry without its ``CatalogEntry/packUses``, which cost parsing every built-in pack:
  /// what a lookup by kind answers from (a report's rule help does not name pack uses).
  private static let described: [CatalogEntry] = CheckKindCatalog.entries + StructuralCheckCatalog.all.map(entry)

  /// The entry with `id` (a kind's key or a structural check's id), if there is one.
  public static func entry(id: String) -> CatalogEntry? {
    entries.first { $0.id == id }
  }

  /// The entry describing `kind`: the structural check's for `swift: ID`, else the kind's;
  /// without its pack uses.
  public static func entry(for kind: CheckKind) -> CatalogEntry? {
    if case .swift(let name) = kind {
      return described.first { $0.category == .structural && $0.id == name }
    }
    return described.first { $0.kindName == kind.name }
  }

  /// Every entry's id, in catalogue order; what `charter checks ID` completes.
  public static var ids: [String] { entries.map(\.id) }

  static func key(_ category: CatalogEntry.Category, _ id: String) -> String {
    category.rawValue + ":" + id
  }

  private static func entry(_ check: any StructuralCheck.Type) -> CatalogEntry {
    var rationale = check.rationale
    if check.enforcedBySwift6 {
      rationale += " Runs only in modules known to use a language mode older than Swift 6."
    }
    return CatalogEntry(
      id: check.id, category: .structural, summary: check.summary, rationale: rationale,
      options: check.options.map {
        CatalogOption(name: $0.name, summary: $0.summary, defaultValue: $0.defaultValue)
      },
      declaration: ["- id: \(check.id)", "  swift: \(check.id)"],
      wrongExample: check.triggering.first.map(StructuralCheckDocumentation.unmarked),
      rightExample: check.nonTriggering.first,
      documentation: DocumentationLink(page: "Documentation/StructuralChecks.md", anchor: check.id))
  }
}
