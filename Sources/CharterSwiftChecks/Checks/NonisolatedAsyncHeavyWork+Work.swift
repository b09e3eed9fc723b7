import SwiftSyntax

/// The heavy synchronous calls ``NonisolatedAsyncHeavyWork`` recognises.
struct HeavyWork {
  /// The call.
  let node: FunctionCallExprSyntax
  /// What it does, for the message.
  let what: String

  /// The first recognised call in `body` of `function`, outside closures, that starts before
  /// the first `await` and holds none.
  static func first(in body: CodeBlockSyntax, of function: FunctionDeclSyntax, in file: SwiftFile) -> HeavyWork? {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(body)
    let decoders = decoderNames(in: body, type: file.enclosingType(of: function))
    for call in collector.calls {
      let start = call.positionAfterSkippingLeadingTrivia
      if let awaited = collector.firstAwait, awaited <= start { return nil }
      if let what = describe(call, decoders: decoders) { return HeavyWork(node: call, what: what) }
    }
    return nil
  }

  /// The calls and the first `await` of a body, closures and nested functions left out.
  private final class Collector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    var firstAwait: AbsolutePosition?

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      calls.append(node)
      return .visitChildren
    }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      if token.tokenKind == .keyword(.await), firstAwait == nil { firstAwait = token.positionAfterSkippingLeadingTrivia }
      return .skipChildren
    }
  }

  /// Names of decoders made in the function or held in stored properties of its type:
  /// `let decoder = JSONDecoder()`, `private let decoder: PropertyListDecoder`.
  private static func decoderNames(in body: CodeBlockSyntax, type: DeclGroupSyntax?) -> Set<String> {
    var variables = body.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
    variables += type?.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) } ?? []
    var names: Set<String> = []
    for binding in variables.flatMap(\.bindings) {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil
      else { continue }
      let typeName =
        binding.typeAnnotation?.type.lastNameComponent
        ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
        .baseName.text
      if let typeName, decoderTypes.contains(typeName) { names.insert(name) }
    }
    return names
  }

  private static let decoderTypes: Set<String> = ["JSONDecoder", "PropertyListDecoder"]

  /// What `call` does, if it is recognised heavy work.
  private static func describe(_ call: FunctionCallExprSyntax, decoders: Set<String>) -> String? {
    let firstLabel = call.arguments.first?.label?.text ?? ""
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if ["Data", "NSData", "String"].contains(name), ["contentsOf", "contentsOfFile"].contains(firstLabel) {
        return "reading a file"
      }
      if ["UIImage", "NSImage"].contains(name), ["data", "contentsOfFile", "contentsOf"].contains(firstLabel) {
        return "decoding an image"
      }
      if name == "CIContext" { return "creating a Core Image context" }
      if ["compression_encode_buffer", "compression_decode_buffer"].contains(name) { return "compressing data" }
      return name.hasPrefix("CGImageSourceCreate") ? "decoding an image" : nil
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let method = member.declName.baseName.text
    let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text
    switch (baseName, method) {
    case ("JSONSerialization", "jsonObject"), ("JSONSerialization", "data"): return "JSON serialisation"
    case ("PropertyListSerialization", "propertyList"), ("PropertyListSerialization", "data"):
      return "property list serialisation"
    case (_, "enumerator"), (_, "subpathsOfDirectory"), (_, "subpaths"):
      return base.rootName == "FileManager" ? "enumerating files" : nil
    case (_, "compressed"), (_, "decompressed"):
      return firstLabel == "using" ? "compressing data" : nil
    case (_, "decode"):
      let made = base.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      if let made, decoderTypes.contains(made) { return "decoding" }
      return baseName.map(decoders.contains) == true ? "decoding" : nil
    default: return nil
    }
  }
}
