/// The facts ``ModuleCondition``s ask about: which classes are not Sendable, which types are
/// not isolated to a global actor, which are actors, whether SwiftData syncs with CloudKit.
extension ModuleFacts {
  /// Whether every condition of a finding holds given what the module declares.
  public func holds(_ conditions: [ModuleCondition]) -> Bool {
    conditions.allSatisfy { condition in
      switch condition {
      case .nonSendableClass(let name): isNonSendableClass(name)
      case .nonisolated(let names): names.allSatisfy(isKnownNonisolated)
      case .actor(let name): isActor(name)
      case .cloudKitSync: syncsWithCloudKit
      }
    }
  }

  /// Whether the module declares exactly one type named `name`, a class that is not Sendable
  /// and not isolated: no declaration or extension of it states `Sendable` or a global actor
  /// or carries an attribute Charter cannot judge, and each type it inherits from or conforms
  /// to is a known plain SDK type (``TypeShape/plainSupertypes``) or, by the same rules, a
  /// class or protocol the module declares once. A work list, so a long chain costs no frames.
  public func isNonSendableClass(_ name: String) -> Bool {
    var pending = [name]
    var visited: Set<String> = []
    while let next = pending.popLast() {
      if next != name, TypeShape.plainSupertypes.contains(next) { continue }
      guard visited.insert(next).inserted else { continue }
      guard let declarations = shapes[next] else { return false }
      let primaries = declarations.filter { $0.kind != .extensionDecl }
      guard primaries.count == 1, let primary = primaries.first else { return false }
      guard primary.kind == .classDecl || (next != name && primary.kind == .protocolDecl) else { return false }
      for shape in declarations {
        if shape.mayBeSendable || shape.otherGlobalActor { return false }
        pending += shape.inherited
      }
      if isMainActor(next) { return false }
    }
    return true
  }

  /// Whether the module declares exactly one type named `name`, and it is an actor.
  public func isActor(_ name: String) -> Bool {
    let primaries = shapes[name, default: []].filter { $0.kind != .extensionDecl }
    return primaries.count == 1 && primaries.first?.kind == .actorDecl
  }

  /// Whether `name` is known not to be isolated to a global actor: a known nonisolated SDK
  /// type, or declared in the module without one, and so is everything its isolation depends
  /// on (its supertypes, the protocols it conforms to where it is declared).
  public func isKnownNonisolated(_ name: String) -> Bool {
    var pending = [name]
    var visited: Set<String> = []
    while let next = pending.popLast() {
      if TypeIsolation.knownMainActorTypes.contains(next) { return false }
      if TypeShape.knownNonisolatedTypes.contains(next) { continue }
      guard visited.insert(next).inserted else { continue }
      guard let isolations = declaredIsolation(of: next), let declarations = shapes[next] else { return false }
      if declarations.contains(where: \.otherGlobalActor) { return false }
      for isolation in isolations {
        switch isolation {
        case .mainActor: return false
        case .notMainActor: continue
        case .ifMainActor(let names): pending += names
        }
      }
    }
    return true
  }
}
