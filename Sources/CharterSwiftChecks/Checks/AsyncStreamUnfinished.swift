import SwiftSyntax

/// `async-stream-unfinished`: an `AsyncStream` or `AsyncThrowingStream` whose continuation,
/// kept to its builder, is never finished and sets no `onTermination`.
public struct AsyncStreamUnfinished: StructuralCheck {
  public static let id = "async-stream-unfinished"
  public static let risk: RunTimeRisk? = .leak
  public static let summary =
    "An `AsyncStream` whose continuation never calls `finish()` and sets no `onTermination`, and goes nowhere else."
  public static let rationale = """
    A stream ends only when its continuation calls `finish()` (or `finish(throwing:)`), so \
    every `for await` loop over a stream that never finishes waits forever after the last \
    element: the task never ends and keeps whatever it captured. And without an \
    `onTermination` handler, whatever the builder set up to feed the stream (a notification \
    observer, a timer, a task) is never removed when the consumer stops. Call \
    `continuation.finish()` when the values run out, and set `continuation.onTermination = { \
    _ in … }` to remove observers and cancel work. Reported: `AsyncStream { continuation in … \
    }`, `AsyncThrowingStream(…) { … }` and `let (stream, continuation) = \
    AsyncStream.makeStream(…)` where the continuation is only ever used to `yield`, in the \
    builder or the function and in closures written there. Not reported: a continuation that \
    goes anywhere else (stored, assigned, passed to a function, returned), whose owner may \
    finish it, and `AsyncStream(unfolding:)`, which ends when its closure returns `nil`.
    """
  public static let triggering = AsyncStreamUnfinishedExamples.triggering
  public static let nonTriggering = AsyncStreamUnfinishedExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["AsyncStream", "AsyncThrowingStream"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for call in file.index.calls {
      if let (token, closure) = Self.builder(call), let name = Self.continuationName(closure),
        ContinuationUses.onlyYield(name, in: [Syntax(closure.statements)])
      {
        findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: token), message: Self.message))
      } else if let (token, name, scope) = Self.madeStream(call), ContinuationUses.onlyYield(name, in: scope) {
        findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: token), message: Self.message))
      }
    }
  }

  /// The type token and builder closure of `AsyncStream { … }`, `AsyncStream(Int.self) { … }`,
  /// `AsyncThrowingStream<Int, Error>(bufferingPolicy: …) { … }`; not `unfolding:`.
  private static func builder(_ call: FunctionCallExprSyntax) -> (TokenSyntax, ClosureExprSyntax)? {
    guard let token = streamType(call.calledExpression),
      !call.arguments.contains(where: { $0.label?.text == "unfolding" })
    else { return nil }
    let labelled = call.arguments.first { $0.label?.text == "build" }?.expression.as(ClosureExprSyntax.self)
    guard let closure = call.trailingClosure ?? labelled, call.additionalTrailingClosures.isEmpty else { return nil }
    return (token, closure)
  }

  private static func streamType(_ callee: ExprSyntax) -> TokenSyntax? {
    var callee = callee
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
      callee = base
    }
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
    guard let reference = callee.as(DeclReferenceExprSyntax.self),
      ["AsyncStream", "AsyncThrowingStream"].contains(reference.baseName.text)
    else { return nil }
    return reference.baseName
  }

  /// The builder's parameter name, `$0` when it uses the shorthand; `nil` for `_` or none.
  private static func continuationName(_ closure: ClosureExprSyntax) -> String? {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): return names.count == 1 ? names.first.map(\.name.text).flatMap(named) : nil
    case .parameterClause(let clause):
      return clause.parameters.count == 1 ? clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }.flatMap(named) : nil
    case nil:
      // `$0` of a nested closure would be another value: only a builder without one.
      let body = closure.statements.description
      return body.contains("$0") && !body.contains("{") ? "$0" : nil
    }
  }

  private static func named(_ name: String) -> String? { name == "_" ? nil : name }

  /// `makeStream` token, continuation name and the statements after
  /// `let (stream, continuation) = AsyncStream.makeStream(…)` in a function body.
  private static func madeStream(_ call: FunctionCallExprSyntax) -> (TokenSyntax, String, [Syntax])? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "makeStream",
      let base = member.base, streamType(base) != nil,
      let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
      let tuple = binding.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
      let name = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let item = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self), list.parent?.is(MemberBlockItemSyntax.self) == false
    else { return nil }
    let later = list.drop { $0.id != item.id }.dropFirst().map { Syntax($0) }
    return (member.declName.baseName, name, later)
  }

  private static let message =
    "This stream's continuation never calls finish() and sets no onTermination: every 'for await' over it "
    + "waits forever, and what the builder set up is never removed; call continuation.finish() when done and "
    + "clean up in continuation.onTermination"
}

/// Whether a continuation is only ever used to `yield`.
private final class ContinuationUses: SyntaxVisitor {
  private let name: String
  private var yields = false
  private var other = false

  private init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether every use of `name` in `nodes` is `name.yield(…)`, and there is one.
  static func onlyYield(_ name: String, in nodes: [Syntax]) -> Bool {
    let finder = ContinuationUses(name: name)
    for node in nodes { finder.walk(node) }
    return finder.yields && !finder.other
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.baseName.text == name else { return .skipChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      member.declName.baseName.text == "yield", member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
    {
      yields = true
    } else {
      other = true
    }
    return .skipChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    // A second binding of the name (`let continuation = …`, `{ continuation in … }`): another value.
    if node.identifier.text == name { other = true }
    return .skipChildren
  }
}
