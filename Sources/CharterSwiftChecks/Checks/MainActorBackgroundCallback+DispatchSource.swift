import SwiftSyntax

/// Handlers of a dispatch source made on a queue other than the main one: `setEventHandler`,
/// `setCancelHandler` and `setRegistrationHandler` take a plain block, so one written in
/// main-actor code is main-actor isolated, and the source calls it on its own queue (the
/// default target, a global queue, when it is made without one). And `AVPlayer`'s
/// `addPeriodicTimeObserver(forInterval:queue:using:)` with a queue other than the main one,
/// whose block the SDK declares `@Sendable`: only `MainActor.assumeIsolated` in it traps.
extension MainActorBackgroundCallback {
  static let dispatchSourceHandlers: Set<String> = ["setEventHandler", "setCancelHandler", "setRegistrationHandler"]

  func reportDispatchSourceHandlers(in file: SwiftFile, into findings: inout [StructuralFinding]) {
    var sources: [String: QueueKind]?
    for call in file.index.calls {
      guard let name = call.calledName, Self.dispatchSourceHandlers.contains(name) else { continue }
      if sources == nil { sources = Self.dispatchSources(in: file) }
      let labelled = call.arguments.first(where: { $0.label?.text == "handler" })?.expression.as(ClosureExprSyntax.self)
      guard let caller = Self.dispatchSourceCaller(call, sources: sources ?? [:]),
        let closure = call.trailingClosure ?? labelled
      else { continue }
      report(closure, in: file, message: Self.message(caller), into: &findings)
    }
  }

  /// Who calls the block handed to `call` off the main thread, when `call` sets a handler of a
  /// dispatch source in `sources` made on another queue.
  static func dispatchSourceCaller(_ call: FunctionCallExprSyntax, sources: [String: QueueKind]) -> String? {
    guard let name = call.calledName, dispatchSourceHandlers.contains(name),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      let source = storedName(of: base), sources[source] == .background
    else { return nil }
    return "the dispatch source '\(source)' calls this '\(name)' block on its own queue, not the main one"
  }

  /// Who calls the block `call` hands over, when it is `addPeriodicTimeObserver(forInterval:
  /// queue: Q)` with `Q` not the main queue.
  static func periodicObserverCaller(_ call: FunctionCallExprSyntax, in file: SwiftFile) -> String? {
    guard call.calledName == "addPeriodicTimeObserver" || call.calledName == "addBoundaryTimeObserver",
      let queue = call.arguments.first(where: { $0.label?.text == "queue" })?.expression,
      queueKind(of: queue, in: file) == .background
    else { return nil }
    return "the player calls this time observer on the queue passed as 'queue', not the main one"
  }

  /// Where a queue expression runs its work, as far as the file shows it.
  enum QueueKind { case main, background, unknown }

  /// The dispatch sources the file makes and stores under a name (`let timer =
  /// DispatchSource.makeTimerSource(queue: q)`, `self.source = DispatchSource.make…(…)`),
  /// with the queue each is made on; a name made on different kinds of queue is unknown.
  static func dispatchSources(in file: SwiftFile) -> [String: QueueKind] {
    var sources: [String: QueueKind] = [:]
    for call in file.index.calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == "DispatchSource", member.declName.baseName.text.hasPrefix("make"),
        let name = assignedName(of: call)
      else { continue }
      let queue = call.arguments.first { $0.label?.text == "queue" }?.expression
      let kind = queue.map { queueKind(of: $0, in: file) } ?? .background
      sources[name] = sources[name].map { $0 == kind ? kind : .unknown } ?? kind
    }
    return sources
  }

  /// The kind of queue `queue` is: `nil` and `.global(…)` or `DispatchQueue(label:)` are not
  /// the main queue; a name declared in the file with one of those is what it holds.
  static func queueKind(of queue: ExprSyntax, in file: SwiftFile, depth: Int = 0) -> QueueKind {
    if queue.isMainScheduler { return .main }
    if queue.is(NilLiteralExprSyntax.self) { return .background }
    if let call = queue.as(FunctionCallExprSyntax.self) {
      let callee = call.calledExpression.trimmedDescription
      if callee == "DispatchQueue" || callee == ".global" || callee == "DispatchQueue.global" { return .background }
      return .unknown
    }
    guard depth == 0, let name = storedName(of: queue) else { return .unknown }
    let values = file.index.variables.flatMap(\.bindings).compactMap { binding -> ExprSyntax? in
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name ? binding.initializer?.value : nil
    }
    guard values.count == 1, let value = values.first else { return .unknown }
    return queueKind(of: value, in: file, depth: 1)
  }

  /// `timer` in `timer`, `self.timer` and `timer?`.
  private static func storedName(of expression: ExprSyntax) -> String? {
    var expression = expression
    if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// The name `call`'s result is stored under: `let x = call`, `x = call`, `self.x = call`.
  private static func assignedName(of call: FunctionCallExprSyntax) -> String? {
    if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id else { return nil }
    return storedName(of: elements[0])
  }
}
