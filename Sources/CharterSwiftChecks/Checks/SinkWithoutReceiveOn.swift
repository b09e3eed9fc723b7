import SwiftSyntax

/// `sink-without-receive-on`: a `NotificationCenter` publisher sunk in main-actor code with no
/// `.receive(on:)` in between.
public struct SinkWithoutReceiveOn: StructuralCheck {
  public static let id = "sink-without-receive-on"
  public static let risk: RunTimeRisk? = .crash
  public static let moduleFacts: [ModuleFact] = [.defaultIsolation]
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
    in `@Sendable` closures and outside main-actor types are not reported. The center may be \
    `NotificationCenter.default` or one held in a property, a local or a parameter (declared \
    as a `NotificationCenter`, or named `…notificationCenter`). Notifications the SDK documents \
    as posted on a background thread (`AVAudioSession`'s, `AVPlayerItem`'s, \
    `NSPersistentStoreRemoteChange`, `ProcessInfo`'s thermal and power state …) are reported \
    with that reason; those it posts on the main thread (`UIApplication`'s and `UIScene`'s life \
    cycle, `UIWindow`, the keyboard, `NSApplication`, `NSWindow` …) are not.
    """
  public static let triggering = SinkWithoutReceiveOnExamples.triggering
  public static let nonTriggering = SinkWithoutReceiveOnExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["NotificationCenter", "notificationCenter"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    var centers: Set<String>?
    for call in file.index.calls {
      guard let sink = call.calledExpression.as(MemberAccessExprSyntax.self), sink.declName.baseName.text == "sink",
        let upstream = sink.base
      else { continue }
      if centers == nil { centers = Self.declaredCenters(in: file) }
      guard let publisher = Self.unscheduledPublisher(upstream, centers: centers ?? []) else { continue }
      let posting = publisher.notification.map(Self.postingThread) ?? .unknown
      guard posting != .main else { continue }
      let isolation = file.contextIsolation(of: call, closuresKeepContext: false)
      let range = file.range(of: sink.declName.baseName)
      if let finding = file.finding(if: isolation, checkID: Self.id, range: range, message: Self.message(posting)) {
        findings.append(finding)
      }
    }
  }

  /// Operators that deliver downstream on the scheduler they are given.
  private static let schedulingOperators: Set<String> = ["debounce", "throttle", "delay"]

  /// A notification publisher a chain starts from.
  private struct NotificationPublisher {
    /// The notification's name as written, when the call shows it.
    var notification: ExprSyntax?
  }

  /// The publisher `chain` comes from when it is a notification center's `publisher(for:)`
  /// (or `NotificationCenter.Publisher(center:name:)`) with no operator on the way that moves
  /// delivery to a chosen scheduler.
  private static func unscheduledPublisher(_ chain: ExprSyntax, centers: Set<String>) -> NotificationPublisher? {
    var expression = chain
    while true {
      if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrap.expression
        continue
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      else { return nil }
      let name = member.declName.baseName.text
      if name == "receive" { return nil }
      if schedulingOperators.contains(name),
        call.arguments.contains(where: { $0.label?.text == "scheduler" && $0.expression.isMainScheduler })
      {
        return nil
      }
      if name == "publisher", let first = call.arguments.first, first.label?.text == "for",
        !first.expression.is(KeyPathExprSyntax.self), isNotificationCenter(base, centers: centers)
      {
        return NotificationPublisher(notification: first.expression)
      }
      if name == "Publisher", base.trimmedDescription == "NotificationCenter" {
        return NotificationPublisher(notification: call.arguments.first { $0.label?.text == "name" }?.expression)
      }
      expression = base
    }
  }

  private static func message(_ posting: PostingThread) -> String {
    let arrival =
      if case .background(let poster) = posting {
        "\(poster) posts this notification on a background thread"
      } else {
        "notifications arrive on the posting thread"
      }
    return arrival + " but this sink runs in main-actor code; add '.receive(on: DispatchQueue.main)' before it"
  }
}
