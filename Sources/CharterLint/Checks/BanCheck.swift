import CharterRules

/// `ban: PATTERN`: every match of a literal text or regular expression is reported, in code
/// unless `in:` says otherwise.
///
/// The kind runs no check of its own: ``PatternCheckGroup`` matches every `ban` and `prefer`
/// in force for a file in one pass.
enum BanCheck: TextCheckKind {
  static let name = CheckKind.Name.ban

  static func textCheck(for check: EffectiveCheck) -> (any TextCheck)? { nil }

  /// The options `ban` and `prefer` share.
  static let patternOptions = [
    CatalogOption(name: "regex", summary: "Whether the pattern is a regular expression rather than literal text.", defaultValue: ["false"]),
    CatalogOption(
      name: "in", summary: "The regions the pattern is matched in: " + RegionScope.allCases.map(\.rawValue).joined(separator: ", ") + ".",
      defaultValue: [RegionScope.code.rawValue]),
    CatalogOption(name: "when-file-contains", summary: "Run only in files whose code contains one of these texts (whole words)."),
    CatalogOption(name: "unless-file-contains", summary: "Run only in files whose code contains none of these texts (whole words)."),
  ]

  static let catalogEntry = CatalogEntry(
    id: name.rawValue, category: .kind,
    summary: "Every match of a literal text or regular expression is reported.",
    rationale: """
      A banned pattern names something the team decided not to write any more. Matches are \
      looked for in code only unless `in:` says otherwise, so a mention in a comment or a \
      string is not a finding; the check's `message` says what to write instead.
      """,
    options: [CatalogOption(name: name.rawValue, summary: "The pattern that must not occur.")] + patternOptions,
    declaration: ["- id: no-force-try", "  ban: \"try!\"", "  message: Handle the error instead of crashing"],
    wrongExample: "let data = try! load()", rightExample: "let data = try load()",
    documentation: DocumentationLink(page: CheckKindCatalog.checksPage, anchor: name.rawValue))

  static let examples = [
    TextCheckExample(
      declaration: ["ban: ObservableObject"],
      triggering: [
        "final class Model: ⟪ObservableObject⟫ {}\n",
        "struct A {}\nclass B: ⟪ObservableObject⟫, ⟪ObservableObject⟫ {}\n",
        "let x = 1; let y: any ⟪ObservableObject⟫\n",
      ],
      nonTriggering: [
        "// ObservableObject is gone\n",
        "let s = \"ObservableObject\"\n",
        "/* outer /* ObservableObject */ still comment */\n",
        "let s = #\"ObservableObject \\(x)\"#\n",
        "let s = \"\"\"\n  ObservableObject\n  \"\"\"\n",
        "@Observable final class Model {}\n",
      ],
      codeOnly: true),
    TextCheckExample(
      declaration: ["ban: '\\bprint\\('", "regex: true"],
      triggering: ["func f() {\n  ⟪print(⟫\"x\")\n}\n", "let s = \"value: \\(⟪print(⟫1))\"\n"],
      nonTriggering: ["debugPrint(1)\n", "// print(1)\n", "let s = \"print(1)\"\n", "myprint(1)\n"]),
    TextCheckExample(
      declaration: ["ban: TODO", "in: comment"],
      triggering: ["let a = 1 // ⟪TODO⟫: fix\n", "/* ⟪TODO⟫ */\n"],
      nonTriggering: ["let TODO = 1\n", "let s = \"TODO\"\n"]),
  ]
}
