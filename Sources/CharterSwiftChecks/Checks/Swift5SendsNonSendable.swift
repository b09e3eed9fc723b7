import SwiftSyntax

/// `swift5-sends-nonsendable`: in a Swift 5 module, a value of one of the module's non-Sendable
/// classes (a SwiftData `@Model`, a plain class) handed to another isolation domain: captured by
/// `Task.detached`, or passed to an actor's method.
public struct Swift5SendsNonSendable: StructuralCheck {
  public static let id = "swift5-sends-nonsendable"
  public static let risk: RunTimeRisk? = .dataRace
  public static let moduleFacts: [ModuleFact] = [.languageMode, .defaultIsolation]
  /// The Swift 6 compiler rejects the same code: the check runs only in older modes.
  public static let enforcedBySwift6 = true
  public static let summary =
    "A value of one of the module's non-Sendable classes (a `@Model`, a plain class) captured by `Task.detached` or passed to an actor."
  public static let rationale = """
    A class that is not Sendable may be used by one isolation domain at a time. `Task.detached` \
    runs its closure concurrently with the code that made it, and an actor runs its methods on \
    its own executor: a non-Sendable object handed to either is then used from two threads at \
    once, and a SwiftData `@Model` used off its context's actor corrupts the context or \
    crashes. Swift 6 rejects the hand-over (\"sending 'item' risks causing data races\"); the \
    Swift 5 language mode compiles it. Pass what the other side needs instead: a Sendable \
    value (an identifier such as a `PersistentIdentifier`, a struct copy of the fields), or \
    make the class Sendable, or keep the work on one actor. Reported: inside `Task.detached`, \
    a use of `self` in a class of the module that is not Sendable, or of a parameter or local \
    whose declared type is such a class; as an argument of an awaited call on a value whose \
    declared type is one of the module's actors (`await store.save(item)`, \
    `await Store.shared.save(item)`), `self` or a parameter, stored property or local of such \
    a class. A local is reported only when the function uses it again after handing it over: \
    a value made fresh and never touched again may be sent (region-based isolation, SE-0414). \
    Not reported: a parameter declared `sending`, a value whose type the declaration does not \
    show, a class that is Sendable, `@unchecked Sendable`, isolated to a global actor or of \
    another module, and code in a module that builds in the Swift 6 language mode (the \
    compiler reports it there).
    """
  public static let triggering = Swift5SendsNonSendableExamples.triggering
  public static let nonTriggering = Swift5SendsNonSendableExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  /// `class ` and `Sendable` too: the files that declare the classes, their protocols and
  /// conformances must be read for the module to judge them; `actor ` for the receivers.
  public var triggers: [String] { ["detached", "await ", "class ", "actor ", "Sendable"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    // Whether a class is the main actor's depends on the module's default isolation.
    guard file.settings.defaultIsolation != nil else { return }
    for call in file.index.calls {
      if let task = TaskCall(call), task.kind == .detached {
        findings += Self.captures(of: task, at: call, in: file)
      } else if call.parent?.is(AwaitExprSyntax.self) == true, let actor = Self.actorReceiver(of: call, in: file) {
        findings += call.arguments.compactMap { Self.sent($0.expression, to: actor, at: call, in: file) }
      }
    }
  }

  /// Findings for the values `task`'s closure captures from around it, once per name.
  private static func captures(of task: TaskCall, at call: FunctionCallExprSyntax, in file: SwiftFile) -> [StructuralFinding] {
    let boundInside = LocalNames.bound(in: task.closure)
    var reported: Set<String> = []
    var findings: [StructuralFinding] = []
    for reference in References.in(task.closure) where !reported.contains(reference.baseName.text) {
      let name = reference.baseName.text
      let type: String
      if reference.baseName.tokenKind == .keyword(.self) {
        guard let owner = selfClass(at: call, in: file) else { continue }
        type = owner
      } else {
        guard !boundInside.contains(name), let declared = DeclaredValueType(of: name, at: call, in: file) else { continue }
        switch declared.origin {
        case .parameter: break
        case .local(let decl): guard isUsed(name, after: call, declaredBy: decl) else { continue }
        case .property: continue
        }
        type = declared.typeName
      }
      reported.insert(name)
      findings.append(
        StructuralFinding(
          checkID: id, range: file.range(of: reference.baseName), message: detachedMessage(name, type),
          conditions: [.nonSendableClass(type)]))
    }
    return findings
  }

  /// A finding for `argument` of the awaited call `call` on an actor, when it is a value of one
  /// of the module's classes that stays in use on this side.
  private static func sent(
    _ argument: ExprSyntax, to actor: String, at call: FunctionCallExprSyntax, in file: SwiftFile
  ) -> StructuralFinding? {
    var expression = argument
    if let inOut = expression.as(InOutExprSyntax.self) { expression = inOut.expression }
    let token: TokenSyntax
    let type: String
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
      guard let owner = selfClass(at: call, in: file) else { return nil }
      (token, type) = (reference.baseName, owner)
    } else {
      let name: TokenSyntax
      if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
        name = reference.baseName
      } else if let member = expression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        name = member.declName.baseName
      } else {
        return nil
      }
      guard let declared = DeclaredValueType(of: name.text, at: call, in: file) else { return nil }
      if case .local(let decl) = declared.origin, !isUsed(name.text, after: call, declaredBy: decl) { return nil }
      (token, type) = (name, declared.typeName)
    }
    return StructuralFinding(
      checkID: id, range: file.range(of: token), message: actorMessage(token.text, type, actor),
      conditions: [.nonSendableClass(type), .actor(actor)])
  }

  /// The actor type an awaited `call` is made on: `store.save(…)` where `store` is declared as
  /// an actor of the module, or `Store.shared.save(…)`; `nil` for `self` and unknown receivers.
  private static func actorReceiver(of call: FunctionCallExprSyntax, in file: SwiftFile) -> String? {
    guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base else { return nil }
    if let member = base.as(MemberAccessExprSyntax.self), let root = member.base?.as(DeclReferenceExprSyntax.self) {
      if root.baseName.tokenKind == .keyword(.self) {
        return DeclaredValueType(of: member.declName.baseName.text, at: call, in: file)?.typeName
      }
      let name = root.baseName.text
      return name.first?.isUppercase == true && member.declName.baseName.text == "shared" ? name : nil
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) else {
      return nil
    }
    return DeclaredValueType(of: reference.baseName.text, at: call, in: file)?.typeName
  }

  /// The class whose instance member holds `node`, named for the module to judge.
  private static func selfClass(at node: some SyntaxProtocol, in file: SwiftFile) -> String? {
    guard let group = file.enclosingType(of: node), group.is(ClassDeclSyntax.self) || group.is(ExtensionDeclSyntax.self),
      let function = DeclaredValueType.enclosingFunction(of: node),
      function.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(.static) != true
    else { return nil }
    return group.declaredName
  }

  /// Whether the function that declares `name` by `decl` reads it after `call`.
  private static func isUsed(_ name: String, after call: FunctionCallExprSyntax, declaredBy decl: VariableDeclSyntax) -> Bool {
    guard let function = DeclaredValueType.enclosingFunction(of: decl) else { return false }
    return References.in(function).contains { $0.baseName.text == name && $0.position >= call.endPosition }
  }

  private static func detachedMessage(_ name: String, _ type: String) -> String {
    "Swift 6 rejects this as a data race: '\(name)' is a '\(type)', which is not Sendable, and 'Task.detached' uses it concurrently "
      + "with this code; pass a Sendable value (an identifier, a struct copy) or keep the work on one actor"
  }

  private static func actorMessage(_ name: String, _ type: String, _ actor: String) -> String {
    "Swift 6 rejects this as a data race: '\(name)' is a '\(type)', which is not Sendable, sent to actor '\(actor)' while this side "
      + "keeps it; pass a Sendable value (an identifier such as a PersistentIdentifier, a struct copy) instead"
  }
}

/// The names an expression refers to (`x`, `self`), not the member names after a dot.
private enum References {
  static func `in`(_ node: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.references
  }

  private final class Finder: SyntaxVisitor {
    var references: [DeclReferenceExprSyntax] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
      references.append(node)
      return .visitChildren
    }
  }
}
