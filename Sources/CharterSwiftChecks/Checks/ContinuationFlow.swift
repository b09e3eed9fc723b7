import SwiftSyntax

/// Follows every path through one closure that holds a continuation and counts the resumes on
/// each (``ContinuationMisuse``): a path that resumes twice, a path that leaves the closure
/// without resuming. A construct it cannot follow sets ``isUnknown`` and the caller reports
/// nothing for the continuation.
struct ContinuationFlow {
  /// What a path has done with the continuation so far.
  enum State: Hashable {
    /// Not resumed yet.
    case pending
    /// Resumed by a `resume` call in this closure.
    case resumed
    /// Handed to a callback closure passed to a call, which resumes it.
    case handedOff
  }

  /// A closure passed to a call that resumes the continuation, to be followed on its own.
  struct Callback {
    var closure: ClosureExprSyntax
    /// Whether the callee calls it at most once, so a path that leaves it without resuming
    /// leaks: not an observer, timer or publisher subscription.
    var isOneShot: Bool
    /// Whether a path reaching it had already resumed or handed off the continuation, so
    /// another closure may resume it for this one.
    var isShared: Bool
  }

  let name: String
  private(set) var isUnknown = false
  /// Second resumes, in the order found.
  private(set) var doubles: [Syntax] = []
  /// `return` statements that leave without resuming, and the closure's closing brace when a
  /// path falls off its end.
  private(set) var leaks: [Syntax] = []
  private(set) var callbacks: [Callback] = []

  private enum Breakable { case loop, other }
  private var breakables: [(kind: Breakable, breaks: Set<State>, continues: Set<State>)] = []
  private var catches: [Set<State>] = []

  init(name: String) { self.name = name }

  /// Follows `closure`'s body from a continuation not yet resumed.
  mutating func follow(_ closure: ClosureExprSyntax) {
    let end = run(closure.statements, [.pending])
    if end.contains(.pending) { leak(closure.rightBrace) }
  }

  // MARK: - Statements

  private mutating func run(_ items: CodeBlockItemListSyntax, _ input: Set<State>) -> Set<State> {
    var states = input
    for item in items {
      if isUnknown || states.isEmpty { return [] }
      states = run(item.item, states)
    }
    return states
  }

  private mutating func run(_ item: CodeBlockItemSyntax.Item, _ input: Set<State>) -> Set<State> {
    if let statement = item.as(StmtSyntax.self) { return run(statement, input) }
    if let expression = item.as(ExprSyntax.self) { return run(expression: expression, input) }
    if let decl = item.as(DeclSyntax.self) {
      if decl.is(IfConfigDeclSyntax.self) || decl.is(FunctionDeclSyntax.self) {
        if ContinuationUses.mentions(name, in: decl) { isUnknown = true }
        return input
      }
      return plain(Syntax(decl), input)
    }
    return input
  }

  private mutating func run(_ statement: StmtSyntax, _ input: Set<State>) -> Set<State> {
    if let expression = statement.as(ExpressionStmtSyntax.self) { return run(expression: expression.expression, input) }
    if let guardStmt = statement.as(GuardStmtSyntax.self) {
      condition(guardStmt.conditions, input)
      _ = run(guardStmt.body.statements, input)  // must exit; a `Never` call we do not know ends it too
      return input
    }
    if let returnStmt = statement.as(ReturnStmtSyntax.self) {
      let states = returnStmt.expression.map { plain(Syntax($0), input) } ?? input
      if states.contains(.pending) { leak(returnStmt.returnKeyword) }
      return []
    }
    if let throwStmt = statement.as(ThrowStmtSyntax.self) {
      let states = plain(Syntax(throwStmt.expression), input)
      if !catches.isEmpty { catches[catches.count - 1].formUnion(states) }
      return []
    }
    if let breakStmt = statement.as(BreakStmtSyntax.self) {
      guard breakStmt.label == nil, !breakables.isEmpty else { return unknown() }
      breakables[breakables.count - 1].breaks.formUnion(input)
      return []
    }
    if let continueStmt = statement.as(ContinueStmtSyntax.self) {
      guard continueStmt.label == nil, let index = breakables.lastIndex(where: { $0.kind == .loop }) else {
        return unknown()
      }
      breakables[index].continues.formUnion(input)
      return []
    }
    if let forStmt = statement.as(ForStmtSyntax.self) {
      let states = plain(Syntax(forStmt.sequence), input)
      if let whereClause = forStmt.whereClause, ContinuationUses.mentions(name, in: whereClause) { return unknown() }
      return loop(forStmt.body, states, runsOnce: false, endless: false)
    }
    if let whileStmt = statement.as(WhileStmtSyntax.self) {
      condition(whileStmt.conditions, input)
      let endless = whileStmt.conditions.trimmedDescription == "true"
      return loop(whileStmt.body, input, runsOnce: false, endless: endless)
    }
    if let repeatStmt = statement.as(RepeatStmtSyntax.self) {
      if ContinuationUses.mentions(name, in: repeatStmt.condition) { return unknown() }
      return loop(repeatStmt.body, input, runsOnce: true, endless: repeatStmt.condition.trimmedDescription == "true")
    }
    if let doStmt = statement.as(DoStmtSyntax.self) { return doCatch(doStmt.body, doStmt.catchClauses, input) }
    if let deferStmt = statement.as(DeferStmtSyntax.self) {
      // A resume deferred to every exit is not followed here.
      return ContinuationUses.mentions(name, in: deferStmt) ? unknown() : input
    }
    if statement.is(FallThroughStmtSyntax.self) || statement.is(LabeledStmtSyntax.self) {
      return ContinuationUses.mentions(name, in: statement) || statement.is(FallThroughStmtSyntax.self) ? unknown() : input
    }
    return plain(Syntax(statement), input)
  }

  private mutating func run(expression: ExprSyntax, _ input: Set<State>) -> Set<State> {
    if let ifExpr = expression.as(IfExprSyntax.self) { return ifElse(ifExpr, input) }
    if let switchExpr = expression.as(SwitchExprSyntax.self) { return switchCases(switchExpr, input) }
    if Self.isExit(expression) { return [] }
    return plain(Syntax(expression), input)
  }

  // MARK: - Control flow

  private mutating func ifElse(_ ifExpr: IfExprSyntax, _ input: Set<State>) -> Set<State> {
    condition(ifExpr.conditions, input)
    var out = run(ifExpr.body.statements, input)
    switch ifExpr.elseBody {
    case .ifExpr(let next): out.formUnion(ifElse(next, input))
    case .codeBlock(let block): out.formUnion(run(block.statements, input))
    case nil: out.formUnion(input)
    }
    return out
  }

  private mutating func switchCases(_ switchExpr: SwitchExprSyntax, _ input: Set<State>) -> Set<State> {
    let states = plain(Syntax(switchExpr.subject), input)
    var out: Set<State> = []
    for element in switchExpr.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self) else {
        if ContinuationUses.mentions(name, in: element) { return unknown() }
        continue
      }
      breakables.append((.other, [], []))
      out.formUnion(run(switchCase.statements, states))
      out.formUnion(breakables.removeLast().breaks)
    }
    return out
  }

  private mutating func doCatch(
    _ body: CodeBlockSyntax, _ clauses: CatchClauseListSyntax, _ input: Set<State>
  ) -> Set<State> {
    guard !clauses.isEmpty else { return run(body.statements, input) }
    catches.append([])
    var out = run(body.statements, input)
    let thrown = catches.removeLast()
    for clause in clauses { out.formUnion(run(clause.body.statements, thrown)) }
    return out
  }

  /// A loop body run any number of times (at least once when `runsOnce`), left only through
  /// `break` when `endless`.
  private mutating func loop(_ body: CodeBlockSyntax, _ input: Set<State>, runsOnce: Bool, endless: Bool) -> Set<State> {
    var entry = input
    var after: Set<State> = runsOnce || endless ? [] : input
    for _ in 0..<4 {
      breakables.append((.loop, [], []))
      let end = run(body.statements, entry)
      let context = breakables.removeLast()
      after.formUnion(context.breaks)
      if !endless { after.formUnion(end.union(context.continues)) }
      let next = entry.union(end).union(context.continues)
      if next == entry { break }
      entry = next
    }
    return after
  }

  /// Conditions of `if`, `guard` and `while`: an error they throw goes to the enclosing
  /// `catch`; a resume in them is not followed.
  private mutating func condition(_ conditions: ConditionElementListSyntax, _ input: Set<State>) {
    if ContinuationUses.mentions(name, in: conditions) { isUnknown = true }
    if ContinuationUses.throwsOutside(conditions), !catches.isEmpty { catches[catches.count - 1].formUnion(input) }
  }

  // MARK: - Plain statements

  /// A statement without control flow of its own: its resumes, in this closure or in
  /// callbacks it passes to calls.
  private mutating func plain(_ node: Syntax, _ input: Set<State>) -> Set<State> {
    if ContinuationUses.throwsOutside(node), !catches.isEmpty { catches[catches.count - 1].formUnion(input) }
    let uses = ContinuationUses.scan(node, name: name)
    if uses.isUnfollowable || uses.resumes.count > 1 { return unknown() }
    var states = input
    if let resume = uses.resumes.first {
      if states.contains(.resumed) { doubles.append(Syntax(resume)) }
      states = [.resumed]
    }
    for closure in uses.closures {
      guard let callee = Self.callee(passing: closure), !Self.iterationNames.contains(callee) else { return unknown() }
      let lowered = callee.lowercased()
      let isOneShot = !Self.repeatingWords.contains { lowered.contains($0) }
      callbacks.append(Callback(closure: closure, isOneShot: isOneShot, isShared: states != [.pending]))
      states = Set(states.map { $0 == .pending ? .handedOff : $0 })
    }
    return states
  }

  private mutating func unknown() -> Set<State> {
    isUnknown = true
    return []
  }

  private mutating func leak(_ node: some SyntaxProtocol) {
    if !leaks.contains(where: { $0.id == node.id }) { leaks.append(Syntax(node)) }
  }

  /// The name of the function a closure is passed to (`load` in `api.load { … }` or
  /// `api.load(completion: { … })`), `nil` when it is not an argument of a call.
  private static func callee(passing closure: ClosureExprSyntax) -> String? {
    var node = Syntax(closure).parent
    if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
    if node?.is(MultipleTrailingClosureElementSyntax.self) == true { node = node?.parent?.parent }
    guard let call = node?.as(FunctionCallExprSyntax.self) else { return nil }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return call.calledExpression.trimmedDescription
  }

  /// A call that never returns.
  private static func isExit(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    let name = call.calledExpression.trimmedDescription
    return ["fatalError", "preconditionFailure", "exit", "abort", "Swift.fatalError"].contains(name)
  }

  /// Calls that run a closure once per element: a resume there may run many times.
  private static let iterationNames: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first", "last",
    "contains", "allSatisfy", "removeAll", "min", "max", "drop", "prefix", "enumerateObjects",
  ]

  /// Words in the names of calls whose closure runs again and again (observers, timers,
  /// subscriptions): a run of it that does not resume leaks nothing.
  private static let repeatingWords = [
    "observ", "sink", "subscribe", "timer", "tap", "onreceive", "onchange", "enumerate", "publisher", "stream",
    "listen", "watch", "monitor", "register", "handler", "every", "repeat", "updates", "whenready", "periodic",
  ]
}
