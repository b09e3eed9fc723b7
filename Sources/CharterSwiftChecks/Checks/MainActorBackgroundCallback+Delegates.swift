import SwiftSyntax

/// Main-actor methods a framework calls on its own queue: delegate methods of
/// ``BackgroundCallbacks/delegateMethods`` and `#selector` observers of notifications posted off
/// the main thread.
extension MainActorBackgroundCallback {
  func reportDelegateMethods(in file: SwiftFile, into findings: inout [StructuralFinding]) {
    for function in file.index.functions {
      guard let type = file.enclosingType(of: function), let typeName = type.declaredName,
        let api = Self.delegateMethod(matching: function),
        Self.isCalledOffMain(api, typeName: typeName, in: file)
      else { continue }
      let isolation = file.contextIsolation(of: function.name, closuresKeepContext: true)
      let message =
        "\(api.caller), but in this main-actor type it is main-actor isolated and traps at run time in Swift 6; "
        + "mark it 'nonisolated'"
      if let finding = file.finding(if: isolation, checkID: Self.id, range: file.range(of: function.name), message: message) {
        findings.append(finding)
      }
    }
  }

  /// The entry of ``BackgroundCallbacks/delegateMethods`` `function` implements.
  static func delegateMethod(matching function: FunctionDeclSyntax) -> BackgroundCallbacks.DelegateMethod? {
    let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    return BackgroundCallbacks.delegateMethods.first { api in
      api.name == function.name.text && (api.labels == nil || api.labels == labels)
    }
  }

  /// Whether the framework calls `api`'s method of the type named `typeName` off the main
  /// thread, as far as `file` says: the type conforms to a protocol that is always called so, or
  /// the type hands `self` over with a queue that is not the main one.
  static func isCalledOffMain(_ api: BackgroundCallbacks.DelegateMethod, typeName: String, in file: SwiftFile) -> Bool {
    switch api.registration {
    case .always(let protocolName):
      return file.index.typeDecls.contains { $0.declaredName == typeName && $0.inheritedNames.contains(protocolName) }
    case .queue(let call, let queueLabel, let nilIsBackground):
      return file.index.calls.contains { candidate in
        guard candidate.calledName == call, file.enclosingType(of: candidate)?.declaredName == typeName,
          candidate.arguments.contains(where: { $0.expression.trimmedDescription == "self" })
        else { return false }
        guard let queue = candidate.arguments.first(where: { $0.label?.text == queueLabel })?.expression else {
          return nilIsBackground
        }
        if queue.is(NilLiteralExprSyntax.self) { return nilIsBackground }
        return !queue.isMainScheduler
      }
    }
  }

  /// `center.addObserver(self, selector: #selector(method), name: N, object: …)` in a
  /// main-actor type, for a notification the SDK posts off the main thread, where `method` is
  /// the type's and main-actor isolated.
  func reportSelectorObservers(in file: SwiftFile, into findings: inout [StructuralFinding]) {
    for call in file.index.calls where call.calledName == "addObserver" {
      let arguments = Array(call.arguments)
      guard arguments.count >= 3, arguments[0].label == nil, arguments[0].expression.trimmedDescription == "self",
        let selector = arguments.first(where: { $0.label?.text == "selector" })?.expression.as(MacroExpansionExprSyntax.self),
        selector.macroName.text == "selector",
        let name = arguments.first(where: { $0.label?.text == "name" })?.expression,
        case .background(let poster) = SinkWithoutReceiveOn.postingThread(of: name),
        let type = file.enclosingType(of: call), let typeName = type.declaredName,
        let methodName = selector.arguments.first?.expression.selectorBaseName,
        let method = file.index.functions.first(where: {
          $0.name.text == methodName && file.enclosingType(of: $0)?.declaredName == typeName
        })
      else { continue }
      let isolation = file.contextIsolation(of: method.name, closuresKeepContext: true)
      let message =
        "\(poster) notifications are posted off the main thread, and '\(methodName)' is main-actor isolated here: "
        + "the observer traps at run time in Swift 6; mark '\(methodName)' 'nonisolated' and hop to the main actor inside"
      if let finding = file.finding(if: isolation, checkID: Self.id, range: file.range(of: selector), message: message) {
        findings.append(finding)
      }
    }
  }
}

extension FunctionCallExprSyntax {
  /// The name a call ends in: `addObserver` for `center.addObserver(…)` and `addObserver(…)`,
  /// `URLSession` for `URLSession(…)`.
  var calledName: String? {
    if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}

extension ExprSyntax {
  /// The method a `#selector` argument names: `handle` for `handle(_:)`, `self.handle` or
  /// `Type.handle(_:)`.
  var selectorBaseName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
  }
}
