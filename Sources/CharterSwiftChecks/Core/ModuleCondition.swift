/// Something a structural finding needs the module to declare before it holds, which only
/// the module's other files can tell (``StructuralFinding/conditions``); ``ModuleFacts``
/// settles it once every file has been read.
public enum ModuleCondition: Hashable, Sendable, Codable {
  /// The module declares a class of this name, once, that is not Sendable: not isolated to a
  /// global actor, with no `Sendable` (or `@unchecked Sendable`) conformance in any of its
  /// declarations, and every supertype and protocol it names known not to make it Sendable
  /// (``ModuleFacts/isNonSendableClass(_:)``).
  case nonSendableClass(String)
  /// None of these types is isolated to a global actor, as far as the module and a list of
  /// SDK types can tell: each is declared in the module without one, or is a known
  /// nonisolated SDK type (``ModuleFacts/isKnownNonisolated(_:)``).
  case nonisolated([String])
  /// The module declares exactly one type of this name, an actor (``ModuleFacts/isActor(_:)``).
  case actor(String)
  /// Some file of the module configures SwiftData to sync with CloudKit
  /// (``ModuleFacts/declareCloudKitSync()``).
  case cloudKitSync
}
