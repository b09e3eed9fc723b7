import SwiftSyntax

/// `observable-object`: a conformance to Combine's `ObservableObject` or an `@Published`
/// property, where the Observation framework's `@Observable` does the job.
public struct ObservableObjectUse: StructuralCheck {
  public static let id = "observable-object"
  public static let moduleFacts: [ModuleFact] = [.deploymentTargets]
  public static let summary = "A conformance to `ObservableObject` or an `@Published` property; use `@Observable` instead."
  public static let rationale = """
    Since iOS 17 and macOS 14 the Observation framework's `@Observable` macro replaces Combine's \
    `ObservableObject`: views re-render only when a property they actually read changes (not on \
    every `objectWillChange`), plain stored properties need no `@Published`, and views hold the \
    model with `@State`, `@Bindable` or `@Environment` instead of `@StateObject` and \
    `@ObservedObject`. Mixing both systems invites subtle update bugs. Mark the class \
    `@Observable`, drop `ObservableObject` and every `@Published`. One finding per type: at \
    its conformance, or at its first `@Published` when the conformance is elsewhere; a \
    subclass that takes the conformance from its superclass (`final class SearchModel: \
    ViewModel`) is not reported, as the change starts at the class that conforms; a \
    protocol that refines `ObservableObject` is a design choice, not a class to mark, and is \
    not reported. A type or property wrapper named `ObservableObject` or `Published` that the \
    same file declares is the module's own and is not reported; one declared in another file \
    is. Uses the module's deployment targets: the check reports only where every platform the \
    module builds for has Observation (iOS 17, macOS 14, Mac Catalyst 17, tvOS 17, watchOS 10, \
    visionOS 1), and nothing where they are unknown.
    """
  public static let triggering = [
    """
    import Combine

    final class ProfileModel: ⟪ObservableObject⟫ {
      @Published var name = ""
      @Published private(set) var isLoading = false
    }
    """,
    """
    import SwiftUI

    extension LegacySettings: ⟪Combine.ObservableObject⟫ {}
    extension CachedSettings {
      ⟪@Published⟫ var theme = "dark"
      @Published var size = 12
    }
    """,
    """
    @MainActor
    final class Player: NSObject, ⟪ObservableObject⟫ {
      @MainActor @Published var rate: Float = 1
    }
    """,
  ]
  public static let nonTriggering = [
    """
    import Observation

    @Observable final class ProfileModel {
      var name = ""
      var isLoading = false
    }
    """,
    """
    protocol ObservableObject: AnyObject {}
    final class Model: ObservableObject {}
    """,
    """
    import Combine

    protocol Store: AnyObject, ObservableObject {
      var count: Int { get }
    }
    """,
    """
    import Combine

    final class SearchModel: ViewModel {
      @Published var query = ""
    }
    """,
    """
    @propertyWrapper struct Published<Value> { var wrappedValue: Value }
    struct Settings {
      @Published var theme = "dark"
      let label = "ObservableObject"
    }
    """,
  ]

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["ObservableObject", "Published"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    // The advice compiles only where Observation exists (iOS 17, macOS 14 …).
    guard file.settings.hasObservation else { return }
    let local = Set(file.index.typeDecls.lazy.filter { !$0.is(ExtensionDeclSyntax.self) }.compactMap { $0.declaredName })
    // One finding per type: at its conformance, else at its first `@Published`.
    var reported: Set<SyntaxIdentifier> = []
    if !local.contains("ObservableObject") {
      for type in file.index.typeDecls where !type.is(ProtocolDeclSyntax.self) {
        let inherited = type.inheritanceClause?.inheritedTypes ?? []
        guard let conformance = inherited.first(where: { Self.isCombineObservableObject($0.type) }) else { continue }
        findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: conformance.type), message: Self.conformanceMessage))
        reported.insert(type.id)
      }
    }
    guard !local.contains("Published") else { return }
    for variable in file.index.variables {
      guard let attribute = variable.attributes.first(named: "Published") else { continue }
      let owner = variable.parent?.parent?.parent?.as(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
      if let owner {
        guard !owner.is(ProtocolDeclSyntax.self), reported.insert(owner.id).inserted else { continue }
        // A class that inherits and does not conform itself takes `ObservableObject` from its
        // superclass: the finding belongs to the class that conforms, which the change starts at.
        if owner.is(ClassDeclSyntax.self), owner.inheritanceClause != nil { continue }
      }
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: attribute), message: Self.publishedMessage))
    }
  }

  /// `ObservableObject`, `Combine.ObservableObject` or `SwiftUI.ObservableObject`.
  private static func isCombineObservableObject(_ type: TypeSyntax) -> Bool {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "ObservableObject" }
    guard let member = type.as(MemberTypeSyntax.self), member.name.text == "ObservableObject" else { return false }
    return ["Combine", "SwiftUI"].contains(member.baseType.trimmedDescription)
  }

  private static let conformanceMessage =
    "ObservableObject re-renders every observer on each change; mark the class '@Observable' (Observation) instead"
  private static let publishedMessage =
    "@Published belongs to ObservableObject; in an '@Observable' class a plain stored property is observed"
}
