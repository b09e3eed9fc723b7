import SwiftSyntax

/// `redundant-mainactor`: `@MainActor` on a member of a type or extension that is already
/// main-actor isolated.
public struct RedundantMainActor: StructuralCheck {
  public static let id = "redundant-mainactor"
  public static let moduleFacts: [ModuleFact] = [.defaultIsolation]
  public static let summary =
    "`@MainActor` on a member of a type or extension that is already main-actor isolated, or on a type in a module main-actor by default."
  public static let rationale = """
    Members of a main-actor type are main-actor isolated already, and so are the members of \
    its extensions and of types inheriting from main-actor classes or conforming to \
    main-actor protocols in their declaration (`UIViewController`, SwiftUI's `View`). \
    Repeating `@MainActor` on a method, property, initializer or subscript adds noise and \
    suggests that the other members are not isolated, which misleads readers and reviewers. \
    Remove it. Nested types do not inherit their outer type's isolation, so `@MainActor` on a \
    nested type or on its members is not reported, nor is it in actors or types isolated to \
    another global actor. An `override` takes the isolation of the method it overrides, so \
    `@MainActor` on one is redundant only under a main-actor superclass (`UIViewController`); \
    in a `@MainActor` subclass of `XCTestCase` or `NSObject` it is what makes the override \
    main-actor. A protocol's requirements are reported only when the protocol itself says \
    `@MainActor`, not when it refines a main-actor protocol such as `View`. \
    A `@MainActor deinit` is not reported: the attribute makes the deinitializer isolated \
    (SE-0371), which it is not otherwise. In a module whose default isolation is `MainActor` \
    (`.defaultIsolation(MainActor.self)`, `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), \
    `@MainActor` on a class, structure or enumeration is redundant too, unless the type \
    conforms to `Sendable` (or to a protocol that refines it) or is nested in a nonisolated \
    type: those are nonisolated by default, and the attribute is what isolates them. Only \
    types whose conformances are known not to refine `Sendable` (the SDK's main-actor \
    types, `Equatable`, `Identifiable`, `ObservableObject` …, and the file's own protocols) \
    are reported.
    """
  public static let triggering = RedundantMainActorExamples.triggering
  public static let nonTriggering = RedundantMainActorExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["MainActor"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    reportRedundantTypeAttributes(in: file, into: &findings)
    for type in file.index.typeDecls {
      var members: [(attribute: AttributeSyntax, isOverride: Bool)] = []
      Self.collectMainActorAttributes(in: type.memberBlock.members, into: &members)
      guard !members.isEmpty else { continue }
      // A protocol's requirements are main-actor isolated by what it says itself; what it
      // refines (`View`) does not make them so in every language mode.
      if type.is(ProtocolDeclSyntax.self), !type.attributes.contains(named: "MainActor") { continue }
      let isolation = file.isolation(of: type)
      // An override takes the isolation of what it overrides: only a main-actor superclass
      // (`UIViewController`) makes `@MainActor` on it redundant; under a nonisolated one
      // (`XCTestCase`, `NSObject`) it is what makes the override main-actor.
      let superclassIsMainActor = Self.inheritsFromMainActorClass(type)
      for member in members where !member.isOverride || superclassIsMainActor {
        let range = file.range(of: member.attribute)
        if let finding = file.finding(if: isolation, checkID: Self.id, range: range, message: Self.message) {
          findings.append(finding)
        }
      }
    }
  }

  /// Whether `type` is a class whose superclass (its first inherited type) is one of the SDK's
  /// main-actor classes.
  private static func inheritsFromMainActorClass(_ type: DeclGroupSyntax) -> Bool {
    guard type.is(ClassDeclSyntax.self), let first = type.inheritanceClause?.inheritedTypes.first?.type else { return false }
    return TypeIsolation.knownMainActorTypes.contains(first.trimmedDescription)
      && !["View", "App"].contains(first.trimmedDescription) && !first.trimmedDescription.hasSuffix("Delegate")
      && !first.trimmedDescription.hasSuffix("Representable")
  }

  /// The `@MainActor` attributes of the members in `members`, and whether each member is an
  /// `override`, looking into `#if` blocks and skipping nested types, whose isolation is their
  /// own.
  private static func collectMainActorAttributes(
    in members: MemberBlockItemListSyntax, into found: inout [(attribute: AttributeSyntax, isOverride: Bool)]
  ) {
    for member in members {
      let decl = member.decl
      if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          if case .decls(let nested) = clause.elements { collectMainActorAttributes(in: nested, into: &found) }
        }
        continue
      }
      // `@MainActor deinit` makes the deinitializer isolated (SE-0371): without it, it runs
      // nonisolated whatever its type says.
      guard !decl.is(MacroExpansionDeclSyntax.self), !decl.is(DeinitializerDeclSyntax.self),
        decl.asProtocol(DeclGroupSyntax.self) == nil,
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
        let attribute = attributes.first(named: "MainActor")
      else { continue }
      let isOverride = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } ?? false
      found.append((attribute, isOverride))
    }
  }

  private static let message = "this member's type is already main-actor isolated; remove the redundant '@MainActor'"
}
