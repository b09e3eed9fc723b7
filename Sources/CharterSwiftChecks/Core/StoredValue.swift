import SwiftSyntax

/// Where an expression's value is kept: the stored property of its ``ReferenceOwner`` that
/// receives it, by assignment (`self.task = Task { … }`, `task = …`, `tasks[id] = …`), by
/// `tasks.append(…)` / `tasks.insert(…)`, or by `.store(in: &tasks)`.
public enum StoredValue {
  /// The stored property of `owner` that keeps the value of `expression`; `nil` when the value
  /// goes anywhere else (a local, an argument, a discarded result) or the name is a local.
  /// Argument-less calls on the value on the way are looked through
  /// (`Task { … }.asAnyCancellable()`).
  public static func property(keeping expression: some ExprSyntaxProtocol, of owner: ReferenceOwner) -> String? {
    var node = Syntax(expression)
    while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
    {
      if member.declName.baseName.text == "store", let target = call.arguments.first?.expression.as(InOutExprSyntax.self) {
        return checked(target.expression, in: owner, at: node)
      }
      guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
      node = Syntax(call)
    }
    if let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
      let elements = Array(list)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == node.id else { return nil }
      return checked(elements[0], in: owner, at: node)
    }
    if let argument = node.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["append", "insert"].contains(member.declName.baseName.text), let base = member.base
    {
      return checked(base, in: owner, at: node)
    }
    return nil
  }

  /// The stored property `target` names, unless a bare name is a local or parameter of the
  /// member around `node`.
  private static func checked(_ target: ExprSyntax, in owner: ReferenceOwner, at node: Syntax) -> String? {
    guard let name = target.firstPropertyName, owner.hasStoredProperty(name) else { return nil }
    let explicit = target.trimmedDescription.hasPrefix("self.")
    if !explicit, let member = ReferenceOwner.memberDecl(containing: node), LocalNames.bound(in: member).contains(name) {
      return nil
    }
    return name
  }
}

/// The names a declaration binds inside it: parameters, locals, loop and closure variables.
enum LocalNames {
  static func bound(in node: some SyntaxProtocol) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.names
  }

  private final class Finder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.identifier.text)
      return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.name.text)
      return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }
  }
}
