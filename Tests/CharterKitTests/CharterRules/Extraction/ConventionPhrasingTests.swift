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
      ["enables main-queue-async"]
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
    ("- `ObservableObject` is banned", ["enables observable-object"]),
    (
      "- Avoid `ObservableObject`, `@ObservedObject`, and `@StateObject`",
      ["enables observable-object", "enables observed-object", "enables state-object"]
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
    ("- Never use `force unwrap`", ["skip: placeholder"]),
    // Shell commands are about how to work, not about code.
    ("- Never use `sed`, `cat`, etc. Use the editor's file operations.", ["skip: command"]),
    ("- Don't use `swift test` for the app target", ["skip: command"]),
    ("- Never use `git push --force`", ["skip: command"]),
    ("- Never use `xcodebuild` directly", ["skip: command"]),
    ("- Never use `swift`", ["never-use-swift | ban /\\bswift\\b/ | source code"]),
    // Rules for the agent, not the code: people write what the agent may not.
    ("- Never `@unchecked Sendable` / `nonisolated(unsafe)`. Developers add these.", ["skip: agent-only"]),
    ("- Don't add `import Combine` without asking first", ["skip: agent-only"]),
    ("- Never use `NSLog`. Developers must use `Logger`.", ["never-use-nslog | ban /\\bNSLog\\b/ | source code"]),
    // An aside that softens the rule makes it a default.
    ("- Maximum line length: 120 characters (soft limit)", ["skip: conditional"]),
    ("- Use `Logger` instead of `print` (where possible)", ["skip: conditional"]),
    ("- Maximum line length: 120 characters (enforced by SwiftLint)", ["line-length | lines at most 120 characters | Swift files"]),
    // Frameworks take these types by name: a preference between them is a default.
    ("- Prefer `Double` over `CGFloat`", ["skip: conditional"]),
    ("- Never use `Float`", ["skip: conditional"]),
    // "Use `A` (not `B`)".
    ("- Always use `NavigationStack` (not `NavigationView`).", ["use-navigationstack-not-navigationview | prefer `NavigationStack` instead of /\\bNavigationView\\b/ | source code"]),
    ("- Use `Logger` (no `print`)", ["use-logger-no-print | prefer `Logger` instead of /\\bprint\\b/ | source code"]),
    // A lead-in that states a condition makes its list conditional.
    ("When CloudKit is enabled:\n- Never use `@Attribute(.unique)`.", ["skip: conditional"]),
    ("If SwiftData is configured to use CloudKit:\n\n- Never use `@Attribute(.unique)`.", ["skip: conditional"]),
    ("SwiftData models:\n\n- Never use `@Attribute(.unique)`.", ["never-use-attribute-unique | ban `@Attribute(.unique)` | source code"]),
    // An implicit member is preferred where a value of the type is expected, not everywhere.
    ("- Prefer `.circle` over `Circle()`", ["skip: conditional"]),
    // 10000 is how configurations say "no limit".
    ("- Max line length: 10000", ["skip: out-of-range"]),
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
    let found =
      file.checks.map { "\($0.id) | \($0.kind.summary) | \($0.paths.summary ?? "everywhere")" }
      + file.enabledByProse.map { "enables \($0.value)" }
    #expect(found == expected)
    if expected.isEmpty { #expect(file.extraction.isEmpty) }
  }

  static let template = RuleFile(path: "AGENTS.md", origin: .agents, baseDirectory: "")
}

/// Sentences that name a built-in check turn it on for the file's scope, with the sentence as
/// its provenance; a qualifier the check cannot keep leaves a text check; packs never turn on
/// their own checks.
@Suite struct BuiltinChecksNamedInProseTests {
  static let cases: [(String, [String])] = [
    ("- Never use `ObservableObject`; always prefer `@Observable` classes instead.", ["observable-object"]),
    ("- Always replace `class ClassName: ObservableObject` with `@Observable class ClassName`", ["observable-object"]),
    ("- Use `@Environment(Model.self)` instead of `@EnvironmentObject var model: Model`", ["environment-object"]),
    ("- Tests should use Swift Testing (not XCTest)", ["prefer-swift-testing"]),
    ("- **Testing**: Write tests using Swift Testing framework", ["prefer-swift-testing"]),
    ("- No force casts.", ["no-force-cast"]),
    ("- No `force_cast`.", ["no-force-cast"]),
    ("- Use async/await instead of completion handlers.", ["completion-handler"]),
    ("- Never use `DispatchQueue.main.async()`; use `Task`.", ["main-queue-async"]),
    ("- Use `async`/`await` (no GCD)", []),
    ("- Avoid force casts unless absolutely safe.", []),
    ("- Prefer Swift Concurrency for all new asynchronous code.", []),
    ("- Use `@StateObject`, `@ObservedObject`, `@EnvironmentObject` properly", []),
    ("- Use `.environment(model)` instead of `.environmentObject(model)`", []),
  ]

  @Test(arguments: cases)
  func sentenceTurnsOn(_ body: String, _ expected: [String]) throws {
    let file = try #require(RuleFileParser.parse("# Rules\n\n\(body)\n", as: ConventionPhrasingTests.template).file)
    #expect(file.enabledByProse.map(\.value) == expected)
    #expect(file.enabledByProse.allSatisfy { $0.position.line == 3 })
    if !expected.isEmpty { #expect(file.checks.isEmpty, "no text check beside the built-in one") }
  }

  @Test func aQualifierTheCheckCannotKeepKeepsTheTextCheck() throws {
    let file = try #require(RuleFileParser.parse("- Avoid `try!` outside tests.\n", as: ConventionPhrasingTests.template).file)
    #expect(file.enabledByProse.isEmpty)
    #expect(file.checks.map(\.id) == ["avoid-try"])
  }

  @Test func aPackNeverTurnsOnItsOwnChecks() throws {
    let template = RuleFile(path: "charter:rules/x.md", origin: .pack, baseDirectory: "")
    let file = try #require(RuleFileParser.parse("- Prefer `Task { @MainActor in }` over `DispatchQueue.main.async`.\n", as: template).file)
    #expect(file.enabledByProse.isEmpty)
  }

  /// The check is in force where the rule file governs, and `explain` names the sentence.
  @Test func theCheckIsInForceWhereTheFileGoverns() throws {
    let pack = try #require(
      RuleFileParser.parse(
        "---\nchecks:\n  - id: no-force-cast\n    ban: \"as!\"\n    enabled: false\n---\n",
        as: RuleFile(path: "charter:rules/swift-style.md", origin: .pack, baseDirectory: "")
      ).file)
    let agents = try #require(
      RuleFileParser.parse("# Net\n\n- No force casts.\n", as: RuleFile(path: "Net/AGENTS.md", origin: .agents, baseDirectory: "Net")).file)
    let inside = RuleResolver.resolve(path: "Net/Client.swift", files: [pack, agents])
    #expect(inside.checks.map(\.id) == ["no-force-cast"])
    #expect(inside.checks.first?.enabledBy == SourceReference(path: "Net/AGENTS.md", line: 3))
    let outside = RuleResolver.resolve(path: "App/View.swift", files: [pack, agents])
    #expect(outside.checks.isEmpty)
  }
}

/// A sentence of several "`A` over `B`" pairs gives one prefer per pair, never a pair's first
/// form as another's forbidden text.
@Suite struct PreferPairListTests {
  @Test func eachPairIsOnePrefer() throws {
    let body = "- Prefer `contentsOfDirectory(at:)` over `contentsOfDirectory(atPath:)`, `removeItem(at:)` over `removeItem(atPath:)`\n"
    let file = try #require(RuleFileParser.parse(body, as: ConventionPhrasingTests.template).file)
    #expect(
      file.checks.map(\.kind.summary) == [
        "prefer `contentsOfDirectory(at:)` instead of /\\bcontentsOfDirectory\\(atPath:/",
        "prefer `removeItem(at:)` instead of /\\bremoveItem\\(atPath:/",
      ])
  }
}
