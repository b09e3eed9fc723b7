import CharterRules

/// `indentation`: its catalogue entry and its examples.
extension IndentationCheck: TextCheckKind {
  static let name = CheckKind.Name.indentation

  static func textCheck(for check: EffectiveCheck) -> (any TextCheck)? {
    guard case .indentation(let style) = check.declaration.kind else { return nil }
    return IndentationCheck(check: check, style: style)
  }

  static let catalogEntry = CatalogEntry(
    id: name.rawValue, category: .kind,
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
    documentation: DocumentationLink(page: CheckKindCatalog.checksPage, anchor: name.rawValue))

  static let examples = [
    TextCheckExample(
      declaration: ["indentation: {style: spaces, width: 2}"],
      triggering: [
        "func f() {\n⟪    ⟫let a = 1\n}\n",
        "struct A {\n  func f() {\n⟪   ⟫return\n  }\n}\n",
        "if x {\n  a()\n⟪  ⟫}\n",
        "⟪  ⟫let top = 1\n",
        // After a bracket that ends its line, elements start one level deeper.
        "let x = [\n⟪      ⟫1,\n⟪   ⟫2,\n]\n",
        "let y = foo(\n⟪    ⟫a: 1,\n⟪        ⟫b: 2)\n",
        "switch x {\ncase 1:\n⟪    ⟫a()\n}\n",
        "#if canImport(Glibc)\n⟪   ⟫import Glibc\n#endif\n",
        "func f() {\n⟪\t⟫let a = 1\n}\n",
        "func f() {\n ⟪\t ⟫let a = 1\n}\n",
      ],
      nonTriggering: [
        "func f() {\n  let a = 1\n  if a > 0 {\n    print(a)\n  }\n}\n",
        "let x = [\n  1,\n  2,\n]\n",
        "let y = foo(a: 1,\n            b: 2)\n",
        "let z = items\n    .map { $0 }\n        .filter { $0 > 1 }\n",
        "let sum = a +\n         b\n",
        "let s = \"\"\"\n        free text\n    \"\"\"\n",
        "/*\n      block comment\n */\n",
        "func f() {\n#if DEBUG\n  log()\n#endif\n}\n",
        "list.forEach { item in\n  use(item)\n}\n",
        "foo(a, b) {\n  body()\n}\n",
        "let v = Foo(\n  bar: {\n    x()\n  }\n)\n",
        "switch x {\ncase 1:\n  a()\ndefault:\n  b()\n}\n",
        "switch x {\n  case 1:\n    a()\n  @unknown default:\n    b()\n}\n",
        "#if canImport(Glibc)\n  import Glibc\n#else\n  import Darwin\n#endif\n",
        "#if canImport(Glibc)\nimport Glibc\n#endif\n",
        "func f() {\n  #if DEBUG\n    log()\n  #endif\n  run()\n}\n",
        "#Preview {\n  ContentView()\n}\n",
        "let s = \"\"\"\n\tkeep tabs in strings\n\"\"\"\n",
      ],
      corrections: [
        .init("func f() {\n    let a = 1\n}\n", "func f() {\n  let a = 1\n}\n"),
        .init("func f() {\n\tlet a = 1\n}\n", "func f() {\n  let a = 1\n}\n"),
      ]),
    TextCheckExample(
      declaration: ["indentation: {style: tabs}"],
      triggering: ["func f() {\n⟪  ⟫let a = 1\n}\n"],
      nonTriggering: ["func f() {\n\tlet a = 1\n\tif a {\n\t\tb()\n\t}\n}\n"]),
  ]
}
