import SwiftSyntax

/// `mainactor-sync-test`: a synchronous Swift Testing test that is not main-actor isolated and
/// creates an instance of a main-actor type.
public struct MainActorSyncTest: StructuralCheck {
  public static let id = "mainactor-sync-test"
  public static let risk: RunTimeRisk? = .dataRace
  public static let moduleFacts: [ModuleFact] = [.languageMode, .defaultIsolation]
  /// The Swift 6 compiler reports the same thing: the check runs only in older language modes.
  public static let enforcedBySwift6 = true
  public static let summary =
    "A synchronous, non-main-actor Swift Testing `@Test` function that creates an instance of a main-actor type."
  public static let rationale = """
    A main-actor type's initializer can only run on the main actor. Swift Testing runs a \
    synchronous test that is not itself main-actor isolated on a background thread, where it \
    cannot hop to the main actor: in Swift 6 mode `ViewModel()` in such a test does not \
    compile, and with minimal checking it creates the object off the main thread. Mark the test \
    (or its suite) `@MainActor`, or make it `async` and await the work. The type is usually \
    declared in another file: the finding is kept only when some linted file of the module \
    declares the type main-actor isolated (`@MainActor`, a subclass of a main-actor type, or \
    any type under default main-actor isolation). A test is a function with `@Test`; calls \
    inside closures in the test, and tests in an extension of a suite declared in another file, \
    are not looked at. XCTest's `test…()` methods are not reported: XCTest calls synchronous \
    test methods on the main thread, so nothing runs off it, and in Swift 6 mode the compiler \
    reports the isolation itself.
    """

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["@Test"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    let tests = file.index.functions.filter { isSynchronousTest($0, in: file) }
    guard !tests.isEmpty else { return }
    let testIDs = Set(tests.map { Syntax($0).id })
    let localTypes = file.declaredTypes
    for call in file.index.calls {
      guard let function = file.enclosingFunction(of: call), testIDs.contains(function.id),
        let (callee, name) = Self.constructedType(call)
      else { continue }
      let range = file.range(of: callee)
      if let local = localTypes[name] {
        if let finding = file.findingIfMainActor(local, checkID: Self.id, range: range, message: Self.message(name)) {
          findings.append(finding)
        }
      } else {
        findings.append(StructuralFinding(checkID: Self.id, range: range, message: Self.message(name), requiresMainActor: [name]))
      }
    }
  }

  /// Whether `function` is a synchronous test that does not run on the main actor.
  private func isSynchronousTest(_ function: FunctionDeclSyntax, in file: SwiftFile) -> Bool {
    guard function.signature.effectSpecifiers?.asyncSpecifier == nil, !function.attributes.contains(named: "MainActor") else {
      return false
    }
    let type = file.enclosingType(of: function)
    if !function.modifiers.contains(.nonisolated), let type {
      switch file.isolation(of: type) {
      case .mainActor: return false
      // An extension of a suite declared elsewhere: the suite may be main-actor isolated.
      case .ifMainActor where type.is(ExtensionDeclSyntax.self): return false
      default: break
      }
    }
    // XCTest calls synchronous `test…()` methods on the main thread: only Swift Testing runs
    // them elsewhere.
    return function.attributes.contains(named: "Test")
  }

  /// The callee and type name of a call that creates an instance: `Model()`, `Model.init()`,
  /// `Module.Model()`, `Model<Int>()`.
  private static func constructedType(_ call: FunctionCallExprSyntax) -> (ExprSyntax, String)? {
    var expression = call.calledExpression
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base {
      expression = base
    }
    if let generic = expression.as(GenericSpecializationExprSyntax.self) { expression = generic.expression }
    guard let name = expression.referencedName else { return nil }
    // XCTest's assertions are functions, not types; leaving them out spares a conditional
    // finding for each.
    guard name.first?.isUppercase == true, !name.hasPrefix("XCT") else { return nil }
    return (call.calledExpression, name)
  }

  private static func message(_ type: String) -> String {
    "'\(type)' is main-actor isolated but this synchronous test is not; mark the test '@MainActor' or make it 'async'"
  }
}
