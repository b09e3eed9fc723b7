import CharterRules

/// The catalogue entries of the check kinds a fragment declares by key (`ban`, `prefer`,
/// `indentation` …), in the order of ``CheckKind/names``. `swift` itself is not one: each
/// structural check is its own entry.
enum CheckKindCatalog {
  /// Every kind but `swift`, without pack uses.
  static let entries: [CatalogEntry] = [
    indentation, ban, prefer, maxLineLength, trailingWhitespace, finalNewline,
  ]

  private static let checksPage = "Documentation/Checks.md"

  private static let patternOptions = [
    CatalogOption(name: "regex", summary: "Whether the pattern is a regular expression rather than literal text.", defaultValue: ["false"]),
    CatalogOption(
      name: "in", summary: "The regions the pattern is matched in: " + RegionScope.allCases.map(\.rawValue).joined(separator: ", ") + ".",
      defaultValue: [RegionScope.code.rawValue]),
    CatalogOption(name: "when-file-contains", summary: "Run only in files whose code contains one of these texts (whole words)."),
    CatalogOption(name: "unless-file-contains", summary: "Run only in files whose code contains none of these texts (whole words)."),
  ]

  static let indentation = CatalogEntry(
    id: "indentation", category: .kind,
    summary: "Lines are indented with the declared character, and Swift and C-family blocks one level per depth.",
    rationale: """
      Mixed or inconsistent indentation makes diffs noisy and hides structure. The check \
      reports the wrong character everywhere, and in Swift and C-family code a line whose \
      depth is not one level below the line that opened its block; continuation lines may \
      indent freely. `--fix` re-indents.
      """,
    options: [
      CatalogOption(name: "style", summary: "The indentation character: spaces or tabs."),
      CatalogOption(name: "width", summary: "Characters per level (spaces only)."),
    ],
    declaration: ["- id: indentation", "  indentation: {style: spaces, width: 2}"],
    wrongExample: "func load() {\n    fetch()\n}", rightExample: "func load() {\n  fetch()\n}",
    documentation: DocumentationLink(page: checksPage, anchor: "indentation"))

  static let ban = CatalogEntry(
    id: "ban", category: .kind,
    summary: "Every match of a literal text or regular expression is reported.",
    rationale: """
      A banned pattern names something the team decided not to write any more. Matches are \
      looked for in code only unless `in:` says otherwise, so a mention in a comment or a \
      string is not a finding; the check's `message` says what to write instead.
      """,
    options: [CatalogOption(name: "ban", summary: "The pattern that must not occur.")] + patternOptions,
    declaration: ["- id: no-force-try", "  ban: \"try!\"", "  message: Handle the error instead of crashing"],
    wrongExample: "let data = try! load()", rightExample: "let data = try load()",
    documentation: DocumentationLink(page: checksPage, anchor: "ban"))

  static let prefer = CatalogEntry(
    id: "prefer", category: .kind,
    summary: "Every match of the `instead-of` pattern is reported, naming the form to prefer.",
    rationale: """
      The team writes one form rather than another. Every match of `instead-of` is reported, \
      in code only unless `in:` says otherwise, with a message naming the form to write; with \
      `fix:`, `--fix` replaces each match that is code.
      """,
    options: [
      CatalogOption(name: "prefer", summary: "The form to write instead, as the message shows it."),
      CatalogOption(name: "instead-of", summary: "The pattern that must not occur."),
      CatalogOption(name: "fix", summary: "Text that replaces each match under `--fix`; without it nothing is corrected."),
    ] + patternOptions,
    declaration: [
      "- id: main-actor-task", "  prefer: \"Task { @MainActor in … }\"", "  instead-of: \"DispatchQueue.main.async\"",
    ],
    wrongExample: "DispatchQueue.main.async { self.reload() }",
    rightExample: "Task { @MainActor in self.reload() }",
    documentation: DocumentationLink(page: checksPage, anchor: "prefer--instead-of"))

  static let maxLineLength = CatalogEntry(
    id: "max-line-length", category: .kind,
    summary: "Lines longer than the limit are reported, from the first character past it.",
    rationale: "Long lines are hard to read side by side and in review. The length counts Unicode scalars.",
    options: [CatalogOption(name: "max-line-length", summary: "The longest line allowed, in characters.")],
    declaration: ["- id: line-length", "  max-line-length: 120"],
    wrongExample: nil, rightExample: nil,
    documentation: DocumentationLink(page: checksPage, anchor: "max-line-length"))

  static let trailingWhitespace = CatalogEntry(
    id: "trailing-whitespace", category: .kind,
    summary: "Spaces and tabs at the end of a line are reported.",
    rationale: """
      Trailing whitespace is noise in diffs. Multi-line string content and Markdown hard line \
      breaks are left alone; `--fix` removes the rest.
      """,
    options: [CatalogOption(name: "trailing-whitespace", summary: "`true` enables the check.", defaultValue: ["true"])],
    declaration: ["- id: no-trailing-whitespace", "  trailing-whitespace: true"],
    wrongExample: "let total = price * quantity   ", rightExample: "let total = price * quantity",
    documentation: DocumentationLink(page: checksPage, anchor: "trailing-whitespace"))

  static let finalNewline = CatalogEntry(
    id: "final-newline", category: .kind,
    summary: "A non-empty file that does not end with exactly one newline is reported.",
    rationale: "A missing final newline makes the next appended line change two lines; extra blank lines are noise. `--fix` corrects both.",
    options: [CatalogOption(name: "final-newline", summary: "`true` enables the check.", defaultValue: ["true"])],
    declaration: ["- id: final-newline", "  final-newline: true"],
    wrongExample: nil, rightExample: nil,
    documentation: DocumentationLink(page: checksPage, anchor: "final-newline"))
}
