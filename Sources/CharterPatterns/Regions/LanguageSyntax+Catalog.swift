import CharterSupport

extension LanguageSyntax {
  /// Every language Charter classifies, found by file extension through
  /// ``LanguageSyntax/for(path:)``. Add a language by adding an entry here.
  public static let catalog: [LanguageSyntax] = [
    .swift, .c, .cpp, .objectiveC, .java, .kotlin, .csharp, .javascript, .typescript, .go,
    .rust, .python, .shell, .yaml, .markdown,
  ]

  /// The language of the file at `path`, chosen by its extension; `nil` if none matches.
  public static func `for`(path: String) -> LanguageSyntax? {
    let name = PathParts.name(of: path)
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
    return forExtension(String(name[name.utf8.index(after: dot)...]))
  }

  /// The language whose files end in `.fileExtension` (given without the dot, any case).
  public static func forExtension(_ fileExtension: String) -> LanguageSyntax? {
    if let index = byExtension[fileExtension] { return catalog[index] }
    return byExtension[fileExtension.lowercased()].map { catalog[$0] }
  }

  /// The index in ``catalog`` of the language of each extension (lowercased); the first
  /// language that claims one has it.
  private static let byExtension: [String: Int] = {
    var table: [String: Int] = [:]
    for (index, language) in catalog.enumerated() {
      for fileExtension in language.fileExtensions where table[fileExtension] == nil { table[fileExtension] = index }
    }
    return table
  }()

  // MARK: - Entries

  private static let cComments = (
    line: [LineComment("//")], block: [BlockComment("/*", "*/")]
  )
  private static let cStrings: [StringLiteral] = [
    StringLiteral("\"", prefixes: ["", "L", "u", "U", "u8"]),
    StringLiteral("'", prefixes: ["", "L", "u", "U", "u8"]),
  ]

  /// Swift, classified by a dedicated scanner that follows swift-syntax.
  public static let swift = LanguageSyntax(
    name: "swift", fileExtensions: ["swift"],
    lineComments: [LineComment("//")], blockComments: [BlockComment("/*", "*/", nests: true)],
    strings: [StringLiteral("\"\"\"", spansLines: true), StringLiteral("\"")],
    engine: .swift
  )

  /// C.
  public static let c = LanguageSyntax(
    name: "c", fileExtensions: ["c", "h"],
    lineComments: cComments.line, blockComments: cComments.block, strings: cStrings
  )

  /// C++, with raw strings `R"tag(…)tag"` and digit separators `1'000`.
  public static let cpp = LanguageSyntax(
    name: "cpp", fileExtensions: ["cc", "cpp", "cxx", "c++", "hpp", "hh", "hxx", "ipp", "inl"],
    lineComments: cComments.line, blockComments: cComments.block,
    strings: [
      StringLiteral(
        "\"", escape: .none, spansLines: true, prefixes: ["R", "LR", "uR", "UR", "u8R"],
        delimiter: .parenthesizedTag)
    ] + cStrings,
    digitSeparator: UInt8(ascii: "'")
  )

  /// Objective-C and Objective-C++.
  public static let objectiveC = LanguageSyntax(
    name: "objective-c", fileExtensions: ["m", "mm"],
    lineComments: cComments.line, blockComments: cComments.block, strings: cStrings
  )

  /// Java, with text blocks `"""…"""`.
  public static let java = LanguageSyntax(
    name: "java", fileExtensions: ["java"],
    lineComments: cComments.line, blockComments: cComments.block,
    strings: [StringLiteral("\"\"\"", spansLines: true), StringLiteral("\""), StringLiteral("'")]
  )

  /// Kotlin: nested block comments, raw `"""…"""` strings, `${…}` templates.
  public static let kotlin = LanguageSyntax(
    name: "kotlin", fileExtensions: ["kt", "kts"],
    lineComments: cComments.line, blockComments: [BlockComment("/*", "*/", nests: true)],
    strings: [
      StringLiteral("\"\"\"", escape: .none, spansLines: true, interpolations: [.init("${", "}")]),
      StringLiteral("\"", interpolations: [.init("${", "}")]),
      StringLiteral("'"),
    ]
  )

  /// C#, with verbatim strings `@"…"` (quotes doubled inside).
  public static let csharp = LanguageSyntax(
    name: "csharp", fileExtensions: ["cs"],
    lineComments: cComments.line, blockComments: cComments.block,
    strings: [
      StringLiteral("@\"", close: "\"", escape: .doubledClose, spansLines: true),
      StringLiteral("$@\"", close: "\"", escape: .doubledClose, spansLines: true),
      StringLiteral("@$\"", close: "\"", escape: .doubledClose, spansLines: true),
      StringLiteral("\"\"\"", escape: .none, spansLines: true),
      StringLiteral("\""),
      StringLiteral("'"),
    ]
  )

  /// JavaScript: template literals with `${…}`. Regex literals are not recognised.
  public static let javascript = LanguageSyntax(
    name: "javascript", fileExtensions: ["js", "mjs", "cjs", "jsx"],
    lineComments: cComments.line, blockComments: cComments.block,
    strings: [
      StringLiteral("`", spansLines: true, interpolations: [.init("${", "}")]),
      StringLiteral("\""), StringLiteral("'"),
    ]
  )

  /// TypeScript, lexically JavaScript.
  public static let typescript = LanguageSyntax(
    name: "typescript", fileExtensions: ["ts", "tsx", "mts", "cts"],
    lineComments: javascript.lineComments, blockComments: javascript.blockComments,
    strings: javascript.strings
  )

  /// Go: raw strings in backticks, runes in single quotes.
  public static let go = LanguageSyntax(
    name: "go", fileExtensions: ["go"],
    lineComments: cComments.line, blockComments: cComments.block,
    strings: [
      StringLiteral("`", escape: .none, spansLines: true), StringLiteral("\""),
      StringLiteral("'"),
    ]
  )

  /// Rust: nested block comments, raw strings `r#"…"#`, byte strings, and char literals told
  /// apart from lifetimes (`'a'` versus `'a`).
  public static let rust = LanguageSyntax(
    name: "rust", fileExtensions: ["rs"],
    lineComments: cComments.line, blockComments: [BlockComment("/*", "*/", nests: true)],
    strings: [
      StringLiteral(
        "\"", escape: .none, spansLines: true, prefixes: ["r", "br", "cr"], delimiter: .hashes),
      StringLiteral("\"", spansLines: true, prefixes: ["", "b", "c"]),
      StringLiteral("'", prefixes: ["", "b"], isSingleCharacter: true),
    ]
  )

  /// Python: triple-quoted strings and the `r`, `b`, `f`, `u`, `t` prefixes.
  public static let python: LanguageSyntax = {
    let prefixes = ["", "r", "u", "b", "f", "t", "rb", "br", "fr", "rf", "tr", "rt"]
    return LanguageSyntax(
      name: "python", fileExtensions: ["py", "pyi", "pyw"],
      lineComments: [LineComment("#")],
      strings: ["\"\"\"", "'''", "\"", "'"].map {
        StringLiteral(
          $0, spansLines: $0.count == 3, prefixes: prefixes, prefixesIgnoreCase: true)
      }
    )
  }()

  /// POSIX shells: `#` only at the start of a word; `'…'`, `"…"` with `$(…)`, and `$'…'`.
  public static let shell = LanguageSyntax(
    name: "shell", fileExtensions: ["sh", "bash", "zsh", "ksh"],
    lineComments: [LineComment("#", placement: .after(Array(" \t\r\n;&|()<>".utf8)))],
    strings: [
      StringLiteral("$'", close: "'", spansLines: true),
      StringLiteral("'", escape: .none, spansLines: true),
      StringLiteral(
        "\"", spansLines: true, interpolations: [.init("$(", ")"), .init("${", "}")]),
    ]
  )

  /// YAML: `#` comments after whitespace; quoted scalars where a node starts. Block scalars
  /// (`|`, `>`) read as code.
  public static let yaml: LanguageSyntax = {
    let scalarStart = MarkerPlacement.afterBlanksFollowing(Array(":-?[{,".utf8))
    return LanguageSyntax(
      name: "yaml", fileExtensions: ["yml", "yaml"],
      lineComments: [LineComment("#", placement: .afterWhitespace)],
      strings: [
        StringLiteral("'", escape: .doubledClose, spansLines: true, placement: scalarStart),
        StringLiteral("\"", spansLines: true, placement: scalarStart),
      ]
    )
  }()

  /// Markdown: HTML comments are comments, so `<!-- charter:disable … -->` directives work;
  /// fenced code blocks and code spans are strings, so examples are not prose.
  public static let markdown = LanguageSyntax(
    name: "markdown", fileExtensions: ["md", "markdown", "mdc"],
    blockComments: [BlockComment("<!--", "-->")],
    strings: [
      StringLiteral("```", escape: .none, spansLines: true),
      StringLiteral("``", escape: .none),
      StringLiteral("`", escape: .none),
    ]
  )
}
