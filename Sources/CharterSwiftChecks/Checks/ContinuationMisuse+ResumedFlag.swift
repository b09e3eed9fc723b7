import SwiftSyntax

/// A variable a closure both tests in a condition and assigns (`guard !didResume else {
/// return }` … `didResume = true`): the closure guards against running twice, so its early
/// returns are meant and its resumes are counted by the flag, not by the paths.
enum ResumedFlag {
  /// Whether `closure` assigns a variable that one of its conditions tests.
  static func isTested(in closure: ClosureExprSyntax) -> Bool {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return !finder.assigned.isDisjoint(with: finder.tested)
  }

  private final class Finder: SyntaxVisitor {
    var assigned: Set<String> = []
    var tested: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let name = Self.name(of: elements[0]) {
        assigned.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
      for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
        tested.insert(token.text)
      }
      return .visitChildren
    }

    /// `done` in `done = true` and in `self.done = true`.
    private static func name(of target: ExprSyntax) -> String? {
      if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      return target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
