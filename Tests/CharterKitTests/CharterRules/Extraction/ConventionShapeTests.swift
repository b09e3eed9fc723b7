import Testing

@testable import CharterKit
@testable import CharterRules
@testable import CharterSupport

/// One bullet per case, read as the third line of a rule file: the check it becomes
/// (`id | summary`), the reason it stays prose (`skip: code`), or `none` when it does not read
/// like a convention at all.
@Suite struct ConventionShapeTests {
  static let cases: [(bullet: String, expected: String)] = [
    // Indentation.
    ("- Use 2-space indentation.", "indentation | indent with 2 spaces"),
    ("- Use 4 spaces for indentation", "indentation | indent with 4 spaces"),
    ("- Use 2-space indentation in YAML files", "skip: conditional"),
    ("- Indent with 2 spaces, never tabs.", "indentation | indent with 2 spaces"),
    ("- indent using four spaces", "indentation | indent with 4 spaces"),
    ("- Indent with tabs.", "indentation | indent with tabs"),
    ("- Use tabs for indentation", "indentation | indent with tabs"),
    ("- Always use 2 space indentation", "indentation | indent with 2 spaces"),
    ("- Use 20-space indentation", "skip: out-of-range"),
    ("- Indent nicely", "skip: unrecognized"),
    // Prefer.
    ("- Prefer `Logger` over `NSLog`.", "prefer-logger-over-nslog | prefer `Logger` instead of /\\bNSLog\\b/"),
    ("- Use `let` instead of `var` when possible", "skip: keyword-pattern"),
    ("- Prefer `Task { @MainActor in }` to `DispatchQueue.main.asyncAfter`", "prefer-task-mainactor-in-to-dispatchqueue-main-asyncafter | prefer `Task { @MainActor in }` instead of /\\bDispatchQueue\\.main\\.asyncAfter\\b/"),
    ("- Use `useActionState` instead of deprecated `useFormState`", "use-useactionstate-instead-of-deprecated-useformstate | prefer `useActionState` instead of /\\buseFormState\\b/"),
    ("- Prefer `drive()` for UI binding instead of `bind(to:)`", "skip: unrecognized"),
    ("- Use `Logger`, not `print`", "use-logger-not-print | prefer `Logger` instead of /\\bprint\\b/"),
    ("- PREFER `a` RATHER THAN `b`", "prefer-a-rather-than-b | prefer `a` instead of /\\bb\\b/"),
    ("- Prefer `A` over B", "skip: missing-code-span"),
    ("- Prefer `x` over `x`", "skip: same-pattern"),
    ("- Use `A` and `B` together", "skip: unrecognized"),
    ("- Prefer composition over inheritance", "skip: no-code-span"),
    // Ban.
    ("- Never use `print(`", "never-use-print | ban /\\bprint\\(/"),
    ("- Don't use `fatalError(`", "dont-use-fatalerror | ban /\\bfatalError\\(/"),
    ("- Don’t use `sleep(`", "dont-use-sleep | ban /\\bsleep\\(/"),
    ("- Do not use `NSLog`; use `Logger`.", "do-not-use-nslog | ban /\\bNSLog\\b/"),
    ("- Avoid `fatalError(`; it crashes", "avoid-fatalerror | ban /\\bfatalError\\(/"),
    ("- Avoid using `DispatchSemaphore`", "avoid-using-dispatchsemaphore | ban /\\bDispatchSemaphore\\b/"),
    ("- Avoid using `DispatchSemaphore` in async code", "skip: conditional"),
    ("- **Never** use `fatalError(`", "never-use-fatalerror | ban /\\bfatalError\\(/"),
    ("- Never use `useEffect` for data fetching — use loaders", "skip: conditional"),
    ("- Prefer `const` over `let` when variables won't be reassigned", "skip: keyword-pattern"),
    ("- Avoid `try!` unless necessary", "skip: conditional"),
    ("- Avoid `@objc` to keep things Swift", "avoid-objc | ban /@objc\\b/"),
    ("- Never use `==` on floats", "skip: conditional"),
    ("- Avoid `<<<`", "avoid | ban `<<<`"),
    ("1. Never use `print(`, use `Logger` instead", "never-use-print | ban /\\bprint\\(/"),
    ("- Avoid `a` and `b` together", "skip: several-patterns"),
    ("- Never use ` `", "skip: empty-pattern"),
    ("- Avoid force unwraps", "skip: no-code-span"),
    ("- Use descriptive names", "skip: no-code-span"),
    ("- Do not leave whitespace at the end of a line.", "skip: no-code-span"),
    // Line length.
    ("- Lines must not exceed 120 characters.", "line-length | lines at most 120 characters"),
    ("- Lines must not exceed 120 characters in Swift code", "line-length | lines at most 120 characters"),
    ("- Lines should never exceed 100 chars", "line-length | lines at most 100 characters"),
    ("- Keep lines within 100 characters", "line-length | lines at most 100 characters"),
    ("- Keep lines under 100 characters (soft limit)", "skip: conditional"),
    ("- Keep lines under 100 characters (hard limit)", "line-length | lines at most 100 characters"),
    ("- Limit lines to 80 columns", "line-length | lines at most 80 characters"),
    ("- Keep line length below 120", "line-length | lines at most 120 characters"),
    ("- No line longer than 140 characters", "line-length | lines at most 140 characters"),
    ("- Keep lines short", "skip: unrecognized"),
    // Not conventions.
    ("- Write tests first", "none"),
    ("- Run `swift test` before pushing", "none"),
    ("- Do the right thing with `x`", "none"),
    ("- [ ] Ship it", "none"),
  ]

  @Test(arguments: cases)
  func bulletBecomes(_ bullet: String, _ expected: String) throws {
    let file = try #require(RuleFileParser.parse("# Rules\n\n\(bullet)\n", as: Self.template).file)
    switch expected {
    case "none":
      #expect(file.extraction.isEmpty)
      #expect(file.checks.isEmpty)
    case let skip where skip.hasPrefix("skip: "):
      let bullet = try #require(file.extraction.first)
      guard case .skipped(let reason) = bullet.outcome else {
        Issue.record("extracted \(file.checks.map(\.id)), expected \(expected)")
        return
      }
      #expect(reason.code == skip.dropFirst(6))
      #expect(file.checks.isEmpty)
    default:
      let check = try #require(file.checks.first)
      #expect("\(check.id) | \(check.kind.summary)" == expected)
      #expect(check.isExtracted)
      #expect(check.severity == .warning)
      #expect(check.scope == .code)
      #expect(check.position == SourcePosition(line: 3, column: 1))
      #expect(file.extraction.map(\.checkID) == [check.id])
      #expect(file.extraction.first?.position == SourcePosition(line: 3, column: 1))
    }
  }

  /// The pattern is the code span verbatim, whatever the case of the sentence, matched
  /// literally (its regular-expression characters escaped) as a whole word at its edges.
  @Test func patternsAreVerbatimAndLiteral() throws {
    let file = try #require(RuleFileParser.parse("- NEVER USE `Foo.*Bar`\n", as: Self.template).file)
    #expect(file.checks.first?.kind == .ban(TextPattern("\\bFoo\\.\\*Bar\\b", isRegex: true)))
    #expect(file.extraction.first?.text == "NEVER USE `Foo.*Bar`")
  }

  /// Nested bullets are bullets of their own, at their own position; headings, code blocks
  /// and paragraphs under a heading that is not about conventions are not read.
  @Test func headingsCodeBlocksAndOtherSectionsAreNotRead() throws {
    let body = """
      # Overview

      Never use `b`.

      ## Never use `a`

      - Logging
        - Never use `print(`
      ```
      - Never use `c`
      ```
      """
    let file = try #require(RuleFileParser.parse(body, as: Self.template).file)
    #expect(file.checks.map(\.id) == ["never-use-print"])
    #expect(file.checks.first?.position == SourcePosition(line: 8, column: 3))
  }

  /// Paragraphs are read where the file has no heading above them, or one about conventions;
  /// table rows as `first: second`; items under a forbidding heading that start with a code
  /// span as "Never use …".
  @Test func paragraphsTablesAndDontSectionsAreRead() throws {
    let body = """
      Don't call `NSLog`. The app has a logger.

      # Architecture

      Use `Store` instead of `Singleton`.

      ## Coding style

      The app is modular. Use `Logger` instead of `os_log`.

      | Setting | Value |
      |---|---|
      | Indentation | 2 spaces |

      ## ❌ Don't

      - `UIScreen.main.bounds` — read the container's size
      - Calling `sleep` in tests
      """
    let file = try #require(RuleFileParser.parse(body, as: Self.template).file)
    #expect(file.checks.map(\.id) == ["dont-call-nslog", "use-logger-instead-of-os-log", "indentation", "never-use-uiscreen-main-bounds"])
    #expect(file.checks.map(\.position.line) == [1, 9, 13, 17])
  }

  /// Ids are unique in their file: a second bullet of another pattern but the same words gets
  /// a suffix, and a declared check keeps its id.
  @Test func idsAreUniqueInTheFile() throws {
    let text = """
      ---
      checks:
        - id: avoid-x
          ban: "y"
      ---
      - Avoid `x`
      - Avoid `X`
      """
    let file = try #require(RuleFileParser.parse(text, as: Self.template).file)
    #expect(file.checks.map(\.id) == ["avoid-x", "avoid-x-2", "avoid-x-3"])
  }

  static let template = RuleFile(path: "AGENTS.md", origin: .agents, baseDirectory: "")
}
