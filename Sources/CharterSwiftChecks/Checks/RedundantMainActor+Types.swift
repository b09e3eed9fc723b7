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
    guard !otherActor, !type.modifiers.contains(.nonisolated),
      !type.inheritedNames.contains(where: { TypeIsolation.sendableProtocols.contains($0) })
    else { return false }
    guard let outer = file.enclosingType(of: type) else { return true }
    return file.isolation(of: outer) == .mainActor
  }

  static let typeMessage =
    "this module's default isolation is MainActor, so the type is main-actor isolated already; remove the redundant '@MainActor'"
}
