import SwiftSyntax

/// `task-missing-mainactor`: a `Task { [weak self] in … }` in a main-actor type whose closure
/// does not say `@MainActor`.
public struct TaskMissingMainActor: StructuralCheck {
  public static let id = "task-missing-mainactor"
  public static let risk: RunTimeRisk? = .dataRace
  public static let moduleFacts: [ModuleFact] = [.languageMode, .defaultIsolation]
  /// In the Swift 6 language mode the compiler checks every access the closure makes against
  /// the isolation it inherits, and reports the ones a move would break: the check runs only
  /// where the module is known to use an older mode.
  public static let enforcedBySwift6 = true
  public static let summary =
    "A `Task { [weak self] in … }` in main-actor code that touches `self` outside `await` but does not declare `@MainActor`."
  public static let rationale = """
    A task inherits the isolation of the code that creates it, and that is invisible at the \
    call site: the same `Task { [weak self] in … }` runs on the main actor in a main-actor \
    method, but off it when it is moved into a `@Sendable` callback, a `nonisolated` helper or \
    a `Task.detached` body, and older compilers inferred the isolation of weak-self tasks \
    inconsistently. A task that captures `self` weakly in a main-actor type almost always \
    touches its state, so when the closure reads, writes or calls `self` outside an `await`, \
    write `Task { @MainActor [weak self] in … }`: the compiler then checks every access and \
    the isolation survives refactoring. A closure that reaches `self` only through `await` \
    hops to its actor whatever the task's isolation, so the annotation changes nothing and it \
    is not reported. `Task.detached` is not reported (it asks to run on no actor), nor is a \
    task in a `nonisolated` member, in a `@Sendable` or `@concurrent` closure, or isolated to \
    another global actor, whose author opted out of the main actor deliberately; nor, in a \
    module with main-actor isolation by default, any task: its closure runs on the main actor \
    already. In the Swift 6 language mode the compiler checks the closure's accesses against the \
    isolation it inherits and reports what a move breaks, so the check runs only where the \
    module is known to use an older mode. Nested types do not inherit the main actor and are \
    judged on their own.
    """
  public static let triggering = TaskMissingMainActorExamples.triggering
  public static let nonTriggering = TaskMissingMainActorExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["weak self", "unowned self", "[weak"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    // With main-actor isolation by default, the task's closure runs on the main actor already:
    // the annotation is what `redundant-mainactor` reports.
    guard !file.settings.isMainActorByDefault else { return }
    for call in file.index.calls {
      guard let task = TaskCall(call), task.kind == .inheriting,
        !(task.closure.signature?.attributes.contains(named: "MainActor") ?? false)
      else { continue }
      let captures = task.closure.weakSelfCaptures(includingUnowned: true)
      guard !captures.isEmpty, task.closure.usesSelfSynchronously(capturedAs: captures) else { continue }
      let isolation = file.contextIsolation(of: call, closuresKeepContext: false)
      let range = file.range(of: task.taskToken)
      if let finding = file.finding(if: isolation, checkID: Self.id, range: range, message: Self.message) {
        findings.append(finding)
      }
    }
  }

  private static let message =
    "this task captures 'self' weakly in a main-actor type but does not say where it runs; write 'Task { @MainActor [weak self] in … }'"
}
