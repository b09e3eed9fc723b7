import Testing

@testable import CharterKit
@testable import CharterRules

/// How people write conventions in agent files: fragments, lead labels, several conventions in
/// one bullet, qualifiers that are scopes. Each case is a body and the checks it gives, one per
/// line as `id | summary | scope`, or `skip: code` for the first bullet's reason.
@Suite struct ConventionPhrasingTests {
  static let cases: [(body: String, expected: [String])] = [
    ("- 4-space indentation", ["indentation | indent with 4 spaces | source code"]),
    ("- Indent with two spaces", ["indentation | indent with 2 spaces | source code"]),
    ("- Indentation: 2 spaces", ["indentation | indent with 2 spaces | source code"]),
    ("- 4 spaces, no tabs", ["indentation | indent with 4 spaces | source code"]),
    ("- Tabs, not spaces", ["indentation | indent with tabs | source code"]),
    (
      "- Swift: 4-space indentation, 120-character lines",
      ["indentation | indent with 4 spaces | Swift files", "line-length | lines at most 120 characters | Swift files"]
    ),
    (
      "- 4-space indent; 120-char lines",
      ["indentation | indent with 4 spaces | source code", "line-length | lines at most 120 characters | source code"]
    ),
    ("- Max line length: 120", ["line-length | lines at most 120 characters | source code"]),
    ("- Maximum line length of 100 characters", ["line-length | lines at most 100 characters | source code"]),
    ("- Line length limit: 140", ["line-length | lines at most 140 characters | source code"]),
    ("- Wrap lines at 80 columns", ["line-length | lines at most 80 characters | source code"]),
    ("- `Logger`, not `print`", ["logger-not-print | prefer `Logger` instead of /\\bprint\\b/ | source code"]),
    (
      "- Use `Logger` instead of `print`",
      ["use-logger-instead-of-print | prefer `Logger` instead of /\\bprint\\b/ | source code"]
    ),
    (
      "- Use SwiftUI's `ShareLink` instead of `UIActivityViewController`",
      [
        "use-swiftuis-sharelink-instead-of-uiactivityviewcontroller | prefer `ShareLink` instead of /\\bUIActivityViewController\\b/ | source code"
      ]
    ),
    (
      "- Replace `DispatchQueue.main.async` with `Task { @MainActor in }`",
      [
        "replace-dispatchqueue-main-async-with-task-mainactor-in | prefer `Task { @MainActor in }` instead of /\\bDispatchQueue\\.main\\.async\\b/ | source code"
      ]
    ),
    ("- No `print(` in app code", ["no-print | ban /\\bprint\\(/ | source code outside tests"]),
    ("- Don't call `fatalError` outside tests", ["dont-call-fatalerror | ban /\\bfatalError\\b/ | source code outside tests"]),
    ("- Avoid `try!` outside tests.", ["avoid-try | ban /\\btry!/ | source code outside tests"]),
    ("- Never use `sleep(` in production code", ["never-use-sleep | ban /\\bsleep\\(/ | source code outside tests"]),
    ("- Use `#expect` instead of `XCTAssert` in tests", ["use-expect-instead-of-xctassert | prefer `#expect` instead of /\\bXCTAssert\\b/ | source code in tests"]),
    ("- In tests, never use `sleep(`", ["never-use-sleep | ban /\\bsleep\\(/ | source code in tests"]),
    ("- Avoid `NSLog` in Swift code", ["avoid-nslog | ban /\\bNSLog\\b/ | Swift files"]),
    ("## Swift style\n\n- Never use `NSLog`", ["never-use-nslog | ban /\\bNSLog\\b/ | Swift files"]),
    ("## Kotlin\n\n### Style\n\n- Avoid `!!`", ["avoid | ban `!!` | Kotlin files"]),
    ("- `ObservableObject` is banned", ["observableobject-is-banned | ban /\\bObservableObject\\b/ | source code"]),
    (
      "- Avoid `ObservableObject`, `@ObservedObject`, and `@StateObject`",
      [
        "avoid-observableobject | ban /\\bObservableObject\\b/ | source code",
        "avoid-observableobject-observedobject | ban /@ObservedObject\\b/ | source code",
        "avoid-observableobject-stateobject | ban /@StateObject\\b/ | source code",
      ]
    ),
    (
      "- Use `Logger` instead of `print` or `NSLog`",
      [
        "use-logger-instead-of-print | prefer `Logger` instead of /\\bprint\\b/ | source code",
        "use-logger-instead-of-print-nslog | prefer `Logger` instead of /\\bNSLog\\b/ | source code",
      ]
    ),
    (
      "- Enforce the formatter: run `make format`. 4-space indent, 120-char lines, explicit `self`.",
      ["indentation | indent with 4 spaces | source code", "line-length | lines at most 120 characters | source code"]
    ),
    (
      "- Run SwiftFormat before committing. 4-space indent, 120-char lines.",
      ["indentation | indent with 4 spaces | Swift files", "line-length | lines at most 120 characters | Swift files"]
    ),
    ("- Do not commit `secrets.env`", ["skip: file-name"]),
    ("- Max function length: 20 lines", []),
    ("- Example: Use `calculateTotal` instead of `calc`", []),
    ("- Avoid `unwrap()` outside tests, examples, and startup code", ["skip: conditional"]),
    ("- Avoid `print(` outside tests, use `Logger` instead", ["avoid-print | ban /\\bprint\\(/ | source code outside tests"]),
    ("- Never use `Scripts/old_build.sh`", ["skip: file-name"]),
    ("- Don't use `@MainActor` and `nonisolated` on the same member", ["skip: conditional"]),
    // Precision: keywords, placeholders and judgements stay prose.
    ("- Prefer `let` over `var`", ["skip: keyword-pattern"]),
    ("- Prefer `let` where a value never changes", ["skip: keyword-pattern"]),
    ("- Prefer `struct` over `class`", ["skip: keyword-pattern"]),
    ("- Use `guard` instead of nested `if let`", ["skip: keyword-pattern"]),
    ("- Use `X?` instead of `Type | None`", ["skip: placeholder"]),
    ("- Avoid `foo(…)`", ["skip: placeholder"]),
    ("- Avoid `!`", ["skip: too-general"]),
    ("- Avoid `try!` in new code", ["skip: conditional"]),
    ("- Use `Task.sleep` instead of `Thread.sleep` when possible", ["skip: conditional"]),
    ("- Never use `print(` for debugging output", ["skip: conditional"]),
    // Not conventions: descriptive bullets starting with code or numbers.
    ("- `Sources/App`: the app target", []),
    ("- 3 retries at most", []),
    ("- No network at run time", []),
  ]

  @Test(arguments: cases)
  func bulletGives(_ body: String, _ expected: [String]) throws {
    let file = try #require(RuleFileParser.parse("# Rules\n\n\(body)\n", as: Self.template).file)
    if let skip = expected.first, skip.hasPrefix("skip: ") {
      #expect(file.checks.isEmpty)
      #expect(file.extraction.first.map { if case .skipped(let reason) = $0.outcome { reason.code } else { "" } } == String(skip.dropFirst(6)))
      return
    }
    let found = file.checks.map { "\($0.id) | \($0.kind.summary) | \($0.paths.summary ?? "everywhere")" }
    #expect(found == expected)
    if expected.isEmpty { #expect(file.extraction.isEmpty) }
  }

  static let template = RuleFile(path: "AGENTS.md", origin: .agents, baseDirectory: "")
}
