import SwiftSyntax

/// `redundant-mainactor`: `@MainActor` on a member of a type or extension that is already
/// main-actor isolated.
public struct RedundantMainActor: StructuralCheck {
  public static let id = "redundant-mainactor"
  public static let summary = "`@MainActor` on a member of a type or extension that is already main-actor isolated."
  public static let rationale = """
    Members of a main-actor type are main-actor isolated already, and so are the members of \
    its extensions and of types inheriting from main-actor classes or conforming to \
    main-actor protocols in their declaration (`UIViewController`, SwiftUI's `View`). \
    Repeating `@MainActor` on a method, property, initializer or subscript adds noise and \
    suggests that the other members are not isolated, which misleads readers and reviewers. \
    Remove it. Nested types do not inherit their outer type's isolation, so `@MainActor` on a \
    nested type or on its members is not reported, nor is it in actors or types isolated to \
    another global actor.
    """
  public static let triggering = RedundantMainActorExamples.triggering
  public static let nonTriggering = RedundantMainActorExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["MainActor"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for type in file.index.typeDecls {
      var attributes: [AttributeSyntax] = []
      Self.collectMainActorAttributes(in: type.memberBlock.members, into: &attributes)
      guard !attributes.isEmpty else { continue }
      let isolation = file.isolation(of: type)
      for attribute in attributes {
        let range = file.range(of: attribute)
        if let finding = file.finding(if: isolation, checkID: Self.id, range: range, message: Self.message) {
          findings.append(finding)
        }
      }
    }
  }

  /// The `@MainActor` attributes of the members in `members`, looking into `#if` blocks and
  /// skipping nested types, whose isolation is their own.
  private static func collectMainActorAttributes(in members: MemberBlockItemListSyntax, into found: inout [AttributeSyntax]) {
    for member in members {
      let decl = member.decl
      if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          if case .decls(let nested) = clause.elements { collectMainActorAttributes(in: nested, into: &found) }
        }
        continue
      }
      guard !decl.is(MacroExpansionDeclSyntax.self), decl.asProtocol(DeclGroupSyntax.self) == nil,
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
        let attribute = attributes.first(named: "MainActor")
      else { continue }
      found.append(attribute)
    }
  }

  private static let message = "this member's type is already main-actor isolated; remove the redundant '@MainActor'"
}
