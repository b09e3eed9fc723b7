import SwiftSyntax

/// The class or actor in whose instance member a node is written, as far as this file shows
/// it: its declaration and the file's extensions of it. The object whose lifetime a task or a
/// closure written there can extend.
public struct ReferenceOwner {
  /// The class or actor declaration.
  public let declaration: DeclGroupSyntax
  /// The declaration and the extensions of it in the same file.
  public let parts: [DeclGroupSyntax]

  /// The owner of `node`: the class or actor (declared in this file) whose instance method,
  /// initializer or accessor contains it; `nil` in a struct, an enum, a static member, or an
  /// extension of a type the file does not declare.
  public init?(of node: some SyntaxProtocol, in file: SwiftFile) {
    guard let group = file.enclosingType(of: node), let name = group.declaredName,
      let member = Self.memberDecl(containing: node), !Self.isStatic(member)
    else { return nil }
    let declaration = group.is(ExtensionDeclSyntax.self) ? file.declaredTypes[name] : group
    guard let declaration, declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) else {
      return nil
    }
    self.declaration = declaration
    parts = [declaration] + file.index.typeDecls.filter { $0.is(ExtensionDeclSyntax.self) && $0.declaredName == name }
  }

  /// Whether the object lives as long as the app anyway, so nothing it keeps alive leaks: a
  /// singleton (`static let shared = Self()`) or an application or scene delegate.
  public var livesForever: Bool {
    let delegates: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "App"]
    if !delegates.isDisjoint(with: declaration.inheritedNames) { return true }
    guard let name = declaration.declaredName else { return false }
    return members.contains { decl in
      guard let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.contains(.static) else { return false }
      return variable.bindings.contains { binding in
        guard let value = binding.initializer?.value else { return false }
        let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        return callee == name || callee == "Self" || callee == ".init" || callee == "\(name).init"
      }
    }
  }

  /// The member declarations of every part.
  public var members: [DeclSyntax] { parts.flatMap { $0.memberBlock.members.map(\.decl) } }

  /// Whether `name` is a stored instance property (`var`/`let` without a getter).
  public func hasStoredProperty(_ name: String) -> Bool {
    members.contains { decl in
      guard let variable = decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(.static),
        !variable.modifiers.contains(.class)
      else { return false }
      return variable.bindings.contains { binding in
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return false }
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
      }
    }
  }

  /// The names of the instance properties and methods, which code in the type may use without
  /// `self.`.
  public var instanceMemberNames: Set<String> {
    var names: Set<String> = []
    for decl in members {
      if let variable = decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(.static), !variable.modifiers.contains(.class) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
        }
      } else if let function = decl.as(FunctionDeclSyntax.self), !function.modifiers.contains(.static),
        !function.modifiers.contains(.class)
      {
        names.insert(function.name.text)
      }
    }
    return names
  }

  /// The member declaration (method, initializer, accessor's property, deinit) containing `node`.
  static func memberDecl(containing node: some SyntaxProtocol) -> DeclSyntax? {
    var current = Syntax(node)
    while let parent = current.parent {
      if parent.is(MemberBlockItemSyntax.self) { return current.as(DeclSyntax.self) }
      current = parent
    }
    return nil
  }

  private static func isStatic(_ decl: DeclSyntax) -> Bool {
    guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
    return modifiers.contains(.static) || modifiers.contains(.class)
  }
}
