import SwiftSyntax

/// Where one statement uses a continuation (``ContinuationFlow``): its `resume` calls and the
/// closures it passes to calls that mention the continuation.
struct ContinuationUses {
  /// `name.resume(…)` calls outside nested closures.
  var resumes: [FunctionCallExprSyntax] = []
  /// The outermost closures that mention the continuation.
  var closures: [ClosureExprSyntax] = []
  /// A resume this analysis cannot place on a path: in a ternary, an `if` or `switch`
  /// expression, behind `&&`, or in a local function.
  var isUnfollowable = false

  /// The uses of `name` in `node`.
  static func scan(_ node: Syntax, name: String) -> ContinuationUses {
    let scanner = Scanner(name: name, root: node)
    scanner.walk(node)
    return scanner.uses
  }

  /// Whether `node` mentions `name` at all.
  static func mentions(_ name: String, in node: some SyntaxProtocol) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
  }

  /// Whether `node` can throw to an enclosing `catch`: a `try` without `?` or `!` outside
  /// nested closures.
  static func throwsOutside(_ node: some SyntaxProtocol) -> Bool {
    let finder = TryFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  /// Whether every mention of `name` in `closure` is the base of a `name.resume(…)` call: a
  /// continuation stored, returned or passed on is resumed where this check cannot see.
  static func isOnlyResumed(_ name: String, in closure: ClosureExprSyntax) -> Bool {
    for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text == name {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id, member.declName.baseName.text == "resume",
        let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
      else {
        // A closure parameter or capture list naming it again shadows or copies it.
        return false
      }
    }
    return true
  }

  static func isResume(_ call: FunctionCallExprSyntax, of name: String) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "resume"
    else { return false }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
  }

  private final class Scanner: SyntaxVisitor {
    var uses = ContinuationUses()
    let name: String
    let root: Syntax

    init(name: String, root: Syntax) {
      self.name = name
      self.root = root
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      // `$0` in a nested closure is that closure's own parameter.
      if name != "$0", ContinuationUses.mentions(name, in: node) { uses.closures.append(node) }
      return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if ContinuationUses.mentions(name, in: node) { uses.isUnfollowable = true }
      return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard ContinuationUses.isResume(node, of: name) else { return .visitChildren }
      uses.resumes.append(node)
      if !isOnThePath(node) { uses.isUnfollowable = true }
      return .visitChildren
    }

    /// Whether the resume runs whenever the statement does: nothing between it and the
    /// statement but `try`, `await` or `return`.
    private func isOnThePath(_ call: FunctionCallExprSyntax) -> Bool {
      var node = Syntax(call)
      while node.id != root.id, let parent = node.parent {
        if parent.id != root.id, !parent.is(TryExprSyntax.self), !parent.is(AwaitExprSyntax.self) { return false }
        node = parent
      }
      return true
    }
  }

  private final class TryFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
      if node.questionOrExclamationMark == nil { found = true }
      return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
