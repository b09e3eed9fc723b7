import SwiftSyntax

extension ReferenceOwner {
  /// The stored properties whose tasks (or cancellables) the type cancels outside `deinit`:
  /// `task?.cancel()`, `self.tasks[id]?.cancel()`, `tasks.forEach { $0.cancel() }`,
  /// `for task in tasks { task.cancel() }`. A `deinit` does not count: it cannot run while
  /// the task holds the object.
  public var propertiesCancelledOutsideDeinit: Set<String> {
    let finder = ReleaseFinder(viewMode: .sourceAccurate)
    for decl in members where !decl.is(DeinitializerDeclSyntax.self) { finder.walk(decl) }
    return finder.cancelled
  }

  /// Whether the type finishes a stream outside `deinit` (`continuation.finish()`): then a
  /// sequence it iterates may be one that ends.
  public var finishesStreamsOutsideDeinit: Bool {
    let finder = ReleaseFinder(viewMode: .sourceAccurate)
    for decl in members where !decl.is(DeinitializerDeclSyntax.self) { finder.walk(decl) }
    return finder.finishes
  }
}

extension ExprSyntax {
  /// The stored property an expression reaches first: `tasks` for `tasks`, `self.tasks`,
  /// `tasks[id]`, `self.tasks.values`, `task?`; `nil` when it starts elsewhere.
  var firstPropertyName: String? {
    var chain: [String] = []
    var expression = self
    while true {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        chain.append(reference.baseName.tokenKind == .keyword(.self) ? "self" : reference.baseName.text)
        break
      } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        chain.append(member.declName.baseName.text)
        expression = base
      } else if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
        expression = subscripted.calledExpression
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrap.expression
      } else {
        return nil
      }
    }
    chain.reverse()
    if chain.first == "self" { return chain.count > 1 ? chain[1] : nil }
    return chain.first
  }
}

/// Collects the properties whose tasks a type cancels, and whether it finishes a stream.
private final class ReleaseFinder: SyntaxVisitor {
  var cancelled: Set<String> = []
  var finishes = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return .visitChildren
    }
    switch member.declName.baseName.text {
    case "cancel":
      if let name = base.firstPropertyName { cancelled.insert(name) }
      if let name = Self.iteratedProperty(around: node) { cancelled.insert(name) }
    case "finish": finishes = true
    default: break
    }
    return .visitChildren
  }

  /// The property a loop or `forEach` around `node` walks (`tasks` in `for task in tasks` and
  /// `tasks.values.forEach { … }`), for a `cancel()` on its element.
  private static func iteratedProperty(around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
      if let loop = parent.as(ForStmtSyntax.self) { return loop.sequence.firstPropertyName }
      if let closure = parent.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        return base.firstPropertyName
      }
      current = parent.parent
    }
    return nil
  }
}
