import SwiftSyntax

/// `prefer-is-empty`: `x.count == 0` where `x.isEmpty` says the same.
public struct PreferIsEmpty: StructuralCheck {
  public static let id = "prefer-is-empty"
  public static let summary = "A comparison `x.count == 0` where `x.isEmpty` says the same."
  public static let rationale = """
    `isEmpty` is O(1) on every collection, while `count` walks the whole of a collection that \
    is not random-access (a `String`, a lazy sequence, a `Set` view), and `isEmpty` says what \
    the code means. Write `x.isEmpty` (or `x?.isEmpty == true`). Charter does not know types, \
    so it reports only where the receiver may be a collection: the comparison must be a whole \
    operand of `&&`, `||`, `?:`, an assignment or a condition (`index % items.count == 0` is \
    arithmetic, not a test for emptiness), and nothing in it may be awaited (`await \
    counter.count == 0` reads a property of an actor or an async getter, usually a number). \
    A test's assertion (`#expect(x.count == 0)`, `XCTAssertTrue(x.count == 0)`) is not \
    reported: its failure message shows the count, which `isEmpty` would hide. \
    Limits: a `count` property of the app's own that is a number (`var count = 0` in a \
    struct) is still reported when it is read synchronously, and `0 == x.count` and \
    `x.count < 1` are not reported.
    """
  public static let triggering = [
    """
    func render(items: [Item], draft: Draft?) {
      if items.⟪count⟫ == 0 { showPlaceholder() }
      let isBlank = draft?.text.⟪count⟫ == 0 || draft == nil
      title = results.⟪count⟫ == 0 ? "None" : "\\(results.count) results"
    }
    """,
    """
    func validate(_ name: String) -> Bool {
      guard name.trimmingCharacters(in: .whitespaces).⟪count⟫==0 else { return true }
      return false
    }
    """,
  ]
  public static let nonTriggering = [
    """
    func render(items: [Item]) {
      if items.isEmpty { showPlaceholder() }
      if index % vertices.count == 0 { newRow() }
      if items.count == 10 || items.count - 1 == 0 { trim() }
    }
    """,
    """
    actor Counter { var count = 0 }
    @Test func startsAtZero() async {
      let counter = Counter()
      #expect(await counter.count == 0)
      let isZero = await counter.count == 0
      if try await store.load().count == 0 { return }
    }
    @Test func emptyAttributes() {
      #expect(XMLAttributes.empty.count == 0)
      XCTAssertTrue(parser.links.count == 0, "no links")
    }
    """,
  ]

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["count == 0", "count==0"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for sequence in file.index.sequences {
      let elements = Array(sequence.elements)
      for (index, element) in elements.enumerated() {
        guard index >= 1, index + 1 < elements.count, Self.isOperator(element, "=="),
          Self.isZero(elements[index + 1]), let member = elements[index - 1].as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "count", member.base != nil,
          Self.bounds(index >= 2 ? elements[index - 2] : nil), Self.bounds(index + 2 < elements.count ? elements[index + 2] : nil),
          !Self.isAwaited(member, within: sequence), !Self.isAsserted(sequence)
        else { continue }
        findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: member.declName), message: Self.message))
      }
    }
  }

  /// Whether the operator next to the comparison (or nothing) leaves it a whole operand: a
  /// logical operator, an assignment, a ternary.
  private static func bounds(_ neighbor: ExprSyntax?) -> Bool {
    guard let neighbor else { return true }
    if neighbor.is(AssignmentExprSyntax.self) || neighbor.is(UnresolvedTernaryExprSyntax.self) { return true }
    return isOperator(neighbor, "&&") || isOperator(neighbor, "||")
  }

  private static func isOperator(_ element: ExprSyntax, _ text: String) -> Bool {
    element.as(BinaryOperatorExprSyntax.self)?.operator.text == text
  }

  private static func isZero(_ element: ExprSyntax) -> Bool {
    element.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
  }

  /// Whether the comparison is what a test asserts (`#expect(x.count == 0)`,
  /// `XCTAssertTrue(x.count == 0)`): there the failure message shows the count, which `isEmpty`
  /// would hide, and the test may be about `count` itself.
  private static func isAsserted(_ sequence: SequenceExprSyntax) -> Bool {
    var current = sequence.parent
    while let node = current, !node.is(CodeBlockItemSyntax.self), !node.is(ClosureExprSyntax.self) {
      if let macro = node.as(MacroExpansionExprSyntax.self) { return ["expect", "require"].contains(macro.macroName.text) }
      if let call = node.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        name.hasPrefix("XCTAssert") || name == "precondition" || name == "assert"
      {
        return true
      }
      current = node.parent
    }
    return false
  }

  /// Whether an `await` covers `member`: inside the member itself or around the sequence, up
  /// to the statement or closure that holds it.
  private static func isAwaited(_ member: MemberAccessExprSyntax, within sequence: SequenceExprSyntax) -> Bool {
    var current: Syntax? = Syntax(member)
    while let node = current, !node.is(CodeBlockItemSyntax.self), !node.is(ClosureExprSyntax.self) {
      if node.is(AwaitExprSyntax.self) { return true }
      if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(AwaitExprSyntax.self) }) {
        return true
      }
      current = node.parent
    }
    return false
  }

  private static let message = "test emptiness with 'isEmpty', which is O(1) on every collection"
}
