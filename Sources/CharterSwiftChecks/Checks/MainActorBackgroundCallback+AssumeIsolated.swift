import SwiftSyntax

/// `MainActor.assumeIsolated { … }` where the code around it runs off the main thread: inside
/// a closure the SDK calls on its own queue (``BackgroundCallbacks/closures``), a `nonisolated`
/// delegate method of ``BackgroundCallbacks/delegateMethods`` called off the main thread, or a
/// `NotificationCenter` block without the main queue for a notification posted off it. The
/// call checks that it is on the main actor and traps when it is not — by design, every time.
extension MainActorBackgroundCallback {
  func reportAssumeIsolated(in file: SwiftFile, into findings: inout [StructuralFinding]) {
    var assigned: [SyntaxIdentifier: String]?
    for call in file.index.calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "assumeIsolated", member.base?.trimmedDescription == "MainActor"
      else { continue }
      if assigned == nil {
        assigned = Dictionary(Self.assignedClosures(in: file).map { ($0.0.id, $0.1.caller) }, uniquingKeysWith: { first, _ in first })
      }
      guard let caller = Self.offMainCaller(around: call, in: file, assigned: assigned ?? [:]) else { continue }
      let message =
        "\(caller), so 'MainActor.assumeIsolated' here traps every time it runs; "
        + "hop with 'Task { @MainActor in … }' or 'DispatchQueue.main.async' instead"
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: call.calledExpression), message: message))
    }
  }

  /// Who calls the code around `node` off the main thread, if the innermost callback around it
  /// is one Charter knows and is not main-actor isolated itself (a main-actor callback is
  /// reported where it starts; the call inside it adds nothing).
  static func offMainCaller(
    around node: some SyntaxProtocol, in file: SwiftFile, assigned: [SyntaxIdentifier: String]
  ) -> String? {
    let isNonisolated = file.contextIsolation(of: node, closuresKeepContext: false) == .notMainActor
    var current = node.parent
    while let parent = current {
      if let closure = parent.as(ClosureExprSyntax.self), let call = closure.handingCall {
        if let (_, api) = Self.closure(handedTo: call) { return isNonisolated ? api.caller : nil }
        if let caller = Self.dispatchSourceCaller(call, sources: Self.dispatchSources(in: file)) {
          return isNonisolated ? caller : nil
        }
        // The SDK declares these blocks `@Sendable`: nonisolated wherever they are written.
        if let poster = Self.backgroundNotificationBlock(call) { return poster }
        if let caller = Self.periodicObserverCaller(call, in: file) { return caller }
      }
      if let closure = parent.as(ClosureExprSyntax.self), let caller = assigned[closure.id] {
        return isNonisolated ? caller : nil
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        guard isNonisolated, let type = file.enclosingType(of: function), let typeName = type.declaredName,
          let api = Self.delegateMethod(matching: function), Self.isCalledOffMain(api, typeName: typeName, in: file)
        else { return nil }
        return api.caller
      }
      if parent.isProtocol(DeclGroupSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// The poster, when `call` is `center.addObserver(forName: N, object: …, queue: Q) { … }` for
  /// a notification posted off the main thread and `Q` is not the main queue: the block runs on
  /// the poster's thread.
  private static func backgroundNotificationBlock(_ call: FunctionCallExprSyntax) -> String? {
    guard call.calledName == "addObserver", call.arguments.first?.label?.text == "forName",
      let name = call.arguments.first?.expression,
      case .background(let poster) = SinkWithoutReceiveOn.postingThread(of: name)
    else { return nil }
    let queue = call.arguments.first { $0.label?.text == "queue" }?.expression
    if let queue, queue.isMainScheduler { return nil }
    return "\(poster) notifications are posted off the main thread and this block runs there"
  }
}

extension ClosureExprSyntax {
  /// The call this closure is an argument (or the trailing closure) of.
  var handingCall: FunctionCallExprSyntax? {
    if let call = parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == id { return call }
    if let argument = parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
      return call
    }
    return nil
  }
}
