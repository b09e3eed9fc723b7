import SwiftSyntax

/// `nonisolated-async-heavy-work`: under `NonisolatedNonsendingByDefault`, a nonisolated
/// `async` function without `@concurrent` that decodes, reads files or decodes images before
/// its first `await`, on its caller's actor.
public struct NonisolatedAsyncHeavyWork: StructuralCheck {
  public static let id = "nonisolated-async-heavy-work"
  public static let moduleFacts: [ModuleFact] = [.defaultIsolation, .upcomingFeatures]
  public static let summary =
    "A nonisolated `async` function without `@concurrent` that does recognisably heavy synchronous work, which "
    + "`NonisolatedNonsendingByDefault` runs on the caller's actor."
  public static let rationale = """
    With the upcoming feature `NonisolatedNonsendingByDefault` (on with Swift 6.2's \
    approachable concurrency) a nonisolated `async` function runs on the actor of its caller: \
    called from a view or a view model, on the main actor, where before it ran in the \
    background. Decoding JSON there freezes the interface. Mark the function `@concurrent` so \
    it keeps running off the caller's actor. Reported only where the module is known to enable \
    the feature, and only for work Charter recognises, called in the function itself (not in \
    a closure) before its first `await`: `JSONDecoder`/`PropertyListDecoder` `decode` (on a \
    decoder made in place, or held in a local or a stored property of the type), \
    `JSONSerialization`, `PropertyListSerialization`, `Data(contentsOf:)`, \
    `String(contentsOf:)`, `UIImage(data:)`/`UIImage(contentsOfFile:)`/`NSImage(data:)`, \
    `CGImageSource…`, `CIContext`, `FileManager` enumeration (`enumerator`, `subpaths`), \
    `compression_encode_buffer`/`compression_decode_buffer`, `compressed(using:)`. Only \
    functions `@concurrent` can take without other changes: free functions, static ones, and \
    methods of structs, enums and classes that state `Sendable` (a non-Sendable `self` would \
    have to be sent). Not reported: functions isolated to an actor or a global actor (they \
    run there whatever the feature), in a type that is (or may be) main-actor isolated, \
    local functions, and test code.
    """
  public static let triggering = NonisolatedAsyncHeavyWorkExamples.triggering
  public static let nonTriggering = NonisolatedAsyncHeavyWorkExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["async"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    guard file.settings.runsNonisolatedAsyncOnCaller, !file.isTestCode else { return }
    for function in file.index.functions {
      guard function.signature.effectSpecifiers?.asyncSpecifier != nil, let body = function.body,
        !function.attributes.contains(where: { $0.attributeName?.first?.isUppercase == true || $0.attributeName == "concurrent" }),
        file.enclosingFunction(of: function) == nil,
        let conditions = Self.runsOnCaller(function, in: file),
        let work = HeavyWork.first(in: body, of: function, in: file)
      else { continue }
      let message =
        "under NonisolatedNonsendingByDefault '\(function.name.text)' runs on its caller's actor (the main actor when UI code calls "
        + "it), so \(work.what) blocks it; mark it '@concurrent'"
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: work.node), message: message, conditions: conditions))
    }
  }

  /// The conditions under which `function` runs on its caller's actor and could be marked
  /// `@concurrent` as it is, or `nil` when it does not or could not.
  private static func runsOnCaller(_ function: FunctionDeclSyntax, in file: SwiftFile) -> [ModuleCondition]? {
    let explicit = function.modifiers.contains(.nonisolated)
    guard let type = file.enclosingType(of: function) else {
      return explicit || file.settings.defaultIsolation == .nonisolated ? [] : nil
    }
    guard !type.is(ActorDeclSyntax.self), !type.is(ProtocolDeclSyntax.self) else { return nil }
    let isStatic = function.modifiers.contains(.static) || function.modifiers.contains(.class)
    if !isStatic {
      guard
        type.is(StructDeclSyntax.self) || type.is(EnumDeclSyntax.self)
          || (type.is(ClassDeclSyntax.self) && type.inheritedNames.contains("Sendable"))
      else { return nil }
    }
    if explicit { return [] }
    if type.attributes.contains(where: { $0.attributeName?.first?.isUppercase == true && $0.attributeName != "Observable" }) {
      return nil
    }
    switch file.isolation(of: type) {
    case .mainActor: return nil
    case .notMainActor: return []
    case .ifMainActor(let names): return [.nonisolated(names)]
    }
  }
}
