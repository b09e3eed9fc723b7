import CharterRules

/// `trailing-whitespace`: its catalogue entry and its examples.
extension TrailingWhitespaceCheck: TextCheckKind {
  static let name = CheckKind.Name.trailingWhitespace

  static func textCheck(for check: EffectiveCheck) -> (any TextCheck)? {
    guard case .trailingWhitespace = check.declaration.kind else { return nil }
    return TrailingWhitespaceCheck(check: check)
  }

  static let catalogEntry = CatalogEntry(
    id: name.rawValue, category: .kind,
    summary: "Spaces and tabs at the end of a line are reported.",
    rationale: """
      Trailing whitespace is noise in diffs. Multi-line string content and Markdown hard line \
      breaks are left alone; `--fix` removes the rest.
      """,
    options: [CatalogOption(name: name.rawValue, summary: "`true` enables the check.", defaultValue: ["true"])],
    declaration: ["- id: no-trailing-whitespace", "  trailing-whitespace: true"],
    wrongExample: "let total = price * quantity   ", rightExample: "let total = price * quantity",
    documentation: DocumentationLink(page: CheckKindCatalog.checksPage, anchor: name.rawValue))

  static let examples = [
    TextCheckExample(
      declaration: ["trailing-whitespace: true"],
      triggering: ["let a = 1⟪  ⟫\nlet b = 2\n", "// comment⟪\t⟫\n", "func f() {\n}⟪ ⟫\n"],
      nonTriggering: ["let a = 1\n", "let s = \"\"\"\n  keep  \n  \"\"\"\n", "\n\n"],
      corrections: [
        .init("let a = 1  \nlet b = 2\n", "let a = 1\nlet b = 2\n"),
        .init("// comment\t\n", "// comment\t\n"),
      ]),
    TextCheckExample(
      declaration: ["trailing-whitespace: true"], fileName: "README.md",
      triggering: ["One space⟪ ⟫\nTab⟪\t⟫\n⟪   ⟫\n"],
      nonTriggering: ["First line  \nsecond line\n", "First line   \nsecond\n"]),
  ]
}
