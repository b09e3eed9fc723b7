import CharterRules

/// `prefer: PREFERRED` with `instead-of: PATTERN`: every match of the pattern is reported with
/// a message naming the preferred form; with `fix:`, `--fix` replaces each match in code.
///
/// The kind runs no check of its own: ``PatternCheckGroup`` matches every `ban` and `prefer`
/// in force for a file in one pass.
enum PreferCheck: TextCheckKind {
  static let name = CheckKind.Name.prefer

  static func textCheck(for check: EffectiveCheck) -> (any TextCheck)? { nil }

  static let catalogEntry = CatalogEntry(
    id: name.rawValue, category: .kind,
    summary: "Every match of the `instead-of` pattern is reported, naming the form to prefer.",
    rationale: """
      The team writes one form rather than another. Every match of `instead-of` is reported, \
      in code only unless `in:` says otherwise, with a message naming the form to write; with \
      `fix:`, `--fix` replaces each match that is code.
      """,
    options: [
      CatalogOption(name: name.rawValue, summary: "The form to write instead, as the message shows it."),
      CatalogOption(name: "instead-of", summary: "The pattern that must not occur."),
      CatalogOption(name: "fix", summary: "Text that replaces each match under `--fix`; without it nothing is corrected."),
    ] + BanCheck.patternOptions,
    declaration: [
      "- id: main-actor-task", "  prefer: \"Task { @MainActor in … }\"", "  instead-of: \"DispatchQueue.main.async\"",
    ],
    wrongExample: "DispatchQueue.main.async { self.reload() }",
    rightExample: "Task { @MainActor in self.reload() }",
    documentation: DocumentationLink(page: CheckKindCatalog.checksPage, anchor: "prefer--instead-of"))

  static let examples = [
    TextCheckExample(
      declaration: ["prefer: \"Task { @MainActor in … }\"", "instead-of: DispatchQueue.main.async"],
      triggering: ["func f() {\n  ⟪DispatchQueue.main.async⟫ { work() }\n}\n"],
      nonTriggering: ["Task { @MainActor in work() }\n", "// DispatchQueue.main.async\n"],
      codeOnly: true),
    TextCheckExample(
      declaration: ["prefer: \"Task.sleep(for:)\"", "instead-of: Thread.sleep", "fix: \"try await Task.sleep\""],
      triggering: ["⟪Thread.sleep⟫(1) // Thread.sleep\nlet s = \"Thread.sleep\"\n"],
      nonTriggering: ["try await Task.sleep(for: .seconds(1))\n"],
      corrections: [
        .init(
          "Thread.sleep(1) // Thread.sleep\nlet s = \"Thread.sleep\"\n",
          "try await Task.sleep(1) // Thread.sleep\nlet s = \"Thread.sleep\"\n")
      ]),
  ]
}
