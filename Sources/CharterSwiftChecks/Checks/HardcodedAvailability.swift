import SwiftSyntax

/// `hardcoded-availability`: an availability property or function (`isAvailable`,
/// `isHealthDataSupported`) that returns the literal `true`.
public struct HardcodedAvailability: StructuralCheck {
  public static let id = "hardcoded-availability"
  public static let summary = "An availability property or function that returns the literal `true` instead of checking anything."
  public static let rationale = """
    `var isAvailable: Bool { true }` promises a capability check and performs none: the device \
    may lack the hardware, the user may have denied permission, the OS may be too old. Such \
    stubs are often left behind when a feature is scaffolded (by a person or an agent) and they \
    hide the unavailable path from every test. Ask the system (`HKHealthStore.isHealthDataAvailable()`, \
    `CLLocationManager.authorizationStatus`, `#available`), or make the value an explicit \
    dependency. Computed properties (`{ true }`, `{ return true }`, `get { true }`), functions \
    without parameters and `let` members initialised to `true` are reported, also in protocol \
    extensions; test code (files that import `XCTest` or `Testing`), types named like test \
    doubles (`Mock`, `Fake`, `Stub`, `Spy`, `Dummy`, `Noop`, `Preview`) and declarations \
    inside `#if` blocks are not. For a type that is genuinely always available, suppress the \
    finding with a reason.
    """
  /// The availability names.
  public static let namesOption = StructuralOption(
    name: "names",
    summary: "Names of availability properties and functions, as globs where `*` matches any run of characters, case-insensitive; a "
      + "file is read for them only when it holds a glob's longest literal as camel case writes it (`Available` for `is*Available`).",
    defaultValue: ["is*Available", "is*Supported"])
  public static let options = [namesOption]

  private let names: [NamePattern]

  public init(options: StructuralOptionValues) {
    names = options[Self.namesOption].map(NamePattern.init)
  }

  public var triggers: [String] { names.triggers }

  /// Only a file with an identifier the names match: `poundAvailable` holds the trigger
  /// `Available` and is no name `is*Available` matches.
  public func mayFire(in bytes: UnsafeBufferPointer<UInt8>) -> Bool { names.mayOccur(in: bytes) }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    guard !Self.isTestCode(file) else { return }
    var literals: [BooleanLiteralExprSyntax] = []
    for variable in file.index.variables where isCandidate(variable, in: file) {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, names.matchAny(name.text) else { continue }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): literals += Self.returnedTrue(statements).map { [$0] } ?? []
        case .accessors(let accessors):
          let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
          literals += getter?.body.flatMap { Self.returnedTrue($0.statements) }.map { [$0] } ?? []
        case nil:
          guard variable.bindingSpecifier.tokenKind == .keyword(.let), file.enclosingType(of: variable) != nil,
            file.enclosingFunction(of: variable) == nil, let value = binding.initializer?.value
          else { continue }
          literals += Self.trueLiteral(value).map { [$0] } ?? []
        }
      }
    }
    for function in file.index.functions where function.signature.parameterClause.parameters.isEmpty && names.matchAny(function.name.text) {
      guard isCandidate(function, in: file), let body = function.body else { continue }
      literals += Self.returnedTrue(body.statements).map { [$0] } ?? []
    }
    for literal in literals {
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: literal), message: Self.message))
    }
  }

  /// Whether `declaration` is outside test doubles and `#if` blocks.
  private func isCandidate(_ declaration: some SyntaxProtocol, in file: SwiftFile) -> Bool {
    if let type = file.enclosingType(of: declaration)?.declaredName, SwiftFile.testDoubleMarkers.contains(where: type.contains) {
      return false
    }
    var current = declaration.parent
    while let node = current {
      if node.is(IfConfigClauseSyntax.self) { return false }
      current = node.parent
    }
    return true
  }

  /// The `true` a body of one statement returns (`true` or `return true`).
  private static func returnedTrue(_ statements: CodeBlockItemListSyntax) -> BooleanLiteralExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    switch item {
    case .expr(let expression): return trueLiteral(expression)
    case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression.flatMap(trueLiteral)
    default: return nil
    }
  }

  private static func trueLiteral(_ expression: ExprSyntax) -> BooleanLiteralExprSyntax? {
    guard let literal = expression.as(BooleanLiteralExprSyntax.self), literal.literal.tokenKind == .keyword(.true) else { return nil }
    return literal
  }

  /// Whether `file` is test code, where every such value is a fake: it imports a test framework.
  private static func isTestCode(_ file: SwiftFile) -> Bool {
    file.index.imports.contains { ["XCTest", "Testing"].contains($0.path.first?.name.text ?? "") }
  }

  private static let message =
    "this availability check always answers 'true'; ask the system or inject the value instead of hardcoding it"
}
