import SwiftSyntax

extension SwiftFile {
  /// The isolation of the code around `node`: the closest enclosing member's `nonisolated`,
  /// `@MainActor` or other global actor when it names one, else the enclosing type's.
  ///
  /// With `closuresKeepContext` false, a closure on the way decides when it says something:
  /// `@MainActor` makes it main-actor, `@Sendable` or `@concurrent` makes it not (such a
  /// closure does not inherit its context's isolation), as does a `Task.detached` body.
  /// A `deinit` is not main-actor unless it is `isolated`.
  public func contextIsolation(of node: some SyntaxProtocol, closuresKeepContext: Bool) -> TypeIsolation {
    var current = node.parent
    while let parent = current {
      if let group = parent.asProtocol(DeclGroupSyntax.self) { return isolation(of: group) }
      if let closure = parent.as(ClosureExprSyntax.self), !closuresKeepContext,
        let decided = Self.isolation(declaredBy: closure)
      {
        return decided
      }
      if let decl = parent.asProtocol(WithModifiersSyntax.self),
        let decided = Self.isolation(declaredBy: decl, isDeinit: parent.is(DeinitializerDeclSyntax.self))
      {
        return decided
      }
      current = parent.parent
    }
    // Top-level code takes the module's default isolation.
    return settings.isMainActorByDefault ? .mainActor : .notMainActor
  }

  /// A finding at `range` if `isolation` is main-actor: unconditional when it is known,
  /// conditional on the module when another file decides.
  public func finding(
    if isolation: TypeIsolation, checkID: String, range: Range<Int>, message: String
  ) -> StructuralFinding? {
    switch isolation {
    case .mainActor: StructuralFinding(checkID: checkID, range: range, message: message)
    case .ifMainActor(let names): StructuralFinding(checkID: checkID, range: range, message: message, requiresMainActor: names)
    case .notMainActor: nil
    }
  }

  private static func isolation(declaredBy decl: some WithModifiersSyntax, isDeinit: Bool) -> TypeIsolation? {
    if decl.modifiers.contains(.nonisolated) { return .notMainActor }
    if isDeinit && !decl.modifiers.contains(.isolated) { return .notMainActor }
    guard let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes else { return nil }
    if attributes.contains(named: "MainActor") { return .mainActor }
    if attributes.contains(where: { ($0.attributeName ?? "").isGlobalActorName }) { return .notMainActor }
    return nil
  }

  private static func isolation(declaredBy closure: ClosureExprSyntax) -> TypeIsolation? {
    if let attributes = closure.signature?.attributes {
      if attributes.contains(named: "MainActor") { return .mainActor }
      if attributes.contains(named: "Sendable") || attributes.contains(named: "concurrent") { return .notMainActor }
      if attributes.contains(where: { ($0.attributeName ?? "").isGlobalActorName }) { return .notMainActor }
    }
    if let task = TaskCall(enclosing: closure), task.kind == .detached { return .notMainActor }
    return nil
  }
}

extension String {
  /// Whether an attribute of this name is a global actor other than the main actor, by the
  /// convention that global actors' names end in `Actor`.
  var isGlobalActorName: Bool {
    self != "MainActor" && hasSuffix("Actor") && first?.isUppercase == true
  }
}

extension ExprSyntax {
  /// The name a plain reference or a member access ends in: `center` for `center` and
  /// `self.center`; `nil` for anything else (a call, a literal, a leading-dot member).
  var referencedName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = self.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
    return nil
  }

  /// The name at the root of a member chain: `NotificationCenter` for
  /// `NotificationCenter.default.publisher(for: x)`, `task` for `task.expirationHandler`.
  var rootName: String? {
    var expression = self
    while true {
      if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        expression = base
      } else if let call = expression.as(FunctionCallExprSyntax.self) {
        expression = call.calledExpression
      } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrap.expression
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else {
        return nil
      }
    }
  }

  /// Whether the expression names the main queue, run loop or operation queue:
  /// `DispatchQueue.main`, `RunLoop.main`, `OperationQueue.main` or `.main`.
  var isMainScheduler: Bool {
    guard let member = self.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "main" else {
      return false
    }
    guard let base = member.base else { return true }
    return ["DispatchQueue", "RunLoop", "OperationQueue"].contains(base.trimmedDescription)
  }
}
