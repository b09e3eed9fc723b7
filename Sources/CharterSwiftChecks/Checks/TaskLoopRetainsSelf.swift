import SwiftSyntax

/// `task-loop-retains-self`: a task an object stores in one of its properties, which loops over
/// an async sequence while holding the object strongly.
public struct TaskLoopRetainsSelf: StructuralCheck {
  public static let id = "task-loop-retains-self"
  public static let risk: RunTimeRisk? = .leak
  public static let summary =
    "A task stored in a property of `self` that loops over an async sequence while holding `self` strongly."
  public static let rationale = """
    `self.task = Task { for await event in events { handle(event) } }` keeps `self` alive for \
    as long as the loop runs, and a notification or observation sequence never ends: the \
    object is never deinitialised, so the `deinit` that would cancel the task never runs, and \
    the task keeps working for a screen or a session long gone. Capture `[weak self]` and \
    unwrap it inside the loop body (`guard let self else { return }` per iteration holds the \
    object only while one element is handled), or cancel the task where the owner's life \
    ends (`stop()`, `onDisappear`). Reported: a task (a `Task.detached` only when it names \
    `self`) assigned to, appended to or stored in a stored property of a class or actor, whose \
    body has a `for await` loop with no `break`, `return` or `throw` in it, and that captures \
    `self` strongly (a use of `self` or of a member anywhere in the closure), or captures it \
    weakly and unwraps it with `guard let` or `if let` around the loop. Not reported: a type \
    that cancels the property's task anywhere but `deinit`, or finishes a stream itself (the \
    sequence may end); a singleton or an app delegate, which lives as long as the app; a \
    sequence of `lines` or `bytes`, which ends; test code; and a `[weak self]` task whose first \
    statement is `guard let self`, which `task-weak-self-guard` reports.
    """
  public static let triggering = TaskLoopRetainsSelfExamples.triggering
  public static let nonTriggering = TaskLoopRetainsSelfExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["for await", "for try await"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    // A test ends, and what it kept alive with it.
    guard !file.isTestCode else { return }
    for call in file.index.calls {
      guard let task = TaskCall(call), let owner = ReferenceOwner(of: call, in: file),
        let loop = AsyncLoop.first(in: task.closure),
        let property = StoredValue.property(keeping: call, of: owner),
        !owner.livesForever, !owner.propertiesCancelledOutsideDeinit.contains(property),
        !owner.finishesStreamsOutsideDeinit
      else { continue }
      let weakNames = task.closure.weakSelfCaptures(includingUnowned: true)
      if weakNames.isEmpty {
        let implicit = task.kind == .detached ? [] : owner.instanceMemberNames
        let locals = ReferenceOwner.memberDecl(containing: call).map { LocalNames.bound(in: $0) } ?? []
        guard task.closure.strongSelfCapture(implicitMembers: implicit, locals: locals) != nil else { continue }
        findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: task.taskToken), message: Self.captureMessage))
      } else if let binding = AsyncLoop.binding(holding: weakNames, across: loop, in: task.closure) {
        findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: binding), message: Self.bindingMessage))
      }
    }
  }

  private static let captureMessage =
    "This stored task holds 'self' strongly while its 'for await' loop runs, and the sequence may never end: "
    + "'self' is never deinitialised and the task never cancelled; capture '[weak self]' and unwrap it inside "
    + "the loop body, or cancel the task where the owner stops (stop(), onDisappear)"

  private static let bindingMessage =
    "This unwrapped 'self' stays alive for the whole 'for await' loop of a stored task, and the sequence may "
    + "never end: 'self' is never deinitialised; unwrap it inside the loop body instead, once per element"
}

/// The `for await` loops of a task's body.
enum AsyncLoop {
  /// The first `for await` / `for try await` loop in `closure`'s body (outside nested closures
  /// and functions) that nothing inside it ends early and whose sequence does not visibly end.
  static func first(in closure: ClosureExprSyntax) -> ForStmtSyntax? {
    let finder = LoopFinder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return finder.loops.first { loop in !Exits.any(in: loop.body) && !endsByItself(loop.sequence) }
  }

  /// Sequences that end: a file's or a response's `lines`, `bytes`, `characters`.
  private static func endsByItself(_ sequence: ExprSyntax) -> Bool {
    guard let member = sequence.as(MemberAccessExprSyntax.self) else { return false }
    return ["lines", "bytes", "characters", "unicodeScalars", "resourceBytes"].contains(member.declName.baseName.text)
  }

  /// The `guard` or `if` keyword of a binding that unwraps one of `names` (the closure's weak
  /// captures of `self`) for the whole of `loop`: a `guard let` before it in an enclosing
  /// block (not the closure's first statement, which `task-weak-self-guard` reports), or an
  /// `if let` whose body contains it.
  static func binding(holding names: [String], across loop: ForStmtSyntax, in closure: ClosureExprSyntax) -> TokenSyntax? {
    var current = Syntax(loop)
    while let parent = current.parent, parent.id != closure.id {
      if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == current.id, binds(names, ifExpr.conditions) {
        return ifExpr.ifKeyword
      }
      if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
        for earlier in list.prefix(while: { $0.id != item.id }) {
          guard let guardStmt = earlier.item.as(GuardStmtSyntax.self), binds(names, guardStmt.conditions) else { continue }
          if list.id == closure.statements.id, earlier.id == closure.statements.first?.id { return nil }
          return guardStmt.guardKeyword
        }
      }
      current = parent
    }
    return nil
  }

  private static func binds(_ names: [String], _ conditions: ConditionElementListSyntax) -> Bool {
    conditions.contains { condition in
      guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
        let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { return false }
      let source = binding.initializer.map { $0.value.trimmedDescription } ?? bound
      return names.contains(source)
    }
  }

  private final class LoopFinder: SyntaxVisitor {
    var loops: [ForStmtSyntax] = []
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      if node.awaitKeyword != nil { loops.append(node) }
      return .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// Finds a statement that leaves a loop body early: `return`, `throw`, or a `break` that is
  /// not inside a nested loop or `switch`.
  private final class Exits: SyntaxVisitor {
    var found = false
    var nesting = 0
    static func any(in body: CodeBlockSyntax) -> Bool {
      let finder = Exits(viewMode: .sourceAccurate)
      finder.walk(body)
      return finder.found
    }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
      if node.label != nil || nesting == 0 { found = true }
      return .skipChildren
    }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { nesting -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { nesting -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { nesting -= 1 }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { nesting -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
