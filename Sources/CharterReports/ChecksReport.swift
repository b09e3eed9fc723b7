import CharterLint
import CharterSupport

/// `charter checks`: the catalogue of everything Charter can enforce (``CheckCatalog``), as
/// text for people or JSON for scripts and agents.
public struct ChecksReport: Sendable {
  /// The entries to show.
  public var entries: [CatalogEntry]

  /// A report of `entries` (default: the whole catalogue).
  public init(_ entries: [CatalogEntry] = CheckCatalog.entries) { self.entries = entries }

  /// JSON, keys sorted: `{"version": 1, "checks": [{"id", "category", "summary", "rationale",
  /// "declaration", "options": [{"name", "summary", "default"}], "examples": {"wrong",
  /// "right"}, "documentation", "helpUri", "packs": [{"pack", "check", "severity", "state",
  /// "line"}]}]}`.
  public func json() -> String {
    JSONValue.object([
      "version": .int(1),
      "checks": .array(entries.map(Self.json)),
    ]).pretty
  }

  private static func json(_ entry: CatalogEntry) -> JSONValue {
    .object([
      "id": .string(entry.id),
      "category": .string(entry.category.rawValue),
      "summary": .string(entry.summary),
      "rationale": .string(entry.rationale),
      "declaration": .string(entry.declaration.joined(separator: "\n")),
      "options": .array(
        entry.options.map {
          .object([
            "name": .string($0.name), "summary": .string($0.summary),
            "default": .array($0.defaultValue.map(JSONValue.string)),
          ])
        }),
      "examples": .object([
        "wrong": .optional(entry.wrongExample, JSONValue.string),
        "right": .optional(entry.rightExample, JSONValue.string),
      ]),
      "documentation": .string(entry.documentation.relativePath),
      "helpUri": .string(entry.documentation.url),
      "packs": .array(
        entry.packUses.map {
          .object([
            "pack": .string($0.pack), "check": .string($0.checkID), "severity": .string($0.severity.rawValue),
            "state": .string($0.state.rawValue), "line": .int($0.line),
          ])
        }),
    ])
  }

  /// Text: each entry with its summary, declaration, options, packs and documentation; with
  /// `detailed`, also its rationale and examples (what `charter checks ID` prints). One entry
  /// is printed alone, without the group headings.
  public func text(detailed: Bool = false) -> String {
    if entries.count == 1 { return Self.text(entries[0], detailed: detailed).joined(separator: "\n") + "\n" }
    var lines: [String] = []
    for (category, heading) in Self.headings {
      let group = entries.filter { $0.category == category }
      guard !group.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      lines.append("\(heading.name) (\(group.count)), \(heading.declared):")
      for entry in group {
        lines.append("")
        lines += Self.text(entry, detailed: detailed)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static let headings: [(CatalogEntry.Category, (name: String, declared: String))] = [
    (.kind, ("check kinds", "declared by key in an entry of checks")),
    (.structural, ("structural Swift checks", "declared with swift: ID")),
  ]

  private static func text(_ entry: CatalogEntry, detailed: Bool) -> [String] {
    var lines = [entry.id, "  " + entry.summary]
    if detailed { lines += [""] + wrap(entry.rationale).map { "  " + $0 } + [""] }
    lines.append("  declare: " + entry.declaration.joined(separator: "\n           "))
    for option in entry.options {
      let defaults = option.defaultValue.isEmpty ? "" : " (default: \(option.defaultValue.joined(separator: ", ")))"
      lines.append("  option \(option.name)\(defaults): \(option.summary)")
    }
    if entry.packUses.isEmpty {
      lines.append("  packs: none")
    } else {
      for use in entry.packUses {
        lines.append("  pack \(use.pack): \(use.checkID), \(use.severity.rawValue), \(stateText(use))")
      }
    }
    if detailed {
      for (label, example) in [("WRONG", entry.wrongExample), ("RIGHT", entry.rightExample)] {
        guard let example else { continue }
        lines += ["  \(label):"] + example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      }
    }
    lines.append("  docs: " + entry.documentation.relativePath)
    return lines
  }

  private static func stateText(_ use: PackUse) -> String {
    switch use.state {
    case .onByDefault: "on by default"
    case .onForSwift: "on by default in Swift repositories"
    case .optIn: "when packs: lists it"
    case .offByDefault: "off by default; enable: \(use.checkID) turns it on"
    }
  }

  /// `text` wrapped at 96 characters on spaces.
  private static func wrap(_ text: String, width: Int = 96) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
