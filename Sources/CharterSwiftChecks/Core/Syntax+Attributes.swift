import SwiftSyntax

extension AttributeListSyntax {
  /// Whether the list has `@NAME` (with or without arguments), outside `#if` blocks.
  public func contains(named name: String) -> Bool {
    contains { $0.attributeName == name }
  }

  /// The first `@NAME` attribute, outside `#if` blocks.
  public func first(named name: String) -> AttributeSyntax? {
    for element in self {
      if case .attribute(let attribute) = element, attribute.simpleName == name { return attribute }
    }
    return nil
  }
}

extension AttributeListSyntax.Element {
  /// The attribute's simple name (`MainActor` for `@MainActor`), `nil` for an `#if` block.
  var attributeName: String? {
    guard case .attribute(let attribute) = self else { return nil }
    return attribute.simpleName
  }
}

extension AttributeSyntax {
  /// The attribute's name without module qualification: `MainActor` for `@_Concurrency.MainActor`.
  public var simpleName: String {
    if let member = attributeName.as(MemberTypeSyntax.self) { return member.name.text }
    if let identifier = attributeName.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return attributeName.trimmedDescription
  }
}

extension DeclModifierListSyntax {
  /// Whether the list has the keyword `keyword` (`nonisolated`, `static` …).
  public func contains(_ keyword: Keyword) -> Bool {
    contains { $0.name.tokenKind == .keyword(keyword) }
  }
}

extension DeclGroupSyntax {
  /// The declared name of a type (`Foo` in `class Foo`), or the last component of an
  /// extension's type (`Bar` in `extension Foo.Bar`).
  public var declaredName: String? {
    switch Syntax(self).as(SyntaxEnum.self) {
    case .classDecl(let decl): decl.name.text
    case .structDecl(let decl): decl.name.text
    case .enumDecl(let decl): decl.name.text
    case .actorDecl(let decl): decl.name.text
    case .protocolDecl(let decl): decl.name.text
    case .extensionDecl(let decl): decl.extendedType.lastNameComponent
    default: nil
    }
  }

  /// The simple names in the inheritance clause (`UIViewController`, `Sendable` …).
  public var inheritedNames: [String] {
    inheritanceClause?.inheritedTypes.compactMap { $0.type.lastNameComponent } ?? []
  }
}

extension TypeSyntax {
  /// The last component of a named type: `Bar` for `Foo.Bar`, `Foo` for `Foo<Int>`.
  public var lastNameComponent: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.lastNameComponent }
    return nil
  }
}
