import SwiftSyntax

/// A call creating a task, `Task { … }`, `Task(priority: .high) { … }`, `Task.detached { … }`
/// or `Task<Void, Never>(operation: { … })`, with the closure it runs.
public struct TaskCall {
  /// How the task is created.
  public enum Kind: Sendable {
    /// `Task { … }`, `Task.init { … }` and `Task.immediate { … }`: inherits its context's isolation.
    case inheriting
    /// `Task.detached { … }` and `Task.immediateDetached { … }`: runs on no actor.
    case detached
  }

  /// The `Task` token of the callee.
  public let taskToken: TokenSyntax
  /// How the task is created.
  public let kind: Kind
  /// The closure the task runs.
  public let closure: ClosureExprSyntax

  /// The task `call` creates, or `nil` when it creates none or its body is not a closure literal.
  public init?(_ call: FunctionCallExprSyntax) {
    var callee = call.calledExpression
    var kind = Kind.inheriting
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      switch member.declName.baseName.text {
      case "detached", "immediateDetached": kind = .detached
      case "init", "immediate": kind = .inheriting
      default: return nil
      }
      callee = base
    }
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
    guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Task" else { return nil }
    let labelled = call.arguments.first { $0.label?.text == "operation" }?.expression.as(ClosureExprSyntax.self)
    guard let closure = call.trailingClosure ?? labelled else { return nil }
    taskToken = reference.baseName
    self.kind = kind
    self.closure = closure
  }

  /// The task whose body is `closure`, if `closure` is one.
  public init?(enclosing closure: ClosureExprSyntax) {
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    guard let call = parent?.as(FunctionCallExprSyntax.self), let task = TaskCall(call), task.closure.id == closure.id else {
      return nil
    }
    self = task
  }
}

extension ClosureExprSyntax {
  /// The names under which the closure captures `self` weakly (`[weak self]`, `[weak owner = self]`),
  /// with `unowned` too when `includingUnowned`.
  public func weakSelfCaptures(includingUnowned: Bool = false) -> [String] {
    guard let items = signature?.capture?.items else { return [] }
    return items.compactMap { item in
      guard let specifier = item.specifier?.specifier.tokenKind else { return nil }
      guard specifier == .keyword(.weak) || (includingUnowned && specifier == .keyword(.unowned)) else { return nil }
      if let value = item.initializer?.value {
        return value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? item.name.text : nil
      }
      return item.name.tokenKind == .keyword(.self) ? "self" : nil
    }
  }
}
