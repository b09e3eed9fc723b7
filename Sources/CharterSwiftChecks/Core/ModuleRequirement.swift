/// What the rest of a module must declare for a finding to hold: a check that saw a type whose
/// isolation or conformance another file decides (an extension, a superclass, a type used in a
/// test) reports the finding with this requirement, and ``ModuleFacts``
/// settles it once every file of the run has been read. One value from the check that found it
/// to the report that settles it.
public struct ModuleRequirement: Hashable, Sendable, Codable {
  /// When set, one of these types must be main-actor isolated somewhere in the module.
  public var mainActor: [String]?
  /// When set, the module must declare a type of this name that conforms to `ObservableObject`.
  public var observableObject: String?
  /// What else the module must declare.
  public var conditions: [ModuleCondition]

  /// Creates a requirement; the default requires nothing.
  public init(mainActor: [String]? = nil, observableObject: String? = nil, conditions: [ModuleCondition] = []) {
    self.mainActor = mainActor
    self.observableObject = observableObject
    self.conditions = conditions
  }

  /// Whether it requires nothing: the finding holds whatever other files say.
  public var isEmpty: Bool { mainActor == nil && observableObject == nil && conditions.isEmpty }

  /// The type names whose facts decide it, and whether a CloudKit-synced store does.
  public var names: (types: Set<String>, cloudKit: Bool) {
    var types = Set(mainActor ?? [])
    if let observableObject { types.insert(observableObject) }
    var cloudKit = false
    for condition in conditions {
      switch condition {
      case .nonSendableClass(let name), .actor(let name): types.insert(name)
      case .nonisolated(let names): types.formUnion(names)
      case .cloudKitSync: cloudKit = true
      }
    }
    return (types, cloudKit)
  }
}
