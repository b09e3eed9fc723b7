import SwiftSyntax

extension ClosureExprSyntax {
  /// The first place the closure captures `self` strongly: a `self` capture item without
  /// `weak` or `unowned`, an explicit `self` other than `self?` anywhere in its body (nested
  /// closures included: a nested closure capturing `self`, even weakly, makes this one capture
  /// it), or, when
  /// `implicitMembers` is given, a bare use of one of those instance members that no local of
  /// `locals` shadows. `nil` when the closure does not capture `self` strongly.
  public func strongSelfCapture(implicitMembers: Set<String> = [], locals: Set<String> = []) -> Syntax? {
    if let items = signature?.capture?.items {
      for item in items where item.name.tokenKind == .keyword(.self) && item.initializer == nil {
        let specifier = item.specifier?.specifier.tokenKind
        if specifier != .keyword(.weak) && specifier != .keyword(.unowned) { return Syntax(item) }
      }
    }
    let finder = StrongSelfFinder(members: implicitMembers.subtracting(locals).subtracting(LocalNames.bound(in: self)))
    finder.walk(statements)
    return finder.found
  }
}

private final class StrongSelfFinder: SyntaxVisitor {
  let members: Set<String>
  var found: Syntax?

  init(members: Set<String>) {
    self.members = members
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard found == nil else { return .skipChildren }
    if node.baseName.tokenKind == .keyword(.self) {
      // `self?.x` reads a weak capture (of this closure or an enclosing one); a nested
      // closure's `[weak self]` is found at its capture item.
      if !(node.parent?.is(OptionalChainingExprSyntax.self) ?? false) { found = Syntax(node) }
    } else if members.contains(node.baseName.text), node.argumentNames == nil,
      node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
    {
      found = Syntax(node)
    }
    return .skipChildren
  }

  override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
    if found == nil, node.name.tokenKind == .keyword(.self) { found = Syntax(node) }
    return .visitChildren
  }
}
