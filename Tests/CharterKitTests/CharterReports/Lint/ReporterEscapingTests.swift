import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterReports
@testable import CharterSupport

/// How each format escapes text that would otherwise break it.
@Suite struct ReporterEscapingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var input: String
    var expected: String
    var testDescription: String { String(reflecting: input) }
  }

  static let xmlAttributes: [Case] = [
    Case(input: #"say "hi" & 'bye'"#, expected: "say &quot;hi&quot; &amp; &apos;bye&apos;"),
    Case(input: "<tag>", expected: "&lt;tag&gt;"),
    Case(input: "a\nb\tc\rd", expected: "a&#10;b&#9;c&#13;d"),
    Case(input: "bell\u{07}esc\u{1B}nul\u{0}", expected: "bellescnul"),
    Case(input: "\u{FFFE}\u{FFFF}ok", expected: "ok"),
    Case(input: "café 🚀 100%", expected: "café 🚀 100%"),
  ]

  @Test(arguments: xmlAttributes)
  func xmlAttribute(_ testCase: Case) {
    #expect(XMLText.attribute(testCase.input) == testCase.expected)
  }

  static let xmlContents: [Case] = [
    Case(input: #"say "hi" & 'bye'"#, expected: #"say "hi" &amp; 'bye'"#),
    Case(input: "<![CDATA[x]]>", expected: "&lt;![CDATA[x]]&gt;"),
    Case(input: "a\nb\tc\r\nd", expected: "a\nb\tc&#13;\nd"),
    Case(input: "x\u{08}y\u{1F}z", expected: "xyz"),
  ]

  @Test(arguments: xmlContents)
  func xmlContent(_ testCase: Case) {
    #expect(XMLText.content(testCase.input) == testCase.expected)
  }

  static let githubData: [Case] = [
    Case(input: "100% done", expected: "100%25 done"),
    Case(input: "line\nnext\r\nlast", expected: "line%0Anext%0D%0Alast"),
    Case(input: "a: b, c::d", expected: "a: b, c::d"),
    Case(input: "%0A is not a newline", expected: "%250A is not a newline"),
  ]

  @Test(arguments: githubData)
  func githubMessage(_ testCase: Case) {
    #expect(GitHubReporter.escapeData(testCase.input) == testCase.expected)
  }

  static let githubProperties: [Case] = [
    Case(input: "dir,with:odd%name\n.swift", expected: "dir%2Cwith%3Aodd%25name%0A.swift"),
    Case(input: "Résumé View.swift", expected: "Résumé View.swift"),
    Case(input: "a:\u{301}b,\u{301}c", expected: "a%3A\u{301}b%2C\u{301}c"),
  ]

  @Test(arguments: githubProperties)
  func githubProperty(_ testCase: Case) {
    #expect(GitHubReporter.escapeProperty(testCase.input) == testCase.expected)
  }

  static let markdownInline: [Case] = [
    Case(input: "Use `ObservableObject` here", expected: "Use `ObservableObject` here"),
    Case(input: "a | b", expected: #"a \| b"#),
    Case(input: "code `a|b`", expected: #"code `a\|b`"#),
    Case(input: "stray ` tick", expected: #"stray \` tick"#),
    Case(input: "``double ` inside``", expected: "``double ` inside``"),
    Case(input: "`` unmatched `", expected: #"\`\` unmatched \`"#),
    Case(input: "<b>*bold* _it_ [link](x) ~~s~~ &amp; #1</b>",
         expected: ##"\<b\>\*bold\* \_it\_ \[link\](x) \~\~s\~\~ \&amp; \#1\</b\>"##),
    Case(input: #"back\slash"#, expected: #"back\\slash"#),
    Case(input: "one\ntwo\r\nthree", expected: "one<br>two<br>three"),
    Case(input: "esc\u{1B}[0m", expected: #"esc\u{1B}\[0m"#),
    Case(input: "rtl\u{202E}x\ttab", expected: #"rtl\u{202E}x tab"#),
    Case(input: "ask @org/team or @someone", expected: "ask @&#8203;org/team or @&#8203;someone"),
    Case(input: "mail a@ b", expected: "mail a@ b"),
    Case(input: "café 🚀", expected: "café 🚀"),
  ]

  @Test(arguments: markdownInline)
  func markdownMessage(_ testCase: Case) {
    #expect(MarkdownText.inline(testCase.input, inTable: true) == testCase.expected)
  }

  @Test func markdownPipesOutsideTables() {
    #expect(MarkdownText.inline("a | b `c|d`", inTable: false) == #"a \| b `c|d`"#)
    #expect(MarkdownText.code("a|b", inTable: false) == "`a|b`")
  }

  static let markdownCode: [Case] = [
    Case(input: "Sources/App/Model.swift:3:7", expected: "`Sources/App/Model.swift:3:7`"),
    Case(input: "odd`name.swift", expected: "``odd`name.swift``"),
    Case(input: "`start", expected: "`` `start ``"),
    Case(input: " lead", expected: "`  lead `"),
    Case(input: "pipe|name", expected: #"`pipe\|name`"#),
    Case(input: "two\nlines", expected: "`two lines`"),
    Case(input: "crlf\r\nend", expected: "`crlf end`"),
    Case(input: "|\u{301}", expected: "`\\|\u{301}`"),
  ]

  @Test(arguments: markdownCode)
  func markdownCodeSpan(_ testCase: Case) {
    #expect(MarkdownText.code(testCase.input, inTable: true) == testCase.expected)
  }

  static let uris: [Case] = [
    Case(input: "Sources/App/Model.swift", expected: "Sources/App/Model.swift"),
    Case(input: "Docs/Read Me.md", expected: "Docs/Read%20Me.md"),
    Case(input: "Résumé.swift", expected: "R%C3%A9sum%C3%A9.swift"),
    Case(input: "a:b/c#d?e%f", expected: "a%3Ab/c%23d%3Fe%25f"),
    Case(input: "x-y_z.~", expected: "x-y_z.~"),
  ]

  @Test(arguments: uris)
  func sarifURI(_ testCase: Case) {
    #expect(URIPath.encode(testCase.input) == testCase.expected)
  }

  static let textMessages: [Case] = [
    Case(input: "two\nlines", expected: "two lines"),
    Case(input: "crlf\r\nend", expected: "crlf end"),
    Case(input: "red \u{1B}[31m text", expected: #"red \u{1B}[31m text"#),
    Case(input: "rtl \u{202E} and \u{2066}", expected: #"rtl \u{202E} and \u{2066}"#),
    Case(input: "tab\tkept", expected: "tab\tkept"),
    Case(input: #"quotes "<&>" 100%, é 🚀"#, expected: #"quotes "<&>" 100%, é 🚀"#),
  ]

  @Test(arguments: textMessages)
  func textMessage(_ testCase: Case) {
    let report = LintReport(findings: [Self.finding(message: testCase.input)], filesChecked: 1)
    let firstLine = TextReporter().render(report).split(separator: "\n", omittingEmptySubsequences: false)[0]
    #expect(firstLine == "a.swift:1:1: error: \(testCase.expected) [rule]")
  }

  @Test func jsonMessage() {
    let report = LintReport(findings: [Self.finding(message: "say \"hi\"\n\\ \u{1}")], filesChecked: 1)
    #expect(JSONReporter().render(report).contains(#""message": "say \"hi\"\n\\ \u0001""#))
  }

  static func finding(message: String) -> Finding {
    let start = SourcePosition(line: 1, column: 1)
    return Finding(
      path: "a.swift", range: SourceRange(start: start, end: start), rule: "rule", severity: .error,
      message: message)
  }
}
