import SwiftSyntax

/// `sink-without-receive-on`: a `NotificationCenter` publisher sunk in main-actor code with no
/// `.receive(on:)` in between.
public struct SinkWithoutReceiveOn: StructuralCheck {
  public static let id = "sink-without-receive-on"
  public static let summary =
    "A `NotificationCenter` publisher reaching `.sink` in main-actor code without a `.receive(on:)` in between."
  public static let rationale = """
    `NotificationCenter` delivers a notification on the thread that posts it, and many are \
    posted from background queues (by the system, by frameworks, by other code). The `sink` \
    closure written in a main-actor type is inferred to be main-actor isolated, so in Swift 6 \
    it traps when a notification arrives on another thread, and before Swift 6 it touches main \
    state off the main thread. Add `.receive(on: DispatchQueue.main)` (or `RunLoop.main`) \
    before `.sink`. Any `.receive(on:)` in the chain counts as a deliberate choice, as does a \
    `debounce`, `throttle` or `delay` on the main scheduler. Chains in `nonisolated` members, \
    in `@Sendable` closures and outside main-actor types are not reported.
    """
  public static let triggering = SinkWithoutReceiveOnExamples.triggering
  public static let nonTriggering = SinkWithoutReceiveOnExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["NotificationCenter"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for call in file.index.calls {
      guard let sink = call.calledExpression.as(MemberAccessExprSyntax.self), sink.declName.baseName.text == "sink",
        let upstream = sink.base, Self.isUnscheduledNotificationPublisher(upstream)
      else { continue }
      let isolation = file.contextIsolation(of: call, closuresKeepContext: false)
      let range = file.range(of: sink.declName.baseName)
      if let finding = file.finding(if: isolation, checkID: Self.id, range: range, message: Self.message) {
        findings.append(finding)
      }
    }
  }

  /// Operators that deliver downstream on the scheduler they are given.
  private static let schedulingOperators: Set<String> = ["debounce", "throttle", "delay"]

  /// Whether `chain` comes from `NotificationCenter…publisher(for:)` with no operator on the
  /// way that moves delivery to a chosen scheduler.
  private static func isUnscheduledNotificationPublisher(_ chain: ExprSyntax) -> Bool {
    var expression = chain
    while true {
      if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrap.expression
        continue
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      else { return false }
      let name = member.declName.baseName.text
      if name == "receive" { return false }
      if schedulingOperators.contains(name),
        call.arguments.contains(where: { $0.label?.text == "scheduler" && $0.expression.isMainScheduler })
      {
        return false
      }
      if base.rootName == "NotificationCenter" {
        if name == "publisher", call.arguments.first?.label?.text == "for" { return true }
        if name == "Publisher", base.trimmedDescription == "NotificationCenter" { return true }
      }
      expression = base
    }
  }

  private static let message =
    "notifications arrive on the posting thread but this sink runs in main-actor code; "
    + "add '.receive(on: DispatchQueue.main)' before it"
}
