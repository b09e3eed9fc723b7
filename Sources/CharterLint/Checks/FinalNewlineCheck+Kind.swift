import CharterRules

/// `final-newline`: its catalogue entry and its examples.
extension FinalNewlineCheck: TextCheckKind {
  static let name = CheckKind.Name.finalNewline

  static func textCheck(for check: EffectiveCheck) -> (any TextCheck)? {
    guard case .finalNewline = check.declaration.kind else { return nil }
    return FinalNewlineCheck(check: check)
  }

  static let catalogEntry = CatalogEntry(
    id: name.rawValue, category: .kind,
    summary: "A non-empty file that does not end with exactly one newline is reported.",
    rationale: "A missing final newline makes the next appended line change two lines; extra blank lines are noise. `--fix` corrects both.",
    options: [CatalogOption(name: name.rawValue, summary: "`true` enables the check.", defaultValue: ["true"])],
    declaration: ["- id: final-newline", "  final-newline: true"],
    wrongExample: nil, rightExample: nil,
    documentation: DocumentationLink(page: CheckKindCatalog.checksPage, anchor: name.rawValue))

  static let examples = [
    TextCheckExample(
      declaration: ["final-newline: true"],
      triggering: ["let a = 1⟪⟫", "let a = 1\n⟪⟫\n", "let a = 1\n⟪⟫\n\n"],
      nonTriggering: ["let a = 1\n", ""],
      corrections: [
        .init("let a = 1", "let a = 1\n"),
        .init("let a = 1\n\n\n", "let a = 1\n"),
      ]),
  ]
}
