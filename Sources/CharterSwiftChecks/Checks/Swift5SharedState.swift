import SwiftSyntax

/// `swift5-shared-state`: in a Swift 5 module, a global or static stored `var`, or a global or
/// static `let` holding one of the module's non-Sendable classes, outside any global actor.
public struct Swift5SharedState: StructuralCheck {
  public static let id = "swift5-shared-state"
  public static let risk: RunTimeRisk? = .dataRace
  public static let moduleFacts: [ModuleFact] = [.languageMode, .defaultIsolation]
  /// The Swift 6 compiler rejects the same declarations: the check runs only in older modes.
  public static let enforcedBySwift6 = true
  public static let summary =
    "A global or static stored `var`, or a global or static `let` of one of the module's non-Sendable classes, outside any global actor."
  public static let rationale = """
    Global and static stored properties are shared by every thread. Swift 6 rejects a mutable \
    one, and an immutable one whose class is not Sendable, as a data race unless a global \
    actor guards it; in Swift 5 mode the code compiles and the race is real. Isolate the type \
    (or the declaration) to `@MainActor`, make the state an actor's, or make it a `let` of a \
    Sendable type (a `final class` whose stored properties are `let`s of Sendable types can \
    conform to `Sendable`; one whose lock or queue guards every mutable property can be \
    declared `@unchecked Sendable`, with a comment saying so). Reported: a `static var` or top-level `var` that is stored (no \
    getter; `willSet`/`didSet` allowed), and a `static let` or top-level `let` whose type, from \
    the annotation or the initialiser (`= Cache()`), is a class the module declares once and \
    that is not Sendable: no declaration or extension of it states `Sendable`, \
    `@unchecked Sendable`, `@MainActor` or another attribute Charter cannot judge, and each \
    type it inherits from or conforms to is the module's own, judged the same way, or a plain \
    SDK type (`NSObject`, `ObservableObject`, `Codable`, `Hashable` …); a type of the SDK or a \
    package is never judged. Not reported: a declaration with `nonisolated` or \
    `nonisolated(unsafe)` (`unsafe-needs-justification` asks for a comment there), with a \
    global actor or a property wrapper or macro attribute (`@TaskLocal`, `@AppStorage`), in a \
    main-actor type (a view, a `@MainActor` class, anything in a module isolated to the main \
    actor by default) or a type isolated to another global actor, in a protocol, or in \
    top-level code (`main.swift`), or in a test double in test code (a type named `Mock…`, \
    `…Spy`, `Fake…`, `Stub…` … in a file that imports `XCTest` or `Testing`), which stands in \
    for a real type in one test. A static of an extension or a type whose isolation another \
    file decides is reported only when each type involved is the module's own, known \
    nonisolated, or a well-known nonisolated SDK type (`String`, `URL`, `UserDefaults` …).
    """
  public static let triggering = Swift5SharedStateExamples.triggering
  public static let nonTriggering = Swift5SharedStateExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  /// `class `, `protocol ` and `Sendable` too: the files that declare a class, its protocols or
  /// its conformances must be read for the module to judge it.
  public var triggers: [String] { ["var ", "let ", "class ", "protocol ", "Sendable"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    guard file.settings.defaultIsolation != nil else { return }
    let isTestCode = file.isTestCode
    for variable in file.index.variables where Self.isPlain(variable) {
      if isTestCode, file.isInTestDouble(variable) { continue }
      guard let scope = Self.scope(of: variable, in: file) else { continue }
      let isStatic = variable.modifiers.contains(.static)
      let isMutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
        var conditions = scope
        let message: String
        if isMutable {
          guard Self.isStored(binding) else { continue }
          message = isStatic ? Self.staticVarMessage : Self.globalVarMessage
        } else {
          guard binding.accessorBlock == nil, let type = binding.declaredTypeName else { continue }
          conditions.append(.nonSendableClass(type))
          message = Self.letMessage(type)
        }
        findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: name), message: message, conditions: conditions))
      }
    }
  }

  /// Whether `variable` says nothing that isolates it or could: no `nonisolated`, `lazy`,
  /// `class` or `override`, and no attribute but the compiler's own lower-case ones
  /// (`@objc`, `@available`).
  private static func isPlain(_ variable: VariableDeclSyntax) -> Bool {
    let modifiers: [Keyword] = [.nonisolated, .lazy, .class, .override]
    if modifiers.contains(where: { variable.modifiers.contains($0) }) { return false }
    return variable.attributes.allSatisfy { $0.attributeName?.first?.isLowercase == true }
  }

  /// The conditions under which a declaration at `variable`'s place is global shared state:
  /// `[]` when the file shows it, `nil` when it is not (a local, a member that is not
  /// static, a protocol requirement, a main-actor or global-actor type, top-level code).
  private static func scope(of variable: VariableDeclSyntax, in file: SwiftFile) -> [ModuleCondition]? {
    guard let type = file.enclosingType(of: variable) else {
      guard isTopLevel(variable), !hasTopLevelCode(file.tree) else { return nil }
      return file.settings.isMainActorByDefault ? nil : []
    }
    guard variable.modifiers.contains(.static), file.enclosingFunction(of: variable) == nil,
      isMember(variable, of: type), !type.is(ProtocolDeclSyntax.self)
    else { return nil }
    if type.attributes.contains(where: { ($0.attributeName ?? "").isGlobalActorName || $0.attributeName == "MainActor" }) {
      return nil
    }
    if type.is(ActorDeclSyntax.self) { return [] }
    switch file.isolation(of: type) {
    case .mainActor: return nil
    case .notMainActor: return []
    case .ifMainActor(let names): return [.nonisolated(names)]
    }
  }

  /// Whether `variable` is a declaration of the file itself (also inside `#if`), not a local.
  private static func isTopLevel(_ variable: VariableDeclSyntax) -> Bool {
    var current = variable.parent
    while let node = current {
      if node.is(SourceFileSyntax.self) { return true }
      if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) {
        return false
      }
      current = node.parent
    }
    return false
  }

  /// Whether the file runs statements at the top level (`main.swift`, a script), where its
  /// variables belong to the main actor.
  private static func hasTopLevelCode(_ tree: SourceFileSyntax) -> Bool {
    tree.statements.contains { item in
      switch item.item {
      case .expr, .stmt: true
      case .decl: false
      }
    }
  }

  /// Whether `variable` is a member of `type` itself, not of a function or closure inside it.
  private static func isMember(_ variable: VariableDeclSyntax, of type: DeclGroupSyntax) -> Bool {
    variable.parent?.is(MemberBlockItemSyntax.self) == true
  }

  /// Whether `binding` stores its value: no accessors but `willSet`/`didSet`.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let accessors = binding.accessorBlock else { return true }
    guard case .accessors(let list) = accessors.accessors else { return false }
    return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
  }

  private static let staticVarMessage =
    "Swift 6 rejects this static 'var' as a data race: isolate the type (or it) to '@MainActor', move the state into an actor, or make "
    + "it a 'let' of a Sendable type; if a lock or queue guards it, mark it 'nonisolated(unsafe)' with a comment saying so"
  private static let globalVarMessage =
    "Swift 6 rejects this global 'var' as a data race: isolate it to '@MainActor', move the state into an actor, or make it a 'let' of "
    + "a Sendable type; if a lock or queue guards it, mark it 'nonisolated(unsafe)' with a comment saying so"
  private static func letMessage(_ type: String) -> String {
    "Swift 6 rejects this as a data race: '\(type)' is not Sendable; isolate it (or the type holding this) to '@MainActor', make it an "
      + "actor, or make it immutable and 'Sendable'; if a lock or queue already guards all of its state, declare it '@unchecked "
      + "Sendable' with a comment saying so"
  }
}
