import SwiftSyntax

/// `observations-retains-self`: an `Observations { … }` closure that captures `self` strongly,
/// whose sequence `self` keeps (in a property, or iterated by a task in a property).
public struct ObservationsRetainsSelf: StructuralCheck {
  public static let id = "observations-retains-self"
  public static let risk: RunTimeRisk? = .leak
  public static let summary =
    "An `Observations { … }` closure capturing `self` strongly, whose sequence `self` keeps."
  public static let rationale = """
    An `Observations` sequence (Swift 6.2) keeps its closure for as long as it exists, and the \
    closure keeps what it captures. When `self` keeps the sequence — in a stored property, or \
    through a task stored in a property that iterates it — and the closure reads `self.value`, \
    the object and the sequence keep each other alive: the object is never deinitialised and \
    the observation never stops. Capture `[weak self]` and read `self?.value` (the sequence \
    then ends, or yields `nil`, once the object is gone). Reported in classes and actors: \
    `self.values = Observations { self.count }`, a stored task with `for await value in \
    Observations { self.count }`, or one iterating a local bound to such a sequence. Not \
    reported: a closure capturing `self` weakly or unowned, a sequence iterated by a task \
    nobody keeps or one the type cancels outside `deinit`, a singleton or app delegate, which \
    lives as long as the app, and test code.
    """
  public static let triggering = ObservationsRetainsSelfExamples.triggering
  public static let nonTriggering = ObservationsRetainsSelfExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["Observations"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    // A test ends, and what it kept alive with it.
    guard !file.isTestCode else { return }
    for call in file.index.calls {
      guard let (token, closure) = Self.observations(call), closure.weakSelfCaptures(includingUnowned: true).isEmpty,
        closure.strongSelfCapture() != nil, let owner = ReferenceOwner(of: call, in: file), !owner.livesForever,
        Self.isKept(call, by: owner)
      else { continue }
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: token), message: Self.message))
    }
  }

  /// The `Observations` token and closure of `Observations { … }`, `Observations(…)` or
  /// `Observations.untilFinished { … }`.
  private static func observations(_ call: FunctionCallExprSyntax) -> (TokenSyntax, ClosureExprSyntax)? {
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
      ["untilFinished", "init"].contains(member.declName.baseName.text)
    {
      callee = base
    }
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
    guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Observations",
      let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
    else { return nil }
    return (reference.baseName, closure)
  }

  /// Whether `owner` keeps the sequence `call` creates: in a stored property, or through a stored
  /// task (not cancelled outside `deinit`) that iterates it directly or through a local.
  private static func isKept(_ call: FunctionCallExprSyntax, by owner: ReferenceOwner) -> Bool {
    if let property = StoredValue.property(keeping: call, of: owner) {
      return !owner.propertiesCancelledOutsideDeinit.contains(property)
    }
    if let loop = call.parent?.as(ForStmtSyntax.self), loop.sequence.id == call.id {
      return isIteratedByStoredTask(loop, owner: owner)
    }
    // `let values = Observations { … }`, then `for await value in values` in a stored task.
    guard let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let member = ReferenceOwner.memberDecl(containing: call)
    else { return false }
    return LoopsOver(name: name).loops(in: member).contains { isIteratedByStoredTask($0, owner: owner) }
  }

  private static func isIteratedByStoredTask(_ loop: ForStmtSyntax, owner: ReferenceOwner) -> Bool {
    var current = loop.parent
    while let parent = current {
      if let closure = parent.as(ClosureExprSyntax.self) {
        guard let task = TaskCall(enclosing: closure), let call = task.closure.parent?.as(FunctionCallExprSyntax.self)
            ?? task.closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          let property = StoredValue.property(keeping: call, of: owner)
        else { return false }
        return !owner.propertiesCancelledOutsideDeinit.contains(property)
      }
      current = parent.parent
    }
    return false
  }

  private static let message =
    "This closure captures 'self' strongly and 'self' keeps the sequence: a retain cycle, so 'self' is never "
    + "deinitialised and the observation never stops; capture '[weak self]' and read 'self?.…'"
}

/// The `for await` loops over a plain name.
private final class LoopsOver: SyntaxVisitor {
  private let name: String
  private var found: [ForStmtSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  func loops(in node: some SyntaxProtocol) -> [ForStmtSyntax] {
    walk(node)
    return found
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.awaitKeyword != nil, node.sequence.as(DeclReferenceExprSyntax.self)?.baseName.text == name { found.append(node) }
    return .visitChildren
  }
}
