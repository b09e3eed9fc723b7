import SwiftSyntax

/// Where a name used in an expression was declared, and the type its declaration shows, as far
/// as one file tells: a parameter or local of the enclosing function, or a stored property of
/// the enclosing type.
struct DeclaredValueType {
  /// Where the name was declared.
  enum Origin {
    /// A parameter of the enclosing function or initializer: its value belongs to the caller.
    case parameter
    /// A local of the enclosing function, declared by this statement.
    case local(VariableDeclSyntax)
    /// A stored instance property of the enclosing type.
    case property
  }

  /// The type's simple name (`Item` for `Item`, `Item?` and `Store.Item`).
  let typeName: String
  /// Where the name was declared.
  let origin: Origin

  /// What `name`, used at `node`, refers to: the nearest declaration before it in the enclosing
  /// function (parameters, then locals), else a stored property of the enclosing type; `nil`
  /// when none shows a plain type name.
  init?(of name: String, at node: some SyntaxProtocol, in file: SwiftFile) {
    let function = Self.enclosingFunction(of: node)
    if let function {
      if let local = Self.local(named: name, before: node, in: function) {
        guard let type = local.binding.declaredTypeName else { return nil }
        self.init(typeName: type, origin: .local(local.decl))
        return
      }
      if let parameter = Self.parameters(of: function).first(where: { ($0.secondName ?? $0.firstName).text == name }) {
        guard let type = parameter.type.plainTypeName else { return nil }
        self.init(typeName: type, origin: .parameter)
        return
      }
    }
    guard let group = file.enclosingType(of: node) else { return nil }
    let declarations = group.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
    for variable in declarations where !variable.modifiers.contains(.static) && !variable.modifiers.contains(.class) {
      for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        guard binding.accessorBlock == nil, let type = binding.declaredTypeName else { return nil }
        self.init(typeName: type, origin: .property)
        return
      }
    }
    return nil
  }

  private init(typeName: String, origin: Origin) {
    self.typeName = typeName
    self.origin = origin
  }

  /// The function, initializer or accessor whose body holds `node` (closures are part of it).
  static func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let parent = current {
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) {
        return parent
      }
      if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  private static func parameters(of function: Syntax) -> [FunctionParameterSyntax] {
    if let decl = function.as(FunctionDeclSyntax.self) { return Array(decl.signature.parameterClause.parameters) }
    if let decl = function.as(InitializerDeclSyntax.self) { return Array(decl.signature.parameterClause.parameters) }
    return []
  }

  /// The last `let`/`var` of `name` in `function` that ends before `node`.
  private static func local(named name: String, before node: some SyntaxProtocol, in function: Syntax)
    -> (decl: VariableDeclSyntax, binding: PatternBindingSyntax)?
  {
    let finder = LocalFinder(name: name, limit: node.position)
    finder.walk(function)
    return finder.found
  }

  private final class LocalFinder: SyntaxVisitor {
    let name: String
    let limit: AbsolutePosition
    var found: (decl: VariableDeclSyntax, binding: PatternBindingSyntax)?

    init(name: String, limit: AbsolutePosition) {
      self.name = name
      self.limit = limit
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.endPosition <= limit else { return .skipChildren }
      for binding in node.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        found = (node, binding)
      }
      return .visitChildren
    }
  }
}

extension PatternBindingSyntax {
  /// The type a binding's declaration shows: its annotation (`: Cache`, `: Cache?`) or its
  /// initialiser (`= Cache()`, `= Cache.init()`, `= Cache<Int>()`); `nil` when neither shows a
  /// plain, capitalised name.
  var declaredTypeName: String? {
    if let type = typeAnnotation?.type { return type.plainTypeName }
    guard let call = initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
    var called = call.calledExpression
    if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base
    {
      called = base
    }
    if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
    guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else {
      return nil
    }
    return name
  }
}

extension TypeSyntax {
  /// The simple name of a plain type (`Cache`, `Cache?`, `Cache!`, `Module.Cache`); `nil` for a
  /// function, tuple, collection or attributed type (`sending Cache`, `inout Cache`).
  var plainTypeName: String? {
    var type = TypeSyntax(self)
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType }
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { return nil }
    return type.lastNameComponent
  }
}
