import SwiftSyntax

/// `continuation-misuse`: a continuation from `withCheckedContinuation` and its kin that a
/// path resumes twice, or that a path leaves without resuming.
public struct ContinuationMisuse: StructuralCheck {
  public static let id = "continuation-misuse"
  public static let risk: RunTimeRisk? = .crash
  public static let summary =
    "A continuation resumed twice on one path, or a path through its closure that never resumes it."
  public static let rationale = """
    A continuation from `withCheckedContinuation`, `withCheckedThrowingContinuation`, \
    `withUnsafeContinuation` or `withUnsafeThrowingContinuation` must be resumed exactly once. \
    A second `resume` traps a checked continuation ("tried to resume its continuation more \
    than once") and is undefined behaviour for an unsafe one: `return` right after each \
    resume in an early branch, or resume once after the branches. A path that ends without \
    resuming (`guard … else { return }`, an `if` without `else`, a `switch` case or `catch` \
    that does not resume) suspends the awaiting task forever, and the runtime only logs that \
    the continuation leaked: resume with an error or a default value on that path. A \
    completion-handler closure the body passes to a call counts as resuming, and its own \
    paths are followed too. The check follows only a continuation the closure keeps to \
    itself: one stored in a property, passed to a function, resumed in a `defer`, a local \
    function or an iteration closure (`forEach`, `map`) is not reported, nor are paths in \
    observer, timer or subscription closures that run again, nor a path in a callback when \
    another closure may resume for it.
    """
  public static let triggering = ContinuationMisuseExamples.triggering
  public static let nonTriggering = ContinuationMisuseExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["Continuation"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for call in file.index.calls {
      guard let closure = Self.body(of: call), let name = Self.continuationName(of: closure),
        ContinuationUses.isOnlyResumed(name, in: closure),
        ContinuationUses.mentions(name, in: closure.statements)
      else { continue }
      guard let flows = Self.follow(closure, name: name, isOneShot: true) else { continue }
      let isShared = flows.contains { $0.isShared }
      for followed in flows where !followed.hasResumedFlag {
        let flow = followed.flow
        let reportsLeaks = followed.isOutermost || (followed.isOneShot && !isShared)
        for resume in flow.doubles {
          findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: resume), message: Self.twice(name)))
        }
        guard reportsLeaks else { continue }
        for exit in flow.leaks {
          let message = exit.is(TokenSyntax.self) && exit.as(TokenSyntax.self)?.tokenKind == .rightBrace
            ? Self.fallsOff(name) : Self.returns(name)
          findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: exit), message: message))
        }
      }
    }
  }

  private struct FollowedClosure {
    var flow: ContinuationFlow
    var isOutermost: Bool
    var isOneShot: Bool
    var isShared: Bool
    /// Whether the closure tests a variable it also sets (`guard !didResume else { return }`
    /// … `didResume = true`): it expects to run more than once and resumes only the first time.
    var hasResumedFlag: Bool
  }

  /// The flows through `closure` and every callback that resumes for it; `nil` when one of
  /// them is beyond this analysis.
  private static func follow(_ closure: ClosureExprSyntax, name: String, isOneShot: Bool) -> [FollowedClosure]? {
    var pending = [(closure, true, isOneShot, false)]
    var followed: [FollowedClosure] = []
    while let (next, isOutermost, oneShot, shared) = pending.popLast() {
      var flow = ContinuationFlow(name: name)
      flow.follow(next)
      if flow.isUnknown { return nil }
      followed.append(
        FollowedClosure(
          flow: flow, isOutermost: isOutermost, isOneShot: oneShot, isShared: shared,
          hasResumedFlag: ResumedFlag.isTested(in: next)))
      pending += flow.callbacks.map { ($0.closure, false, $0.isOneShot && oneShot, $0.isShared) }
    }
    return followed
  }

  private static let functions: Set<String> = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation",
  ]

  /// The closure of a `withCheckedContinuation { … }` call (or one of its kin).
  private static func body(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    let callee = call.calledExpression
    let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    guard let name, functions.contains(name) else { return nil }
    return call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
  }

  /// The name the closure gives the continuation, `$0` when it names no parameter; `nil`
  /// for `_`.
  private static func continuationName(of closure: ClosureExprSyntax) -> String? {
    let name: String?
    switch closure.signature?.parameterClause {
    case .simpleInput(let parameters): name = parameters.first?.name.text
    case .parameterClause(let clause): name = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
    case nil: name = closure.signature == nil ? "$0" : nil
    }
    return name == "_" ? nil : name
  }

  private static func twice(_ name: String) -> String {
    "'\(name)' is resumed again on a path that already resumed it: a checked continuation traps "
      + "('tried to resume its continuation more than once'), an unsafe one is undefined behaviour; "
      + "'return' right after the first resume, or resume once after the branches"
  }

  private static func returns(_ name: String) -> String {
    "this path leaves without resuming '\(name)': the awaiting task stays suspended forever and the runtime "
      + "logs a leaked continuation; resume it (with an error or a default value) before returning"
  }

  private static func fallsOff(_ name: String) -> String {
    "a path reaches the end of this closure without resuming '\(name)' (an 'if' without 'else', a 'switch' case "
      + "or 'catch' that does not resume): the awaiting task stays suspended forever; resume on every path"
  }
}
