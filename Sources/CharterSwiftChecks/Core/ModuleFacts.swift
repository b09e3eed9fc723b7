/// What structural checks learn across the files of a module: which types are main-actor
/// isolated, what each declaration says about Sendable, whether SwiftData syncs with CloudKit.
///
/// Each file contributes the isolation of the types it declares, as far as it can tell
/// (``TypeIsolation``); a type whose isolation depends on a supertype declared elsewhere is
/// settled here, once every file has been read. Findings that depend on such a type carry
/// ``StructuralFinding/requirement`` and are kept only when it holds.
///
/// `Codable` (synthesized, so every stored property takes part) for the lint result cache,
/// which keeps what each file contributed.
public struct ModuleFacts: Sendable, Codable {
  private var declared: [String: [TypeIsolation]] = [:]
  /// The types the module declares (or extends) to conform to `ObservableObject`.
  private var observableObjects: Set<String> = []
  /// What each declaration and extension of a type says about Sendable, by simple name.
  private(set) var shapes: [String: [TypeShape]] = [:]
  /// Whether some file configures SwiftData to sync with CloudKit.
  public private(set) var syncsWithCloudKit = false

  /// Creates empty facts.
  public init() {}

  /// Records that a type named `name` is declared with `isolation`.
  public mutating func declare(_ name: String, _ isolation: TypeIsolation) {
    declared[name, default: []].append(isolation)
  }

  /// Records what a declaration or extension of a type named `name` says about Sendable.
  public mutating func declare(_ name: String, _ shape: TypeShape) {
    shapes[name, default: []].append(shape)
  }

  /// Records that a file of the module configures SwiftData to sync with CloudKit.
  public mutating func declareCloudKitSync() {
    syncsWithCloudKit = true
  }

  /// The isolation of each declaration of `name`, if the module declares it.
  func declaredIsolation(of name: String) -> [TypeIsolation]? {
    declared[name]
  }

  /// Records that the module declares a type named `name` conforming to `ObservableObject`.
  public mutating func declareObservableObject(_ name: String) {
    observableObjects.insert(name)
  }

  /// Whether the module declares a type named `name` conforming to `ObservableObject`.
  public func isObservableObject(_ name: String) -> Bool {
    observableObjects.contains(name)
  }

  /// Every type name the facts mention: declared or extended, conforming to `ObservableObject`,
  /// inherited from, or depended on for isolation. What is known of a name is held under that
  /// name, so facts that mention none of the names a question is about cannot change its answer
  /// (the lint result cache decodes only the facts that mention them).
  public var mentionedNames: Set<String> {
    var names = Set(declared.keys).union(observableObjects).union(shapes.keys)
    for isolations in declared.values {
      for case .ifMainActor(let types) in isolations { names.formUnion(types) }
    }
    for declarations in shapes.values {
      for shape in declarations { names.formUnion(shape.inherited) }
    }
    return names
  }

  /// Adds everything `other` knows.
  public mutating func merge(_ other: ModuleFacts) {
    declared.merge(other.declared) { $0 + $1 }
    observableObjects.formUnion(other.observableObjects)
    shapes.merge(other.shapes) { $0 + $1 }
    syncsWithCloudKit = syncsWithCloudKit || other.syncsWithCloudKit
  }

  /// Whether a type named `name` is main-actor isolated in the module (or is a known SDK
  /// main-actor type).
  public func isMainActor(_ name: String) -> Bool {
    var visiting: Set<String> = []
    return isMainActor(name, visiting: &visiting)
  }

  /// Whether `finding` holds given what the module declares.
  public func holds(_ finding: StructuralFinding) -> Bool { holds(finding.requirement) }

  /// Whether what `requirement` asks of the module is declared.
  public func holds(_ requirement: ModuleRequirement) -> Bool {
    holds(requiringMainActor: requirement.mainActor)
      && requirement.observableObject.map(isObservableObject) != false
      && holds(requirement.conditions)
  }

  /// Whether a finding that requires one of `names` to be main-actor isolated holds (`nil`:
  /// it requires nothing).
  public func holds(requiringMainActor names: [String]?) -> Bool {
    guard let names else { return true }
    return names.contains { isMainActor($0) }
  }

  /// Whether `name` is main-actor isolated: directly, or through one of the types its
  /// isolation depends on (a superclass, a protocol). A work list rather than recursion, so a
  /// long chain of such types costs no call frames; each type is looked at once.
  private func isMainActor(_ name: String, visiting: inout Set<String>) -> Bool {
    var pending = [name]
    while let next = pending.popLast() {
      if TypeIsolation.knownMainActorTypes.contains(next) { return true }
      guard visiting.insert(next).inserted, let isolations = declared[next] else { continue }
      for isolation in isolations {
        switch isolation {
        case .mainActor: return true
        case .notMainActor: continue
        case .ifMainActor(let names): pending += names.reversed()
        }
      }
    }
    return false
  }
}
