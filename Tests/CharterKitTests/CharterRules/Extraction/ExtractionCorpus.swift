/// A labelled corpus of agent-file bullets, written for Charter in our own words after the
/// way real AGENTS.md, CLAUDE.md and Cursor rules state conventions: each entry is a section
/// heading (or none), a bullet, and the checks it should give as `summary | scope`, or none
/// when it is prose. ``ExtractionCorpusTests`` measures precision and recall on it.
enum ExtractionCorpus {
  struct Entry: Sendable {
    var heading: String
    var bullet: String
    var expected: [String]
  }

  private static let code = "source code"
  private static let app = "source code outside tests"
  private static let swift = "Swift files"

  static let entries: [Entry] = formatting + apis + bans + prose + scoped + mixed

  // MARK: - Layout

  static let formatting: [Entry] = [
    .init(heading: "Code style", bullet: "4-space indentation", expected: ["indent with 4 spaces | \(code)"]),
    .init(heading: "Code style", bullet: "Indent with two spaces.", expected: ["indent with 2 spaces | \(code)"]),
    .init(heading: "", bullet: "Use 2 spaces for indentation, never tabs", expected: ["indent with 2 spaces | \(code)"]),
    .init(
      heading: "", bullet: "Swift: 4-space indentation, 120-character lines",
      expected: ["indent with 4 spaces | \(swift)", "lines at most 120 characters | \(swift)"]),
    .init(
      heading: "Formatting", bullet: "4-space indent, 120-char lines, trailing commas in multi-line literals",
      expected: ["indent with 4 spaces | \(code)", "lines at most 120 characters | \(code)"]),
    .init(heading: "", bullet: "Max line length: 120", expected: ["lines at most 120 characters | \(code)"]),
    .init(heading: "", bullet: "Keep lines under 100 characters.", expected: ["lines at most 100 characters | \(code)"]),
    .init(heading: "", bullet: "Line length limit is 140 characters", expected: ["lines at most 140 characters | \(code)"]),
    .init(heading: "Swift style", bullet: "Indentation: 4 spaces", expected: ["indent with 4 spaces | \(swift)"]),
    .init(heading: "", bullet: "Use tabs for indentation", expected: ["indent with tabs | \(code)"]),
    .init(heading: "", bullet: "Lines must not exceed 100 columns", expected: ["lines at most 100 characters | \(code)"]),
    .init(heading: "", bullet: "Wrap lines at 80 characters", expected: ["lines at most 80 characters | \(code)"]),
    .init(heading: "Style", bullet: "Two-space indentation everywhere", expected: ["indent with 2 spaces | \(code)"]),
    .init(heading: "", bullet: "**Formatting**: 2-space indentation", expected: ["indent with 2 spaces | \(code)"]),
    .init(heading: "", bullet: "Maximum line width of 100", expected: ["lines at most 100 characters | \(code)"]),
    .init(heading: "", bullet: "Format code with swift-format before committing", expected: []),
    .init(heading: "", bullet: "Keep functions short and focused", expected: []),
    .init(heading: "", bullet: "Follow the existing indentation of the file you edit", expected: []),
    .init(heading: "", bullet: "Use 2-space indentation in YAML files", expected: []),
  ]

  // MARK: - Preferred APIs

  static let apis: [Entry] = [
    .init(
      heading: "", bullet: "Prefer `@Observable` over `ObservableObject`.",
      expected: ["enables observable-object"]),
    .init(
      heading: "SwiftUI", bullet: "Use SwiftUI's `ShareLink` instead of `UIActivityViewController`",
      expected: ["prefer `ShareLink` instead of /\\bUIActivityViewController\\b/ | \(swift)"]),
    .init(
      heading: "", bullet: "`Logger`, not `print`",
      expected: ["prefer `Logger` instead of /\\bprint\\b/ | \(code)"]),
    .init(
      heading: "", bullet: "Use `async`/`await` instead of completion handlers", expected: []),
    .init(
      heading: "Concurrency", bullet: "Replace `DispatchQueue.main.async` with `Task { @MainActor in }`",
      expected: ["enables main-queue-async"]),
    .init(
      heading: "", bullet: "Use `NavigationStack` instead of `NavigationView` (deprecated).",
      expected: ["prefer `NavigationStack` instead of /\\bNavigationView\\b/ | \(code)"]),
    .init(
      heading: "", bullet: "Use `.foregroundStyle()` rather than `.foregroundColor()`",
      expected: ["prefer `.foregroundStyle()` instead of `.foregroundColor(` | \(code)"]),
    .init(
      heading: "Testing", bullet: "Use `#expect` instead of `XCTAssertEqual` in tests",
      expected: ["prefer `#expect` instead of /\\bXCTAssertEqual\\b/ | source code in tests"]),
    .init(
      heading: "", bullet: "Prefer `URLSession` async APIs over Combine publishers", expected: []),
    .init(
      heading: "TypeScript", bullet: "Use `unknown` instead of `any`",
      expected: ["prefer `unknown` instead of /\\bany\\b/ | TypeScript files"]),
    .init(
      heading: "", bullet: "Prefer `const` over `let`", expected: []),
    .init(
      heading: "", bullet: "Use `struct` instead of `class` unless you need reference semantics", expected: []),
    .init(
      heading: "", bullet: "Prefer `guard let` to nested `if let`", expected: []),
    .init(
      heading: "Python", bullet: "Use `X | None` instead of `Optional[X]`", expected: []),
    .init(
      heading: "", bullet: "Prefer `Task.sleep(for:)` over `Task.sleep(nanoseconds:)`",
      expected: ["prefer `Task.sleep(for:)` instead of /\\bTask\\.sleep\\(nanoseconds:/ | \(code)"]),
    .init(
      heading: "", bullet: "Use `@Environment(Model.self)` rather than `@EnvironmentObject` for shared models",
      expected: []),
    .init(
      heading: "", bullet: "Prefer value types where possible", expected: []),
    .init(
      heading: "", bullet: "Prefer `some View` to `AnyView` when returning views", expected: []),
    .init(
      heading: "", bullet: "Prefer `.task` over `.onAppear` for async work", expected: []),
  ]

  // MARK: - Banned patterns

  static let bans: [Entry] = [
    .init(heading: "", bullet: "Never use `try!`", expected: ["enables no-force-try"]),
    .init(heading: "", bullet: "Avoid `try!` outside tests.", expected: ["ban /\\btry!/ | \(app)"]),
    .init(heading: "", bullet: "No `print(` in app code", expected: ["ban /\\bprint\\(/ | \(app)"]),
    .init(heading: "", bullet: "Don't call `fatalError` outside tests", expected: ["ban /\\bfatalError\\b/ | \(app)"]),
    .init(heading: "", bullet: "Do not use `NSLog`; use `Logger`.", expected: ["ban /\\bNSLog\\b/ | \(code)"]),
    .init(
      heading: "", bullet: "Never use `DispatchSemaphore` in production code",
      expected: ["ban /\\bDispatchSemaphore\\b/ | \(app)"]),
    .init(heading: "Kotlin", bullet: "Avoid `!!`", expected: ["ban `!!` | Kotlin files"]),
    .init(heading: "", bullet: "`@unchecked Sendable` is not allowed", expected: ["ban /@unchecked Sendable\\b/ | \(code)"]),
    .init(heading: "Swift", bullet: "Don't use `AnyView`.", expected: ["ban /\\bAnyView\\b/ | \(swift)"]),
    .init(heading: "", bullet: "**Never** use `console.log` in committed code", expected: []),
    .init(heading: "", bullet: "Avoid force unwrapping", expected: []),
    .init(heading: "", bullet: "Avoid `!` force unwraps", expected: []),
    .init(heading: "", bullet: "Never use `var` for values that do not change", expected: []),
    .init(heading: "", bullet: "Avoid `class` for models", expected: []),
    .init(heading: "", bullet: "Avoid `try!` in new code", expected: []),
    .init(heading: "", bullet: "Don't use `Task.detached` unless you must", expected: []),
    .init(heading: "", bullet: "Don't use `@MainActor` and `nonisolated` on the same member", expected: []),
    .init(heading: "", bullet: "Never commit secrets or `.env` files", expected: []),
    .init(heading: "", bullet: "Don't add dependencies without asking", expected: []),
    .init(heading: "", bullet: "Never use `git push --force` on main", expected: []),
    .init(heading: "", bullet: "Avoid `Any` when a concrete type works", expected: []),
    .init(heading: "", bullet: "Avoid `sleep(` when possible", expected: []),
  ]

  // MARK: - Scoped by qualifier

  static let scoped: [Entry] = [
    .init(heading: "", bullet: "In tests, never use `sleep(`", expected: ["ban /\\bsleep\\(/ | source code in tests"]),
    .init(heading: "", bullet: "Avoid `NSLog` in Swift code", expected: ["ban /\\bNSLog\\b/ | \(swift)"]),
    .init(heading: "", bullet: "Never use `print(` in production", expected: ["ban /\\bprint\\(/ | \(app)"]),
    .init(heading: "", bullet: "Avoid `fatalError` in library code", expected: ["ban /\\bfatalError\\b/ | \(app)"]),
    .init(heading: "", bullet: "Don't use `UserDefaults.standard` in views", expected: []),
    .init(heading: "", bullet: "Never use `useEffect` for data fetching", expected: []),
  ]

  // MARK: - Prose

  static let prose: [Entry] = [
    .init(heading: "", bullet: "Run `swift test` before pushing", expected: []),
    .init(heading: "", bullet: "Use descriptive names", expected: []),
    .init(heading: "", bullet: "Write tests for every bug fix", expected: []),
    .init(heading: "", bullet: "`Sources/App`: the app target", expected: []),
    .init(heading: "", bullet: "Keep views small; extract subviews", expected: []),
    .init(heading: "", bullet: "Use the `Makefile` targets to build", expected: []),
    .init(heading: "", bullet: "Prefer composition over inheritance", expected: []),
    .init(heading: "", bullet: "No network calls at run time", expected: []),
    .init(heading: "", bullet: "3 retries at most for flaky tests", expected: []),
    .init(heading: "", bullet: "Use `make lint` to check formatting", expected: []),
    .init(heading: "", bullet: "Document every public API with `///`", expected: []),
    .init(heading: "", bullet: "Mark view models `@MainActor`", expected: []),
    .init(heading: "", bullet: "Ask before deleting files", expected: []),
    .init(heading: "", bullet: "Use `Result` for recoverable errors", expected: []),
    .init(heading: "", bullet: "Use `swift build` to compile, `swift test` to test", expected: []),
    .init(heading: "", bullet: "Don't edit generated files in `Generated/`", expected: []),
    .init(heading: "", bullet: "Avoid massive view controllers", expected: []),
    .init(heading: "", bullet: "Prefer small pull requests", expected: []),
    .init(heading: "", bullet: "Use conventional commits (`feat:`, `fix:`)", expected: []),
    .init(heading: "", bullet: "Never log personal data", expected: []),
  ]

  // MARK: - Bullets that mix instructions and conventions

  static let mixed: [Entry] = [
    .init(
      heading: "", bullet: "Formatted with SwiftFormat, 2-space indentation; see `.swiftformat`.",
      expected: ["indent with 2 spaces | \(swift)"]),
    .init(heading: "", bullet: "Keep line length ≤ 120", expected: ["lines at most 120 characters | \(code)"]),
    .init(heading: "", bullet: "Indent using 4 spaces (no tabs).", expected: ["indent with 4 spaces | \(code)"]),
    .init(
      heading: "", bullet: "Use `async`/`await` instead of `DispatchQueue.global().async`",
      expected: ["prefer `async` instead of /\\bDispatchQueue\\.global\\(\\)\\.async\\b/ | \(code)"]),
    .init(
      heading: "", bullet: "Run the linter before committing. Never use `NSLog`; use `os.Logger`.",
      expected: ["ban /\\bNSLog\\b/ | \(code)"]),
    .init(
      heading: "", bullet: "Observation: use `@Observable` models; avoid `ObservableObject` and `@Published`.",
      expected: ["enables observable-object"]),
    .init(heading: "", bullet: "Example: never use `x` as a variable name", expected: []),
    .init(heading: "", bullet: "Max function length: 40 lines", expected: []),
    .init(heading: "", bullet: "Don't use `print` for logging, use `Logger` instead", expected: []),
    .init(heading: "", bullet: "Avoid `unwrap()` outside tests, examples, and startup code", expected: []),
    .init(heading: "", bullet: "Never hard-code `localhost` URLs in `Config.swift`", expected: []),
    .init(heading: "", bullet: "SwiftLint runs in CI with a 150 character line limit", expected: ["lines at most 150 characters | \(swift)"]),
    .init(heading: "", bullet: "Prefer `guard` for early exits", expected: []),
    .init(heading: "", bullet: "Use `@MainActor` for UI code", expected: []),
  ]
}
