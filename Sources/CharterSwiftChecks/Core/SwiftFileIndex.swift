import SwiftSyntax

/// The nodes of one file that structural checks look at, gathered in a single walk.
public struct SwiftFileIndex {
  /// Classes, structs, enums, actors, protocols and extensions, in source order.
  public internal(set) var typeDecls: [DeclGroupSyntax] = []
  /// Function declarations.
  public internal(set) var functions: [FunctionDeclSyntax] = []
  /// Deinitializers.
  public internal(set) var deinitializers: [DeinitializerDeclSyntax] = []
  /// Function calls, including trailing-closure calls such as `Task { … }`.
  public internal(set) var calls: [FunctionCallExprSyntax] = []
  /// Imports.
  public internal(set) var imports: [ImportDeclSyntax] = []
  /// Variable declarations (stored and computed properties, locals).
  public internal(set) var variables: [VariableDeclSyntax] = []
  /// Conditions of `if`, `guard` and `while` statements.
  public internal(set) var conditions: [ConditionElementListSyntax] = []
  /// Conditions of ternary expressions (`flag ? a : b`), unfolded: the expression before `?`.
  public internal(set) var ternaries: [UnresolvedTernaryExprSyntax] = []
  /// Unfolded operator sequences (`a = b`, `x + y`), where assignments appear.
  public internal(set) var sequences: [SequenceExprSyntax] = []
  /// `@unchecked Sendable` conformances and `nonisolated(unsafe)` modifiers.
  public internal(set) var unsafeIsolation: [Syntax] = []

  /// The types declared (not extended) in the file, by simple name; the first of a name wins.
  func declaredTypesByName() -> [String: DeclGroupSyntax] {
    var byName: [String: DeclGroupSyntax] = [:]
    for decl in typeDecls where !decl.is(ExtensionDeclSyntax.self) {
      if let name = decl.declaredName, byName[name] == nil { byName[name] = decl }
    }
    return byName
  }

  final class Collector: SyntaxVisitor {
    var index = SwiftFileIndex()

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      index.functions.append(node)
      return .visitChildren
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      index.deinitializers.append(node)
      return .visitChildren
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      index.calls.append(node)
      return .visitChildren
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      index.imports.append(node)
      return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      index.variables.append(node)
      return .visitChildren
    }
    override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
      index.conditions.append(node)
      return .visitChildren
    }
    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
      index.ternaries.append(node)
      return .visitChildren
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      index.sequences.append(node)
      return .visitChildren
    }
    override func visit(_ node: AttributedTypeSyntax) -> SyntaxVisitorContinueKind {
      if node.attributes.contains(where: { $0.attributeName == "unchecked" }) {
        index.unsafeIsolation.append(Syntax(node))
      }
      return .visitChildren
    }
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
      if node.name.tokenKind == .keyword(.nonisolated), node.detail?.detail.text == "unsafe" {
        index.unsafeIsolation.append(Syntax(node))
      }
      return .skipChildren
    }

    private func add(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
      index.typeDecls.append(node)
      return .visitChildren
    }
  }
}
