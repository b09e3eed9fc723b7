import SwiftSyntax

/// `task-weak-self-guard`: a `Task { [weak self] in … }` that starts by unwrapping `self`
/// for the rest of its body, which then suspends.
public struct TaskWeakSelfGuard: StructuralCheck {
  public static let id = "task-weak-self-guard"
  public static let summary =
    "A task that captures `self` weakly, then opens with `guard let self` and suspends while holding it."
  public static let rationale = """
    `[weak self]` lets the owner go away while the task waits, but a `guard let self … else { \
    return }` as the task's first statement takes a strong reference for the whole remaining \
    body: across every `await` and every iteration of an async loop the object is kept alive, \
    which is exactly what the weak capture was meant to avoid (a view controller that never \
    deinitialises while a stream runs). Unwrap `self` where it is needed instead: inside the \
    loop body, after the `await`, or with `self?.` calls. Only the first statement is \
    reported, and only when the task suspends after it: a task that runs to completion at once \
    gains nothing from the weak capture, and a later `guard` after an `await` is the pattern \
    to follow. Nor is a task whose every suspension after the `guard` is a call or property of \
    the unwrapped object itself (`await self.load()`, `await load()` for a method of the type, \
    or a closure the task took from one of its properties, `if let load = self.loader { await \
    load() }`): the call holds the object while it runs anyway. `if let self { … }` is not \
    reported: its scope is visible in the code.
    """
  public static let triggering = TaskWeakSelfGuardExamples.triggering
  public static let nonTriggering = TaskWeakSelfGuardExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["weak self", "[weak"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for call in file.index.calls {
      guard let task = TaskCall(call) else { continue }
      let names = task.closure.weakSelfCaptures()
      guard !names.isEmpty, let first = task.closure.statements.first,
        let guardStmt = first.item.as(GuardStmtSyntax.self),
        let (name, position) = Self.strongName(boundBy: guardStmt, from: names)
      else { continue }
      let rest = task.closure.statements.dropFirst()
      let methods = Self.methodNames(of: file.enclosingType(of: call), implicitSelf: name == "self")
        .union(rest.flatMap { HeldMemberBindings.names(in: $0, boundFrom: name) })
      // The guard's own later conditions run holding the object too
      // (`guard let self, let value = await api.fetch() else …`).
      let laterConditions = guardStmt.conditions.dropFirst(position + 1)
      guard
        laterConditions.contains(where: { SuspensionFinder.suspends($0, holding: name, methods: methods) })
          || rest.contains(where: { SuspensionFinder.suspends($0, holding: name, methods: methods) })
      else { continue }
      findings.append(
        StructuralFinding(checkID: Self.id, range: file.range(of: guardStmt.guardKeyword), message: Self.message(name)))
    }
  }

  /// The name `guard` binds to one of the weakly captured `names`: `self` for `guard let self`
  /// or `guard let self = self`, `strongSelf` for `guard let strongSelf = self`.
  /// and the position of that condition in the guard.
  private static func strongName(boundBy guardStmt: GuardStmtSyntax, from names: [String]) -> (String, Int)? {
    for (position, condition) in guardStmt.conditions.enumerated() {
      guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
        let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      let source = binding.initializer.map { $0.value.trimmedDescription } ?? bound
      if names.contains(source) { return (bound, position) }
    }
    return nil
  }

  /// The functions `type` declares, which a task that unwrapped `self` may call without
  /// `self.`; none when the guard binds another name (`strongSelf`).
  private static func methodNames(of type: DeclGroupSyntax?, implicitSelf: Bool) -> Set<String> {
    guard implicitSelf, let type else { return [] }
    return Set(type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
  }

  private static func message(_ name: String) -> String {
    "'guard let \(name)' at the start of the task holds 'self' strongly across every 'await' that follows, "
      + "defeating '[weak self]'; unwrap it where it is used"
  }
}

/// The names a task's statements bind to a member of the held object (`let load =
/// self.loader`, `if let hook = self.testHook`), outside nested closures and functions: calling
/// one is calling the object's own closure, as `self.loader()` is.
private final class HeldMemberBindings: SyntaxVisitor {
  private var names: [String] = []
  private let held: String

  private init(held: String) {
    self.held = held
    super.init(viewMode: .sourceAccurate)
  }

  static func names(in node: some SyntaxProtocol, boundFrom held: String) -> [String] {
    let finder = HeldMemberBindings(held: held)
    finder.walk(node)
    return finder.names
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.initializer?.value { record(node.pattern, value) }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.initializer?.value { record(node.pattern, value) }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func record(_ pattern: PatternSyntax, _ value: ExprSyntax) {
    guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let member = value.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == held
    else { return }
    names.append(name)
  }
}

/// Finds a suspension point, `await` or `for await`, outside nested closures and functions,
/// that does not already hold the unwrapped object: an `await` on a call or property of it
/// (`await self.load()`, `await strongSelf.fetch()`, `await load()` for a method of the type)
/// keeps it alive for the call anyway, so the `guard` costs nothing there.
private final class SuspensionFinder: SyntaxVisitor {
  private var found = false
  private let name: String
  private let methods: Set<String>

  private init(name: String, methods: Set<String>) {
    self.name = name
    self.methods = methods
    super.init(viewMode: .sourceAccurate)
  }

  static func suspends(_ node: some SyntaxProtocol, holding name: String, methods: Set<String>) -> Bool {
    let finder = SuspensionFinder(name: name, methods: methods)
    finder.walk(node)
    return finder.found
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    guard isOnHeldObject(node.expression) else {
      found = true
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.awaitKeyword != nil { found = true }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// Whether `expression` is a call or property access on the held object.
  private func isOnHeldObject(_ expression: ExprSyntax) -> Bool {
    var callee = expression
    if let tried = callee.as(TryExprSyntax.self) { callee = tried.expression }
    if let call = callee.as(FunctionCallExprSyntax.self) {
      callee = call.calledExpression
      if let reference = callee.as(DeclReferenceExprSyntax.self) { return methods.contains(reference.baseName.text) }
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else {
      return false
    }
    return base.baseName.text == name
  }
}
