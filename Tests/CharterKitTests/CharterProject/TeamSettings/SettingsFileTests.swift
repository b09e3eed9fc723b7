import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterRules

@Suite struct EditorConfigTests {
  let text = """
    # top
    root = true

    [*]
    indent_style = space
    indent_size = 4
    trim_trailing_whitespace = true
    insert_final_newline = TRUE

    [*.{swift,md}]
    indent_size = 2

    [Makefile]
    indent_style = tab

    [docs/**.txt]
    max_line_length = 72
    trim_trailing_whitespace = false
    """

  @Test(arguments: [
    ("Sources/A.swift", IndentationStyle(character: .spaces, width: 2), 11),
    ("README.md", IndentationStyle(character: .spaces, width: 2), 11),
    ("scripts/run.py", IndentationStyle(character: .spaces, width: 4), 6),
    ("Makefile", IndentationStyle(character: .tabs, width: 1), 14),
    ("sub/Makefile", IndentationStyle(character: .tabs, width: 1), 14),
  ])
  func indentationBySection(path: String, style: IndentationStyle, line: Int) throws {
    let config = EditorConfig(parsing: text)
    let properties = config.properties(for: path)
    let found = try #require(EditorConfig.indentation(in: properties))
    #expect(found.style == style)
    #expect(properties[found.key]?.line == line)
  }

  @Test func otherKeysAreExposed() {
    let config = EditorConfig(parsing: text)
    #expect(config.isRoot)
    #expect(EditorConfig.trimTrailingWhitespace(in: config.properties(for: "a.swift")) == true)
    #expect(EditorConfig.insertFinalNewline(in: config.properties(for: "a.swift")) == true)
    #expect(EditorConfig.trimTrailingWhitespace(in: config.properties(for: "docs/a/b.txt")) == false)
    #expect(EditorConfig.maxLineLength(in: config.properties(for: "docs/a/b.txt")) == 72)
  }

  @Test(arguments: [
    "[*]\nindent_size = tab\ntab_width = 3\n", "[*]\nindent_style = space\n", "[*]\nindent_size = 40\n",
    "indent_size = 2\n", "[*]\nthis is not a property\n",
  ])
  func incompleteOrOddFilesDeclareLittle(_ text: String) {
    let found = EditorConfig.indentation(in: EditorConfig(parsing: text).properties(for: "a.swift"))
    #expect(found?.style == (text.contains("tab_width = 3") ? IndentationStyle(character: .spaces, width: 3) : nil))
  }
}

@Suite struct SwiftFormatConfigTests {
  @Test(arguments: [
    ("--indent 2\n", IndentationStyle(character: .spaces, width: 2)),
    ("--swiftversion 6.0 --indent 3 # three\n", IndentationStyle(character: .spaces, width: 3)),
    ("--indent tab\n", IndentationStyle(character: .tabs, width: 1)),
    ("--indent tabs\n", IndentationStyle(character: .tabs, width: 1)),
    ("# --indent 2\n", nil), ("--indent\n", nil), ("--indent huge\n", nil),
  ])
  func indentation(text: String, style: IndentationStyle?) {
    #expect(SwiftFormatConfig(parsing: text).indentation?.style == style)
  }

  @Test func otherOptionsAreExposed() {
    let config = SwiftFormatConfig(parsing: """
      --indentcase true
      --ifdef no-indent
      --trim-whitespace nonblank-lines
      --exclude Pods,Generated/**
      --disable redundantSelf,trailingCommas
      --maxwidth 120
      """)
    #expect(config.indentCase == true)
    #expect(config.ifdef == "no-indent")
    #expect(config.indentBlankLines == true)
    #expect(config.excluded == ["Pods", "Generated/**"])
    #expect(config.disabledRules == ["redundantSelf", "trailingCommas"])
    #expect(config.maxWidth == 120)
    #expect(config.option("--indent-case")?.line == 1)
  }
}

@Suite struct SwiftFormatJSONConfigTests {
  @Test func layoutKeys() throws {
    let config = try #require(SwiftFormatJSONConfig(parsing: """
      {
        "version": 1,
        "lineLength": 120,
        "indentation": { "spaces": 4 },
        "indentSwitchCaseLabels": true,
        "indentBlankLines": false,
        "rules": { "AlwaysUseLowerCamelCase": false }
      }
      """))
    #expect(config.indentation == IndentationStyle(character: .spaces, width: 4))
    #expect(config.indentationLine == 4)
    #expect(config.lineLength == 120)
    #expect(config.indentSwitchCaseLabels == true)
    #expect(config.indentBlankLines == false)
    #expect(SwiftFormatJSONConfig(parsing: "{\"indentation\": {\"tabs\": 1}}")?.indentation?.character == .tabs)
    #expect(SwiftFormatJSONConfig(parsing: "not json") == nil)
  }
}

@Suite struct SwiftLintConfigTests {
  @Test(arguments: [
    ("indentation_width:\n  indentation_width: 2\n", 2, 2), ("indentation_width: 4\n", 4, 1),
    ("line_length: 100\n", nil, nil), ("- a list\n", nil, nil),
  ])
  func indentationWidth(text: String, width: Int?, line: Int?) {
    let config = SwiftLintConfig(parsing: text)
    #expect(config?.indentationWidth == width)
    #expect(config?.indentationWidthLine == line)
  }

  @Test func otherKeysAreExposed() throws {
    let config = try #require(SwiftLintConfig(parsing: """
      excluded:
        - Pods
        - "**/Generated"
      disabled_rules: [trailing_whitespace, line_length]
      opt_in_rules: [indentation_width]
      line_length:
        warning: 140
      """))
    #expect(config.excluded == ["Pods", "**/Generated"])
    #expect(config.disabledRules == ["trailing_whitespace", "line_length"])
    #expect(config.optInRules == ["indentation_width"])
    #expect(config.lineLength == 140)
  }
}
