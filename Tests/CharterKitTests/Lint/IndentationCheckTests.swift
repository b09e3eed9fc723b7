import Testing

@testable import CharterKit

@Suite struct IndentationCheckTests {
  let twoSpaces = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 2}")
  let tabs = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: tabs}")

  @Test func blocksIndentOneLevel() throws {
    try twoSpaces.verify(
      triggering: [
        "func f() {\n↓    let a = 1\n}\n",
        "struct A {\n  func f() {\n↓   return\n  }\n}\n",
        "if x {\n  a()\n↓  }\n",
        "↓  let top = 1\n",
        // After a bracket that ends its line, elements start one level deeper.
        "let x = [\n↓      1,\n↓   2,\n]\n",
        "let y = foo(\n↓    a: 1,\n↓        b: 2)\n",
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
      ])
  }

  @Test func switchLabels() throws {
    try twoSpaces.verify(
      triggering: ["switch x {\ncase 1:\n↓    a()\n}\n"],
      nonTriggering: [
        "switch x {\ncase 1:\n  a()\ndefault:\n  b()\n}\n",
        "switch x {\n  case 1:\n    a()\n  @unknown default:\n    b()\n}\n",
      ])
  }

  @Test func wrongCharacter() throws {
    try twoSpaces.verify(
      triggering: ["func f() {\n↓\tlet a = 1\n}\n", "func f() {\n ↓\t let a = 1\n}\n"],
      nonTriggering: ["let s = \"\"\"\n\tkeep tabs in strings\n\"\"\"\n"])
    try tabs.verify(
      triggering: ["func f() {\n↓  let a = 1\n}\n"],
      nonTriggering: ["func f() {\n\tlet a = 1\n\tif a {\n\t\tb()\n\t}\n}\n"])
  }

  @Test func messagesSayWhatToDo() throws {
    #expect(
      try twoSpaces.findings("func f() {\n    a()\n}\n").map(\.message)
        == ["Indent this line by 2 spaces, not 4 (2 per level)"])
    #expect(try twoSpaces.findings("func f() {\n\ta()\n}\n").map(\.message) == ["Indent with spaces, not tabs"])
    #expect(try tabs.findings("func f() {\n\t\ta()\n}\n").map(\.message) == ["Indent this line with 1 tab, not 2"])
  }

  @Test func otherLanguagesCheckOnlyTheCharacter() throws {
    let python = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 4}", fileName: "a.py")
    #expect(try python.findings("def f():\n  return 1\n").isEmpty)
    #expect(try python.findings("def f():\n\treturn 1\n").count == 1)
  }
}

@Suite struct IndentationRegionTests {
  let twoSpaces = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 2}")

  /// A line of a multi-line string that starts with an interpolation is string content, even
  /// though the interpolation itself is code.
  @Test func interpolationAtTheStartOfAStringLine() throws {
    #expect(try twoSpaces.findings("let s = \"\"\"\n      \\(value)\n    \"\"\"\n").isEmpty)
    #expect(try twoSpaces.findings("let s = #\"\"\"\n      \\#(value)\n    \"\"\"#\n").isEmpty)
  }
}

@Suite struct IndentationDirectiveTests {
  let twoSpaces = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 2}")

  @Test func conditionalCompilationBlocks() throws {
    try twoSpaces.verify(
      triggering: ["#if canImport(Glibc)\n↓   import Glibc\n#endif\n"],
      nonTriggering: [
        "#if canImport(Glibc)\n  import Glibc\n#else\n  import Darwin\n#endif\n",
        "#if canImport(Glibc)\nimport Glibc\n#endif\n",
        "func f() {\n  #if DEBUG\n    log()\n  #endif\n  run()\n}\n",
        "#Preview {\n  ContentView()\n}\n",
      ])
  }
}
