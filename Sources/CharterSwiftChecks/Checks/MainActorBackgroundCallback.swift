import SwiftSyntax

/// `mainactor-background-callback`: main-actor code the SDK calls on a queue of its own — a
/// closure written in main-actor code and handed to an API that calls it off the main thread
/// (``BackgroundCallbacks/closures``), a main-actor delegate method a framework calls on its
/// queue (``BackgroundCallbacks/delegateMethods``), a selector observer of a notification posted
/// off the main thread, and `MainActor.assumeIsolated` inside such a callback.
public struct MainActorBackgroundCallback: StructuralCheck {
  public static let id = "mainactor-background-callback"
  public static let risk: RunTimeRisk? = .crash
  public static let moduleFacts: [ModuleFact] = [.defaultIsolation]
  public static let summary =
    "Main-actor code the SDK calls on its own queue: a launch, tap, HealthKit, Core Data or dispatch source closure, a capture, Photos "
    + "or URLSession delegate method, a selector observer."
  public static let rationale = """
    A closure written in a main-actor method is inferred to be main-actor isolated unless its \
    type is `@Sendable`, and so is a method of a main-actor type. When the SDK calls it on a \
    queue of its own — `BGTaskScheduler` launch handlers and `expirationHandler`, \
    `AVAudioNode.installTap` blocks, `NSPersistentContainer.performBackgroundTask`, HealthKit \
    query handlers, handlers of a `DispatchSource` made on a queue other than the main one, \
    `photoLibraryDidChange`, capture outputs' delegate methods on a non-main queue, `URLSession` \
    delegate methods on a background delegate queue, a \
    `#selector` observer of a notification posted off the main thread (`AVAudioSession`, \
    `AVPlayerItem` …) — the Swift 6 runtime checks the isolation on entry and the app crashes, \
    often in the background where it is hardest to debug; in the Swift 5 language mode the \
    same code races. Mark the closure `@Sendable` (it then inherits no isolation) or the \
    method `nonisolated`, and hop to the main actor explicitly for main-actor work. \
    `MainActor.assumeIsolated` inside such a callback traps by design, as it does in an \
    `AVPlayer` time observer given a queue other than the main one. APIs whose closures the \
    SDK declares `@Sendable` (`NotificationCenter.addObserver(forName:object:queue:using:)`, \
    `NWPathMonitor.pathUpdateHandler`, `Process.terminationHandler`) are left to the \
    compiler, which reports main-actor use inside them. Closures marked `@Sendable` or \
    `@concurrent`, members marked `nonisolated`, `Task.detached` bodies, calls that name the \
    main queue and code outside main-actor types are not reported.
    """
  public static let triggering = MainActorBackgroundCallbackExamples.triggering
  public static let nonTriggering = MainActorBackgroundCallbackExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  /// `MainActor` rather than `assumeIsolated`: only `MainActor.assumeIsolated` is reported, and
  /// other `assumeIsolated`s (SwiftNIO's event loops) fill server code.
  public var triggers: [String] {
    [
      "BGTaskScheduler", "expirationHandler", "installTap", "performBackgroundTask", "HKObserverQuery", "HKSampleQuery",
      "HKAnchoredObjectQuery", "HKStatisticsQuery", "HKActivitySummaryQuery", "HKSourceQuery", "HKCorrelationQuery",
      "HKQuantitySeriesSampleQuery", "initialResultsHandler", "statisticsUpdateHandler", "photoLibraryDidChange",
      "setSampleBufferDelegate", "setMetadataObjectsDelegate", "delegateQueue", "selector:", "MainActor",
      "setEventHandler", "setCancelHandler", "setRegistrationHandler",
    ]
  }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for call in file.index.calls {
      guard let (closure, api) = Self.closure(handedTo: call) else { continue }
      report(closure, in: file, message: Self.message(api.caller), into: &findings)
    }
    for (closure, api) in Self.assignedClosures(in: file) {
      report(closure, in: file, message: Self.message(api.caller), into: &findings)
    }
    reportDispatchSourceHandlers(in: file, into: &findings)
    reportDelegateMethods(in: file, into: &findings)
    reportSelectorObservers(in: file, into: &findings)
    reportAssumeIsolated(in: file, into: &findings)
  }

  func report(
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

  /// The closure `call` hands to an API of ``BackgroundCallbacks/closures`` that calls it off
  /// the main thread, with that API.
  static func closure(handedTo call: FunctionCallExprSyntax) -> (ClosureExprSyntax, BackgroundCallbacks.Closure)? {
    guard let name = call.calledName, BackgroundCallbacks.closureCallNames.contains(name) else { return nil }
    for api in BackgroundCallbacks.closures {
      let labels: Set<String>
      switch api.shape {
      case .call(let name, let firstLabel, let closureLabels, let receiverRoot):
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name,
          call.arguments.first?.label?.text == firstLabel
        else { continue }
        if let receiverRoot, member.base?.rootName != receiverRoot { continue }
        labels = closureLabels
      case .initializer(let type, let closureLabels):
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type else { continue }
        labels = closureLabels
      case .assignment:
        continue
      }
      if let queueLabel = api.queueLabel,
        call.arguments.contains(where: { $0.label?.text == queueLabel && $0.expression.isMainScheduler })
      {
        return nil
      }
      let argument = call.arguments.first { argument in
        guard argument.expression.is(ClosureExprSyntax.self) else { return false }
        guard let label = argument.label?.text else { return labels.isEmpty }
        return labels.contains(label)
      }
      guard let closure = call.trailingClosure ?? argument?.expression.as(ClosureExprSyntax.self) else { return nil }
      return (closure, api)
    }
    return nil
  }

  /// The closures `file` assigns to a property of ``BackgroundCallbacks/closures``
  /// (`task.expirationHandler = { … }`), with that API.
  static func assignedClosures(in file: SwiftFile) -> [(ClosureExprSyntax, BackgroundCallbacks.Closure)] {
    var found: [(ClosureExprSyntax, BackgroundCallbacks.Closure)] = []
    for sequence in file.index.sequences {
      let elements = Array(sequence.elements)
      for (position, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) {
        guard position > 0, position + 1 < elements.count,
          let closure = elements[position + 1].as(ClosureExprSyntax.self),
          let property = Self.assignedName(elements[position - 1]),
          let api = BackgroundCallbacks.closures.first(where: {
            if case .assignment(property) = $0.shape { true } else { false }
          })
        else { continue }
        found.append((closure, api))
      }
    }
    return found
  }

  /// The name `target` assigns: `expirationHandler` in `task.expirationHandler` or a bare
  /// `expirationHandler`.
  private static func assignedName(_ target: ExprSyntax) -> String? {
    if let member = target.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return target.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  static func message(_ caller: String) -> String {
    "\(caller), but written here it is main-actor isolated and traps at run time in Swift 6; mark it '@Sendable'"
  }
}
