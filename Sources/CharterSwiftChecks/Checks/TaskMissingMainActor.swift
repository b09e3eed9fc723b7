import SwiftSyntax

/// `task-missing-mainactor`: a `Task { [weak self] in … }` in a main-actor type whose closure
/// does not say `@MainActor`.
public struct TaskMissingMainActor: StructuralCheck {
  public static let id = "task-missing-mainactor"
  public static let summary =
    "A `Task { [weak self] in … }` in a main-actor type whose closure does not declare `@MainActor`."
  public static let rationale = """
    A task inherits the isolation of the code that creates it, and that is invisible at the \
    call site: the same `Task { [weak self] in … }` runs on the main actor in a main-actor \
    method, but off it when it is moved into a `@Sendable` callback, a `nonisolated` helper or \
    a `Task.detached` body, and older compilers inferred the isolation of weak-self tasks \
    inconsistently. A task that captures `self` weakly in a main-actor type almost always \
    touches its state, so write `Task { @MainActor [weak self] in … }`: the compiler then \
    checks every access and the isolation survives refactoring. `Task.detached` is not \
    reported (it asks to run on no actor), nor is a task in a `nonisolated` member or one \
    isolated to another global actor, whose author opted out of the main actor deliberately. \
    Nested types do not inherit the main actor and are judged on their own.
    """
  public static let triggering = TaskMissingMainActorExamples.triggering
  public static let nonTriggering = TaskMissingMainActorExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["weak self", "unowned self", "[weak"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for call in file.index.calls {
      guard let task = TaskCall(call), task.kind == .inheriting,
        !task.closure.weakSelfCaptures(includingUnowned: true).isEmpty,
        !(task.closure.signature?.attributes.contains(named: "MainActor") ?? false)
      else { continue }
      let isolation = file.contextIsolation(of: call, closuresKeepContext: true)
      let range = file.range(of: task.taskToken)
      if let finding = file.finding(if: isolation, checkID: Self.id, range: range, message: Self.message) {
        findings.append(finding)
      }
    }
  }

  private static let message =
    "this task captures 'self' weakly in a main-actor type but does not say where it runs; write 'Task { @MainActor [weak self] in … }'"
}
