import CharterRules

/// `max-line-length`: its catalogue entry and its examples.
extension MaxLineLengthCheck: TextCheckKind {
  static let name = CheckKind.Name.maxLineLength

  static func textCheck(for check: EffectiveCheck) -> (any TextCheck)? {
    guard case .maxLineLength(let limit) = check.declaration.kind else { return nil }
    return MaxLineLengthCheck(check: check, limit: limit)
  }

  static let catalogEntry = CatalogEntry(
    id: name.rawValue, category: .kind,
    summary: "Lines longer than the limit are reported, from the first character past it.",
    rationale: "Long lines are hard to read side by side and in review. The length counts Unicode scalars.",
    options: [CatalogOption(name: name.rawValue, summary: "The longest line allowed, in characters.")],
    declaration: ["- id: line-length", "  max-line-length: 120"],
    wrongExample: nil, rightExample: nil,
    documentation: DocumentationLink(page: CheckKindCatalog.checksPage, anchor: name.rawValue))

  static let examples = [
    TextCheckExample(
      declaration: ["max-line-length: 10"],
      triggering: ["let abcdef⟪ = 1⟫\n", "ok\nlet éééééé⟪é = 1⟫\n"],
      nonTriggering: ["let a = 12\n", "éééééééééé\n"]),
  ]
}
