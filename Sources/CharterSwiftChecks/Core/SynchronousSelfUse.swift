import SwiftSyntax

extension ClosureExprSyntax {
  /// Whether the closure's body uses `self`, captured under one of `names`, outside an `await`:
  /// reads or writes its state, or calls it, synchronously.
  ///
  /// A name bound from a captured one (`guard let self`, `guard let owner = self`,
  /// `if let strong = weakSelf`) counts as captured too; the binding itself is not a use. A use
  /// inside `await …` (or `try await …`) is asynchronous: the call hops to the object's actor
  /// whatever the closure's isolation, so an annotation on the closure would change nothing
  /// there.
  public func usesSelfSynchronously(capturedAs names: [String]) -> Bool {
    let finder = SynchronousSelfUseFinder(names: Set(names), closure: self)
    finder.walk(statements)
    return finder.found
  }
}

private final class SynchronousSelfUseFinder: SyntaxVisitor {
  private var names: Set<String>
  private let closureID: SyntaxIdentifier
  private(set) var found = false

  init(names: Set<String>, closure: ClosureExprSyntax) {
    self.names = names
    self.closureID = closure.id
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    guard let bound = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
    if let value = node.initializer?.value {
      // `let owner = self`: a new name for the object, not a use of it.
      if let name = Self.referencedName(value), names.contains(name) {
        names.insert(bound)
        return .skipChildren
      }
      return .visitChildren
    }
    // `let self` / `let owner`: the shorthand unwraps the captured name.
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard !found, let name = Self.referencedName(ExprSyntax(node)), names.contains(name) else { return .skipChildren }
    if !isAwaited(node) { found = true }
    return .skipChildren
  }

  private func isAwaited(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current, parent.id != closureID {
      if parent.is(AwaitExprSyntax.self) { return true }
      current = parent.parent
    }
    return false
  }

  private static func referencedName(_ expression: ExprSyntax) -> String? {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
    return reference.baseName.tokenKind == .keyword(.self) ? "self" : reference.baseName.text
  }
}
