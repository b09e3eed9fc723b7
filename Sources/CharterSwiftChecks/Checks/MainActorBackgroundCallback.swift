import SwiftSyntax

/// `mainactor-background-callback`: a closure written in main-actor code that the system calls
/// on a background queue: a `BGTaskScheduler` launch handler or a task's `expirationHandler`.
public struct MainActorBackgroundCallback: StructuralCheck {
  public static let id = "mainactor-background-callback"
  public static let risk: RunTimeRisk? = .crash
  public static let moduleFacts: [ModuleFact] = [.defaultIsolation]
  public static let summary =
    "A `BGTaskScheduler` launch handler or `expirationHandler` closure written in main-actor code."
  public static let rationale = """
    A closure written in a main-actor method is inferred to be main-actor isolated unless its \
    type is `@Sendable`. `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)` \
    calls its launch handler on a background queue (unless `using:` names the main queue), and \
    a background task's `expirationHandler` is called on one too; the Swift 6 runtime checks \
    the isolation on entry and the app crashes in the background, where it is hardest to \
    debug. Mark the closure `@Sendable` (it then inherits no isolation) and hop to the main \
    actor explicitly for main-actor work, or register from a `nonisolated` function. Closures \
    marked `@Sendable` or `@concurrent`, in `nonisolated` members, in `Task.detached` bodies \
    and outside main-actor types are not reported.
    """
  public static let triggering = MainActorBackgroundCallbackExamples.triggering
  public static let nonTriggering = MainActorBackgroundCallbackExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["BGTaskScheduler", "expirationHandler"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for call in file.index.calls {
      guard let closure = Self.launchHandler(of: call) else { continue }
      report(closure, in: file, message: Self.launchMessage, into: &findings)
    }
    for sequence in file.index.sequences {
      let elements = Array(sequence.elements)
      for (position, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) {
        guard position > 0, position + 1 < elements.count,
          Self.isExpirationHandler(elements[position - 1]),
          let closure = elements[position + 1].as(ClosureExprSyntax.self)
        else { continue }
        report(closure, in: file, message: Self.expirationMessage, into: &findings)
      }
    }
  }

  private func report(
    _ closure: ClosureExprSyntax, in file: SwiftFile, message: String, into findings: inout [StructuralFinding]
  ) {
    if let attributes = closure.signature?.attributes,
      attributes.contains(named: "Sendable") || attributes.contains(named: "concurrent")
    {
      return
    }
    let isolation = file.contextIsolation(of: closure, closuresKeepContext: false)
    let range = file.range(of: closure.leftBrace)
    if let finding = file.finding(if: isolation, checkID: Self.id, range: range, message: message) {
      findings.append(finding)
    }
  }

  /// The launch handler closure of a `BGTaskScheduler…register(…)` call that does not ask for
  /// the main queue.
  private static func launchHandler(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "register", member.base?.rootName == "BGTaskScheduler",
      call.arguments.first?.label?.text == "forTaskWithIdentifier"
    else { return nil }
    if call.arguments.contains(where: { $0.label?.text == "using" && $0.expression.isMainScheduler }) { return nil }
    let labelled = call.arguments.first { $0.label?.text == "launchHandler" }?.expression.as(ClosureExprSyntax.self)
    return call.trailingClosure ?? labelled
  }

  /// Whether `target` is `….expirationHandler` or a bare `expirationHandler`.
  private static func isExpirationHandler(_ target: ExprSyntax) -> Bool {
    if let member = target.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "expirationHandler" }
    return target.as(DeclReferenceExprSyntax.self)?.baseName.text == "expirationHandler"
  }

  private static let launchMessage =
    "BGTaskScheduler calls this launch handler on a background queue, but written here it is main-actor isolated "
    + "and traps at run time in Swift 6; mark it '@Sendable'"
  private static let expirationMessage =
    "the system calls 'expirationHandler' on a background queue, but this closure is main-actor isolated "
    + "and traps at run time in Swift 6; mark it '@Sendable'"
}
