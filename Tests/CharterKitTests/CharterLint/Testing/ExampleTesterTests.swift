import Testing

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterLint
@testable import CharterRules
@testable import CharterSupport

@Suite struct ExampleTesterTests {
  /// A fragment `x.md` whose front matter declares `checks` and whose body is `body`.
  static func fragment(_ checks: String, _ body: String, extra: String = "") throws -> RuleFile {
    let text = "---\nid: demo\n\(extra)checks:\n\(checks)---\n\(body)"
    let result = RuleFileParser.parse(text, as: RuleFile(path: "x.md", origin: .fragment, baseDirectory: ""))
    return try #require(result.file, "\(result.diagnostics)")
  }

  static let banForce = "  - id: no-force-try\n    ban: \"try!\"\n"

  /// Each way of labelling a block: the wrong block triggers, the right one doesn't.
  @Test(arguments: [
    ("WRONG:\n\n```swift\nlet a = try! f()\n```\n\nRIGHT:\n\n```swift\nlet a = try f()\n```\n"),
    ("**Bad:**\n\n```swift\nlet a = try! f()\n```\n\n**Good:**\n\n```swift\nlet a = try f()\n```\n"),
    ("❌\n\n```swift\nlet a = try! f()\n```\n\n✅\n\n```swift\nlet a = try f()\n```\n"),
    ("### Bad\n\n```swift\nlet a = try! f()\n```\n\n### Good\n\n```swift\nlet a = try f()\n```\n"),
    ("```swift\n// WRONG\nlet a = try! f()\n```\n\n```swift\n// RIGHT\nlet a = try f()\n```\n"),
  ])
  func labelsPass(_ body: String) throws {
    let results = ExampleTester.test(try Self.fragment(Self.banForce, "# Errors\n\n" + body))
    #expect(results.map(\.label) == [.wrong, .right])
    let failures = results.flatMap(\.failures).map(\.description)
    #expect(failures.isEmpty, "\(failures)")
    #expect(results.map(\.checks) == [["no-force-try"], ["no-force-try"]])
  }

  @Test func failuresNameFileAndLine() throws {
    // Front matter: lines 1–6; body from line 7.
    let body = """
      # Errors

      WRONG:

      ```swift
      let a = try f()
      ```

      RIGHT:

      ```swift
      let a = 1
      let b = try! f()
      ```

      """
    let results = ExampleTester.test(try Self.fragment(Self.banForce, body))
    #expect(results.map(\.passed) == [false, false])
    #expect(
      results.flatMap(\.failures).map(\.description) == [
        "x.md:11:1: error: WRONG example triggers no check of fragment 'demo' (ran: no-force-try)",
        "x.md:19:9: error: RIGHT example triggers 'no-force-try': `try!` is not allowed here",
      ])
  }

  @Test func findingColumnsCountTheListIndentation() throws {
    let body = "- Never force try.\n\n  RIGHT:\n\n  ```swift\n  let b = try! f()\n  ```\n"
    let failures = ExampleTester.test(try Self.fragment(Self.banForce, body)).flatMap(\.failures)
    #expect(failures.map(\.position) == [SourcePosition(line: 12, column: 11)])
  }

  @Test func wrongBlockWithoutChecksFails() throws {
    let text = "# Guide\n\nWRONG:\n\n```\nanything\n```\n\nRIGHT:\n\n```\nfine\n```\n"
    var file = RuleFile(path: "AGENTS.md", origin: .agents, baseDirectory: "")
    file.body = text
    let results = ExampleTester.test(file)
    #expect(results.map(\.passed) == [false, true])
    #expect(
      results[0].failures.map(\.description) == [
        "AGENTS.md:5:1: error: WRONG example has no check in section 'Guide' or the sections enclosing it to trigger"
      ])
  }

  /// In an AGENTS.md, a block runs the checks written in its section and the sections around
  /// it, not those of sibling sections.
  @Test func agentsFileRunsTheChecksOfTheBlocksSection() throws {
    let body = """
      # Guide
      - Keep it short.
      ## Swift
      - Never use `try!`.
      ### Errors
      WRONG:
      ```swift
      let a = try! f()
      ```
      ## Shell
      WRONG:
      ```sh
      sudo rm -rf /
      ```
      ## Python
      - Never call `eval`.
      RIGHT:
      ```python
      value = try!
      ```

      """
    var file = RuleFile(path: "AGENTS.md", origin: .agents, baseDirectory: "")
    file.body = body
    file.checks = [
      CheckDeclaration(
        id: "never-try!", kind: .ban(TextPattern("try!")), position: SourcePosition(line: 4, column: 3),
        isExtracted: true),
      CheckDeclaration(
        id: "never-eval", kind: .ban(TextPattern("eval")), position: SourcePosition(line: 16, column: 3),
        isExtracted: true),
    ]
    let results = ExampleTester.test(file)
    #expect(results.map(\.checks) == [["never-try!"], [], ["never-eval"]])
    #expect(results.map(\.passed) == [true, false, true])
    #expect(results[1].scope == "section 'Shell' or the sections enclosing it")
  }

  @Test func globsAreIgnoredAndDisableIsHonoured() throws {
    let checks = Self.banForce + "  - id: no-print\n    ban: \"print(\"\n"
    let body = "WRONG:\n\n```swift\nprint(try! f())\n```\n"
    let scoped = try Self.fragment(checks, body, extra: "globs: [\"Sources/**\"]\n")
    #expect(ExampleTester.test(scoped).map(\.passed) == [true])
    let disabled = try Self.fragment(checks, body, extra: "disable: [no-force-try]\n")
    let result = try #require(ExampleTester.test(disabled).first)
    #expect(result.checks == ["no-print"])
    #expect(result.findings.map(\.rule) == ["no-print"])
  }

  /// The info string picks the language: a ban in code does not fire on a commented-out line
  /// of a Swift block, but does in a block without a language.
  @Test func infoStringPicksTheLanguage() throws {
    let checks = "  - id: no-print\n    ban: \"print(\"\n"
    let swift = try Self.fragment(checks, "RIGHT:\n\n```swift\n// print(x)\nlet s = \"print(\"\n```\n")
    #expect(ExampleTester.test(swift).map(\.passed) == [true])
    #expect(ExampleTester.test(swift).first?.checkedAs == "Example.swift")
    let plain = try Self.fragment(checks, "RIGHT:\n\n```\n// print(x)\n```\n")
    #expect(ExampleTester.test(plain).map(\.passed) == [false])
    #expect(ExampleTester.test(plain).first?.checkedAs == "Example.txt")
    let globbed = try Self.fragment(checks, "RIGHT:\n\n```\n// print(x)\n```\n", extra: "globs: [\"**/*.swift\"]\n")
    #expect(ExampleTester.test(globbed).map(\.passed) == [true])
  }

  @Test(arguments: [
    ("swift", "Example.swift"), ("TypeScript", "Example.ts"), ("python", "Example.py"), ("bash", "Example.sh"),
    ("objective-c", "Example.m"), ("c++", "Example.cpp"), ("kotlin", "Example.kt"), ("json", "Example.json"),
    ("{.weird}", "Example.txt"),
  ])
  func languageNames(_ info: String, _ expected: String) {
    let block = MarkdownCodeBlock(
      info: info, code: "", range: SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 1)),
      codeStartLine: 2)
    #expect(ExampleTester.fileName(for: block, globs: .everything) == expected)
  }

  /// A block's code ends with one newline, so hygiene checks pass on a clean right block and
  /// fire on a wrong one.
  @Test func finalNewlineAndTrailingWhitespace() throws {
    let checks = """
        - id: final-newline
          final-newline: true
        - id: no-trailing-whitespace
          trailing-whitespace: true

      """
    let body = "RIGHT:\n\n```swift\nlet a = 1\n```\n\nWRONG:\n\n```swift\nlet a = 1  \n```\n\nWRONG:\n\n```\nx\n\n```\n"
    let results = ExampleTester.test(try Self.fragment(checks, body))
    #expect(results.map(\.passed) == [true, true, true])
    #expect(results.map { $0.findings.map(\.rule) } == [[], ["no-trailing-whitespace"], ["final-newline"]])
  }

  /// Structural `swift:` checks run on Swift examples, with the module being the example.
  @Test func structuralChecksRun() throws {
    let checks = "  - id: deinit\n    swift: mainactor-deinit\n"
    let body = """
      WRONG:

      ```swift
      @MainActor final class Player {
        deinit {}
      }
      ```

      RIGHT:

      ```swift
      @MainActor final class Player {
        nonisolated deinit {}
      }
      ```

      """
    let results = ExampleTester.test(try Self.fragment(checks, body))
    #expect(results.map(\.passed) == [true, true])
    #expect(results.first?.findings.map(\.line) == [11])
  }

  @Test func everyBuiltinPackPasses() throws {
    for name in BuiltinPacks.names {
      let text = try #require(BuiltinPacks.text(named: name))
      let parsed = RuleFileParser.parse(text, as: RuleFile(path: BuiltinPacks.path(of: name), origin: .pack, baseDirectory: ""))
      let file = try #require(parsed.file, "\(parsed.diagnostics)")
      let failures = ExampleTester.test(file).flatMap(\.failures)
      #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }
  }

  /// Every check of every built-in pack is shown by a WRONG example that triggers it, but the
  /// ones a single file cannot show (``AgentFileCheckID/readsTheRepository``).
  @Test(arguments: BuiltinPacks.names) func everyBuiltinCheckHasAWrongExample(_ name: String) throws {
    let text = try #require(BuiltinPacks.text(named: name))
    let parsed = RuleFileParser.parse(text, as: RuleFile(path: BuiltinPacks.path(of: name), origin: .pack, baseDirectory: ""))
    let file = try #require(parsed.file)
    let wrong = ExampleTester.test(file).filter { $0.label == .wrong }
    let triggered = Set(wrong.flatMap { $0.findings.map(\.rule) })
    // A check that compares a file with the rest of the repository has repositories for fixtures.
    let declared = file.checks.filter { check in
      if case .agentFile(let id) = check.kind, id.readsTheRepository { return false }
      return !check.isExtracted
    }.map(\.id)
    #expect(declared.filter { !triggered.contains($0) } == [], "checks of \(name) no WRONG example triggers")
  }

  @Test func noLabelledBlocksMeansNoExamples() throws {
    let file = try Self.fragment(Self.banForce, "```swift\nlet a = try! f()\n```\n")
    #expect(ExampleTester.test(file).isEmpty)
  }
}
