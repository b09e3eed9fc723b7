import CharterKit
import Testing

/// The table-driven scanner, per language family, on marked inputs: `⟪…⟫` string, `⟨…⟩`
/// comment.
@Suite struct TableRegionTests {
  struct Case: CustomStringConvertible, Sendable {
    var language: String
    var marked: String
    var description: String { "\(language): \(marked)" }
  }

  static let cases: [Case] = [
    // C, C++, Objective-C, Java
    Case(language: "c", marked: "int a = 1; ⟨// c⟩\n⟨/* b /* c */⟩ d */"),
    Case(language: "c", marked: "char *s = ⟪\"a\\\"b // no\"⟫; char c = ⟪'\\''⟫;"),
    Case(language: "c", marked: "s = ⟪\"unterminated⟫\nx = 1;"),
    Case(language: "c", marked: "s = ⟪\"line \\\ncontinued\"⟫;"),
    Case(language: "cpp", marked: "auto s = ⟪R\"x(a )\" b)x\"⟫; int n = 1'000'000;"),
    Case(language: "cpp", marked: "auto w = ⟪L\"wide\"⟫ + ⟪u8\"utf\"⟫;"),
    Case(language: "objective-c", marked: "NSString *s = @⟪\"hi\"⟫; ⟨// c⟩"),
    Case(language: "java", marked: "String s = ⟪\"\"\"\n  a \"quote\"\n  \"\"\"⟫; char c = ⟪'x'⟫;"),
    // Kotlin: nesting comments, raw strings, templates
    Case(language: "kotlin", marked: "⟨/* a /* b */ c */⟩ val s = ⟪\"a $b ⟫${f(⟪\"}\"⟫)}⟪\"⟫"),
    Case(language: "kotlin", marked: "val r = ⟪\"\"\"\\d+ ⟫${x}⟪\"\"\"⟫"),
    Case(language: "csharp", marked: "var s = ⟪@\"C:\\dir\"\"x\"\"\"⟫; ⟨// c⟩"),
    // JavaScript and TypeScript: template literals
    Case(language: "javascript", marked: "const s = ⟪`a ⟫${ {a: ⟪`b ⟫${c}⟪`⟫}.a }⟪ d`⟫; ⟨// c⟩"),
    Case(language: "typescript", marked: "let s: string = ⟪'it\\'s'⟫ + ⟪\"x\"⟫;"),
    // Go: raw strings and runes
    Case(language: "go", marked: "s := ⟪`raw \\ \"x\"\nline`⟫ + ⟪\"\\\"\"⟫; r := ⟪'\\n'⟫ ⟨// c⟩"),
    // Rust: nesting comments, raw strings, lifetimes versus chars
    Case(language: "rust", marked: "⟨/* a /* b */ c */⟩ let s = ⟪r#\"a \"quoted\" b\"#⟫;"),
    Case(language: "rust", marked: "fn f<'a>(x: &'a str) -> char { ⟪'x'⟫ }"),
    Case(language: "rust", marked: "let b = ⟪b'\\n'⟫; let s = ⟪br##\"x\"#y\"##⟫; let t = ⟪\"multi\nline\"⟫;"),
    Case(language: "rust", marked: "let r#type = 1; let c = ⟪'\\u{1F600}'⟫;"),
    // Python: prefixes and triple quotes
    Case(language: "python", marked: "x = ⟪'''a\n'b' # no\n'''⟫ ⟨# c⟩"),
    Case(language: "python", marked: "x = ⟪rb\"\\d\"⟫ + ⟪F'{y}'⟫ + ⟪\"\"\"doc\"\"\"⟫"),
    Case(language: "python", marked: "def f(): ⟨# it's⟩\n    return ⟪\"a\\\"b\"⟫"),
    // Shell: comments only at word start
    Case(language: "shell", marked: "echo a#b ${#arr[@]} $# ⟨# real comment⟩"),
    Case(language: "shell", marked: "echo ⟪'no $(escape) \\'⟫ ⟪\"a ⟫$(echo ⟪\")\"⟫)⟪ b\"⟫"),
    Case(language: "shell", marked: "printf ⟪$'tab\\there\\''⟫ ⟨#c⟩"),
    // YAML: comments after whitespace, quoted scalars
    Case(language: "yaml", marked: "key: value#not ⟨# comment⟩\nurl: http://x/#frag"),
    Case(language: "yaml", marked: "a: ⟪'it''s # no'⟫\nb: ⟪\"x\\\" # no\"⟫ ⟨# yes⟩\nc: don't \"quote\""),
    Case(language: "yaml", marked: "list: [⟪'a'⟫,⟪\"b\"⟫]"),
  ]

  @Test(arguments: cases)
  func classifies(_ testCase: Case) throws {
    let syntax = try #require(LanguageSyntax.catalog.first { $0.name == testCase.language })
    let input = MarkedRegions(testCase.marked)
    let map = RegionMap(text: input.source, syntax: syntax)
    #expect(map.spans == input.expected, "got \(input.render(map))")
  }

  @Test(arguments: [
    ("Sources/App/Model.swift", "swift"), ("a/b.PY", "python"), ("x.tsx", "typescript"),
    ("deploy.yml", "yaml"), ("lib.rs", "rust"), ("main.go", "go"), ("Foo.kt", "kotlin"),
    ("run.sh", "shell"), ("x.hpp", "cpp"), ("x.h", "c"), ("x.m", "objective-c"),
  ])
  func findsLanguageByPath(_ path: String, _ name: String) {
    #expect(LanguageSyntax.for(path: path)?.name == name)
  }

  @Test func unknownPathsHaveNoLanguage() {
    #expect(LanguageSyntax.for(path: "README") == nil)
    #expect(LanguageSyntax.for(path: ".gitignore") == nil)
    #expect(LanguageSyntax.for(path: "notes.unknown") == nil)
  }

  @Test func emptyMarkersInACustomTableAreIgnored() {
    let odd = LanguageSyntax(
      name: "odd", fileExtensions: ["odd"], lineComments: [LineComment(""), LineComment(";")],
      blockComments: [BlockComment("", "")],
      strings: [StringLiteral(""), StringLiteral("\"", interpolations: [.init("", ")")])]
    )
    let input = MarkedRegions("a ⟨; comment⟩\nb \"c\"")
    #expect(RegionMap(text: input.source, syntax: odd).spans == input.expected)
  }

  @Test func everyCatalogEntryIsUniqueAndScansGarbage() {
    let extensions = LanguageSyntax.catalog.flatMap(\.fileExtensions)
    #expect(Set(extensions).count == extensions.count)
    let garbage: [UInt8] = [0x22, 0x5C, 0xFF, 0x27, 0x60, 0x24, 0x28, 0x23, 0x2F, 0x2A, 0x72, 0x23]
    for syntax in LanguageSyntax.catalog {
      let map = RegionMap(bytes: garbage, syntax: syntax)
      #expect(map.spans.allSatisfy { $0.range.upperBound <= garbage.count })
    }
  }
}
