import SwiftSyntax

/// `@MainActor` on a type in a module whose default isolation is `MainActor` (SE-0466), where
/// the type would be main-actor isolated without it.
extension RedundantMainActor {
  func reportRedundantTypeAttributes(in file: SwiftFile, into findings: inout [StructuralFinding]) {
    guard file.settings.isMainActorByDefault else { return }
    for type in file.index.typeDecls
    where type.is(ClassDeclSyntax.self) || type.is(StructDeclSyntax.self) || type.is(EnumDeclSyntax.self) {
      guard let attribute = type.attributes.first(named: "MainActor"), Self.isMainActorByDefault(type, in: file) else {
        continue
      }
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: attribute), message: Self.typeMessage))
    }
  }

  /// Whether `type`, without its `@MainActor`, would take the module's default main-actor
  /// isolation: it names no other global actor, is not `nonisolated`, conforms to no
  /// `Sendable` protocol where it is declared (those are nonisolated by default, so the
  /// attribute is what isolates them), and is top-level or nested in a main-actor type.
  static func isMainActorByDefault(_ type: DeclGroupSyntax, in file: SwiftFile) -> Bool {
    let otherActor = type.attributes.contains { ($0.attributeName ?? "").isGlobalActorName }
    guard !otherActor, !type.modifiers.contains(.nonisolated), refinesNoSendable(type, in: file, depth: 0) else {
      return false
    }
    guard let outer = file.enclosingType(of: type) else { return true }
    return file.isolation(of: outer) == .mainActor
  }

  /// Whether every type `type` inherits from is known not to refine `Sendable`: the SDK's
  /// main-actor types, protocols of the standard library and Foundation that do not, and types
  /// this file declares that inherit only such. A protocol declared elsewhere may refine
  /// `Sendable` (`protocol Service: Sendable`), which makes a conforming type nonisolated by
  /// default: then the attribute is not redundant, and Charter cannot tell from this file.
  static func refinesNoSendable(_ type: DeclGroupSyntax, in file: SwiftFile, depth: Int) -> Bool {
    type.inheritedNames.allSatisfy { name in
      if TypeIsolation.knownMainActorTypes.contains(name) || notSendableRefining.contains(name) { return true }
      guard depth < 4, let local = file.declaredTypes[name], !local.is(ActorDeclSyntax.self) else { return false }
      return refinesNoSendable(local, in: file, depth: depth + 1)
    }
  }

  /// Protocols and classes of the standard library and Foundation that do not refine
  /// `Sendable`, and Combine's `ObservableObject`.
  private static let notSendableRefining: Set<String> = [
    "NSObject", "ObservableObject", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable",
    "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "Sequence", "Collection",
    "IteratorProtocol", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral",
    "ExpressibleByDictionaryLiteral", "NSCoding", "NSSecureCoding", "NSCopying", "DynamicProperty",
  ]

  static let typeMessage =
    "this module's default isolation is MainActor, so the type is main-actor isolated already; remove the redundant '@MainActor'"
}
