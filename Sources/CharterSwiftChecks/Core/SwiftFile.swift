import SwiftSyntax

/// One parsed Swift file, shared by every structural check that runs on it.
///
/// The file is parsed once and walked once: ``index`` holds the nodes checks look at, so a
/// check iterates the few it needs instead of walking the whole tree again.
public final class SwiftFile {
  /// The file's bytes.
  public let bytes: UnsafeBufferPointer<UInt8>
  /// The syntax tree.
  public let tree: SourceFileSyntax
  /// The nodes checks look at, gathered in one walk.
  public let index: SwiftFileIndex
  /// The types the file declares, by simple name.
  public private(set) lazy var declaredTypes: [String: DeclGroupSyntax] = index.declaredTypesByName()
  /// The settings of the file's module.
  public let settings: SwiftSettings
  /// The isolation of types as far as this file can tell, filled in lazily.
  private var isolationCache: [SyntaxIdentifier: TypeIsolation] = [:]

  /// Indexes `tree`, parsed from `bytes` (which must outlive the value) through
  /// ``SwiftParseGuard``, a file of a module with `settings`.
  init(bytes: UnsafeBufferPointer<UInt8>, tree: SourceFileSyntax, settings: SwiftSettings = .swift5) {
    self.bytes = bytes
    self.settings = settings
    self.tree = tree
    let collector = SwiftFileIndex.Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    index = collector.index
  }

  /// The byte range of `node` without its leading and trailing trivia.
  public func range(of node: some SyntaxProtocol) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
  }

  /// The isolation of `type` as far as this file can tell, cached.
  public func isolation(of type: DeclGroupSyntax) -> TypeIsolation {
    if let known = isolationCache[type.id] { return known }
    let isolation = TypeIsolation.of(type, localTypes: declaredTypes, defaultIsolation: settings.defaultIsolation)
    isolationCache[type.id] = isolation
    return isolation
  }

  /// The innermost type or extension declaring `node`, if any.
  public func enclosingType(of node: some SyntaxProtocol) -> DeclGroupSyntax? {
    var current = node.parent
    while let parent = current {
      if let group = parent.asProtocol(DeclGroupSyntax.self) { return group }
      current = parent.parent
    }
    return nil
  }

  /// The innermost function, initializer, deinitializer, accessor or closure around `node`.
  public func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let parent = current {
      switch parent.kind {
      case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .closureExpr: return parent
      case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: return nil
      default: current = parent.parent
      }
    }
    return nil
  }
}

extension SwiftFile {
  /// A finding at `range` if `type` is main-actor isolated: unconditional when this file
  /// shows it, conditional on the module when another file decides, `nil` when it is not.
  public func findingIfMainActor(
    _ type: DeclGroupSyntax, checkID: String, range: Range<Int>, message: String
  ) -> StructuralFinding? {
    switch isolation(of: type) {
    case .mainActor: StructuralFinding(checkID: checkID, range: range, message: message)
    case .ifMainActor(let names): StructuralFinding(checkID: checkID, range: range, message: message, requiresMainActor: names)
    case .notMainActor: nil
    }
  }
}
