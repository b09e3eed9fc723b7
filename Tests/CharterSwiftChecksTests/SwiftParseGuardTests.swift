import CharterPatterns
import CharterSupport
import CharterSwiftChecks
import Dispatch
import Foundation
import Testing

/// The parse guard's limits, each tried just inside (parsed, every structural check run, on a
/// Dispatch worker thread as `concurrentMap` runs them, in debug builds too) and just outside
/// (refused with the problem's message).
@Suite struct SwiftParseGuardTests {
  /// One construct nested `depth` levels deep, in a file that declares a main-actor type so
  /// that the checks parse it.
  struct Nesting: CustomTestStringConvertible, Sendable {
    var name: String
    /// The code at `depth`.
    var code: @Sendable (Int) -> String
    /// The deepest `depth` the guard lets through (`nil`: found by trying the depths just
    /// below the tree-depth limit, since each construct adds a few levels of its own), and the
    /// message past it.
    var limit: Int?
    var message: String
    var testDescription: String { name }
  }

  static let depth = SwiftParseGuard.maximumDepth
  static let nestingMessage = "code nests more than \(SwiftParseGuard.maximumDepth) deep"

  /// Each construct's limit is what the guard counts: `let x: A<…>` counts the `<`s only, a
  /// chain of arrows one per `->`, and so on.
  static let cases: [Nesting] = [
    Nesting(
      name: "brackets", code: { "let a = " + String(repeating: "[1, ", count: $0) + String(repeating: "]", count: $0) },
      limit: depth, message: "brackets nest more than \(depth) deep"),
    Nesting(
      name: "openers directly inside openers",
      code: { "let a = " + String(repeating: "[", count: $0) + String(repeating: "]", count: $0) },
      limit: SwiftParseGuard.maximumOpenerRun,
      message: "'(' and '[' open directly inside each other more than \(SwiftParseGuard.maximumOpenerRun) deep"),
    Nesting(
      name: "mixed openers",
      code: { depth in
        "let a = " + (0..<depth).map { $0 % 2 == 0 ? "[" : "(" }.joined()
          + (0..<depth).reversed().map { $0 % 2 == 0 ? "]" : ")" }.joined()
      },
      limit: SwiftParseGuard.maximumOpenerRun,
      message: "'(' and '[' open directly inside each other more than \(SwiftParseGuard.maximumOpenerRun) deep"),
    Nesting(
      name: "generics",
      code: { "let x: " + String(repeating: "A<", count: $0) + "Int" + String(repeating: ">", count: $0) },
      limit: depth, message: nestingMessage),
    Nesting(
      name: "function types", code: { "let f: " + String(repeating: "(Int) -> ", count: $0) + "Int" },
      // each `(Int)` is a bracket one level down, not on top
      limit: depth, message: nestingMessage),
    Nesting(
      name: "try", code: { "func g() throws { _ = " + String(repeating: "try ", count: $0) + "f() }" },
      // the body's `{` and the call's `(` count too
      limit: depth - 2, message: nestingMessage),
    Nesting(
      name: "ternaries",
      code: { "let c = " + String(repeating: "a ? ", count: $0) + "b" + String(repeating: " : c", count: $0) },
      limit: depth, message: nestingMessage),
    Nesting(
      name: "interpolations",
      code: { "let s = " + String(repeating: "\"\\(", count: $0) + "1" + String(repeating: ")\"", count: $0) },
      // each interpolation's `(` is a bracket of the code around the string
      limit: depth, message: "brackets nest more than \(depth) deep"),
    Nesting(
      name: "#if",
      code: { String(repeating: "#if X\n", count: $0) + "let a = 1\n" + String(repeating: "#endif\n", count: $0) },
      limit: SwiftParseGuard.maximumConditionalDepth,
      message: "'#if' nests more than \(SwiftParseGuard.maximumConditionalDepth) deep"),
    Nesting(
      name: "member chain", code: { "let m = x" + String(repeating: ".y", count: $0) }, limit: nil,
      message: "the syntax tree is more than \(SwiftParseGuard.maximumTreeDepth) levels deep"),
    Nesting(
      name: "call chain", code: { "let k = f" + String(repeating: "()", count: $0) }, limit: nil,
      message: "the syntax tree is more than \(SwiftParseGuard.maximumTreeDepth) levels deep"),
  ]

  static func file(_ code: String) -> String {
    "@MainActor final class A {\n  var timer: Timer?\n  deinit { timer?.invalidate() }\n}\n" + code + "\n"
  }

  /// The guard's problem with `text`, and the structural checks' findings on it.
  static func checked(_ text: String) -> (problem: String?, findings: Int) {
    var problem: String?
    let runner = StructuralRunner(StructuralCheckCatalog.all.map { $0.init(options: StructuralOptionValues()) })
    let bytes = Array(text.utf8)
    let result = bytes.withUnsafeBufferPointer {
      runner.run(on: $0, settings: .swift5, spans: RegionMap(bytes: $0, syntax: .swift).spans)
    }
    var findings = 0
    switch result {
    case .success(let checked): findings = checked.findings.joined().count
    case .failure(let refused): problem = refused.message
    }
    return (problem, findings)
  }

  /// ``checked(_:)``, computed on a Dispatch worker thread.
  static func onWorkerThread(_ text: String) async -> (problem: String?, findings: Int) {
    // Awaited, not waited for: a test blocking a thread of the shared pool could starve it.
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: checked(text)) }
    }
  }

  /// ``checked(_:)``, computed on a thread with a stack of `size` bytes.
  static func onThread(stackSize size: Int, _ text: String) async -> (problem: String?, findings: Int) {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: checked(text)) }
      thread.stackSize = size
      thread.start()
    }
  }

  /// The construct's limit; a tree-depth limit lies within 20 levels of ``SwiftParseGuard/maximumTreeDepth``.
  static func limit(of nesting: Nesting) -> Int {
    if let limit = nesting.limit { return limit }
    let maximum = SwiftParseGuard.maximumTreeDepth
    return ((maximum - 20)...maximum).last { depth in
      if case .success = SwiftParseGuard.parse(file(nesting.code(depth))) { return true }
      return false
    } ?? 0
  }

  @Test(arguments: cases)
  func justInsideTheLimitIsParsedAndChecked(_ nesting: Nesting) async {
    let limit = Self.limit(of: nesting)
    #expect(limit > 0, "\(nesting.name): no depth near the limit parses")
    let (problem, findings) = await Self.onWorkerThread(Self.file(nesting.code(limit)))
    #expect(problem == nil, "\(nesting.name) at \(limit)")
    #expect(findings > 0, "the checks ran on \(nesting.name)")
  }

  /// Whichever thread asks, the parse and the walks recurse on a stack of known size: a thread
  /// with a stack of 256 KiB (musl gives 128, macOS's workers 512) checks a file at each limit.
  @Test(arguments: cases)
  func aThreadWithASmallStackChecksAFileAtTheLimit(_ nesting: Nesting) async {
    let limit = Self.limit(of: nesting)
    let (problem, findings) = await Self.onThread(stackSize: 256 << 10, Self.file(nesting.code(limit)))
    #expect(problem == nil, "\(nesting.name) at \(limit)")
    #expect(findings > 0, "the checks ran on \(nesting.name)")
  }

  #if canImport(Glibc)
    /// The margin, measured: at each limit, the parse and every check use at most a quarter of
    /// ``LargeStack/bytes``, in a debug build (whose frames are the largest).
    @Test(arguments: cases)
    func atTheLimitTheChecksUseAQuarterOfTheStackAtMost(_ nesting: Nesting) {
      let text = Self.file(nesting.code(Self.limit(of: nesting)))
      let used = StackUse.bytes(size: LargeStack.bytes) {
        LargeStack.adoptCurrentThread()
        #expect(Self.checked(text).findings > 0)
      }
      #expect(used <= LargeStack.bytes / 4, "\(nesting.name): \(used) bytes")
    }
  #endif

  @Test(arguments: cases)
  func justOutsideTheLimitIsRefused(_ nesting: Nesting) async {
    let (problem, findings) = await Self.onWorkerThread(Self.file(nesting.code(Self.limit(of: nesting) + 1)))
    #expect(problem?.hasPrefix(nesting.message) == true, "\(nesting.name): \(problem ?? "parsed")")
    #expect(findings == 0)
  }

  /// What carries on from one line to the next counts; a new statement starts from zero.
  @Test func nestingWithoutBracketsEndsWithTheStatement() {
    let lines = String(repeating: "let x: Dictionary<String, Int> = try f(a ? b : c)\n", count: 10 * Self.depth)
    #expect(SwiftParseGuard.parse(Self.file(lines)).isSuccess)
    let carried =
      "let y: " + String(repeating: "A<\n", count: Self.depth + 1) + "Int"
      + String(repeating: ">", count: Self.depth + 1)
    #expect(!SwiftParseGuard.parse(Self.file(carried)).isSuccess)
    let comparisons = String(repeating: "if a < b, c < d { print(1) }\nlet z = e < f\n", count: 10 * Self.depth)
    #expect(SwiftParseGuard.parse(Self.file(comparisons)).isSuccess)
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
