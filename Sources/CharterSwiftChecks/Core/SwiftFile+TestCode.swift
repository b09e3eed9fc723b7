import SwiftSyntax

extension SwiftFile {
  /// Whether the file is test code: it imports a test framework (`XCTest`, `Testing`) or
  /// imports a module `@testable`, which only a test target can.
  public var isTestCode: Bool {
    index.imports.contains { declaration in
      ["XCTest", "Testing"].contains(declaration.path.first?.name.text ?? "")
        || declaration.attributes.contains(named: "testable")
    }
  }

  /// Whether `node` sits in a test double: a type whose name, or an enclosing type's, says it
  /// stands in for a real one (`MockStore`, `StoreSpy`, `FakeClock`, `StubURLProtocol`).
  public func isInTestDouble(_ node: some SyntaxProtocol) -> Bool {
    var current = Syntax(node)
    while let type = enclosingType(of: current) {
      if let name = type.declaredName, Self.testDoubleMarkers.contains(where: name.contains) { return true }
      current = Syntax(type)
    }
    return false
  }

  /// Words in the names of types that stand in for real ones in tests and previews.
  static let testDoubleMarkers = ["Mock", "Fake", "Stub", "Spy", "Dummy", "Noop", "Preview"]
}
