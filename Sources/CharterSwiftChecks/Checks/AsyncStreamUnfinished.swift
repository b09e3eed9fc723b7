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
    AsyncStream.makeStream(…)` where the continuation is only ever used to `yield`, and yields \
    from a closure written there (an observer's callback, a timer's block, a task): the work \
    that outlives every consumer. Not reported: a continuation that goes anywhere else \
    (stored, assigned, passed to a function, returned, yielded from a closure assigned to a \
    property such as `monitor.pathUpdateHandler`), whose owner may finish it; a builder that \
    only yields a few values and returns, often a stub of a stream that stays open on purpose; \
    a stream made with `makeStream` and read element by element (`makeAsyncIterator()`, \
    `first`); `AsyncStream(unfolding:)`, which ends when its closure returns `nil`; and test \
    code, which ends by itself.
    """
  public static let triggering = AsyncStreamUnfinishedExamples.triggering
  public static let nonTriggering = AsyncStreamUnfinishedExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["AsyncStream", "AsyncThrowingStream"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    // A test ends, and its streams with it; a test often reads a set number of elements.
    guard !file.isTestCode else { return }
    for call in file.index.calls {
      if let (token, closure) = Self.builder(call), let name = Self.continuationName(closure),
        StreamContinuationUses.onlyYield(name, in: [Syntax(closure.statements)])
      {
        findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: token), message: Self.message))
      } else if let (token, name, scope) = Self.madeStream(call), StreamContinuationUses.onlyYield(name, in: scope) {
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

  /// The builder's parameter name; `nil` for `_`, `$0` or none.
  private static func continuationName(_ closure: ClosureExprSyntax) -> String? {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): return names.count == 1 ? names.first.map(\.name.text).flatMap(named) : nil
    case .parameterClause(let clause):
      return clause.parameters.count == 1 ? clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }.flatMap(named) : nil
    case nil: return nil
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
      let stream = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let name = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let item = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self), list.parent?.is(MemberBlockItemSyntax.self) == false
    else { return nil }
    let later = list.drop { $0.id != item.id }.dropFirst().map { Syntax($0) }
    // Read element by element (`stream.makeAsyncIterator()`, `stream.first`): the reader
    // takes what it expects and does not wait for the end.
    let readPiecewise = later.contains { item in
      item.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.text == stream, let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
        return ["makeAsyncIterator", "first"].contains(member.declName.baseName.text)
      }
    }
    return readPiecewise ? nil : (member.declName.baseName, name, later)
  }

  private static let message =
    "This stream's continuation never calls finish() and sets no onTermination: every 'for await' over it "
    + "waits forever, and what the builder set up is never removed; call continuation.finish() when done and "
    + "clean up in continuation.onTermination"
}

/// Whether a continuation is only ever used to `yield`, from a closure the builder sets up.
private final class StreamContinuationUses: SyntaxVisitor {
  private let name: String
  private var closureDepth = 0
  private var yieldsLater = false
  private var other = false

  private init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether every use of `name` in `nodes` is `name.yield(…)`, and one is in a closure
  /// written there (an observer's callback, a timer's block, a task): something the builder
  /// set up that keeps feeding the stream. A builder that only yields values and returns is
  /// often a stub of a stream that stays open on purpose; a closure that yields and is
  /// assigned somewhere (`monitor.handler = { … }`) hands the continuation to an object the
  /// code manages itself.
  static func onlyYield(_ name: String, in nodes: [Syntax]) -> Bool {
    let finder = StreamContinuationUses(name: name)
    for node in nodes { finder.walk(node) }
    return finder.yieldsLater && !finder.other
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closureDepth += 1
    if let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true,
      let position = list.firstIndex(where: { $0.id == node.id }), position != list.startIndex,
      list[list.index(before: position)].is(AssignmentExprSyntax.self),
      node.description.contains(name)
    {
      other = true
    }
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.baseName.text == name else { return .skipChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      member.declName.baseName.text == "yield", member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
    {
      if closureDepth > 0 { yieldsLater = true }
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
