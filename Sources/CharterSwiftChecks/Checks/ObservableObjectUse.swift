import SwiftSyntax

/// `observable-object`: a conformance to Combine's `ObservableObject` or an `@Published`
/// property, where the Observation framework's `@Observable` does the job.
public struct ObservableObjectUse: StructuralCheck {
  public static let id = "observable-object"
  public static let summary = "A conformance to `ObservableObject` or an `@Published` property; use `@Observable` instead."
  public static let rationale = """
    Since iOS 17 and macOS 14 the Observation framework's `@Observable` macro replaces Combine's \
    `ObservableObject`: views re-render only when a property they actually read changes (not on \
    every `objectWillChange`), plain stored properties need no `@Published`, and views hold the \
    model with `@State`, `@Bindable` or `@Environment` instead of `@StateObject` and \
    `@ObservedObject`. Mixing both systems invites subtle update bugs. Mark the class \
    `@Observable`, drop `ObservableObject` and every `@Published`. A type or property wrapper \
    named `ObservableObject` or `Published` that the same file declares is the module's own \
    and is not reported; one declared in another file is.
    """
  public static let triggering = [
    """
    import Combine

    final class ProfileModel: ⟪ObservableObject⟫ {
      ⟪@Published⟫ var name = ""
      ⟪@Published⟫ private(set) var isLoading = false
    }
    """,
    """
    import SwiftUI

    protocol Store: AnyObject, ⟪Combine.ObservableObject⟫ {}
    extension LegacySettings: ⟪ObservableObject⟫ {}
    """,
    """
    @MainActor
    final class Player: NSObject, ⟪ObservableObject⟫ {
      @MainActor ⟪@Published⟫ var rate: Float = 1
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
    let local = Set(file.index.typeDecls.lazy.filter { !$0.is(ExtensionDeclSyntax.self) }.compactMap { $0.declaredName })
    if !local.contains("ObservableObject") {
      for type in file.index.typeDecls {
        for inherited in type.inheritanceClause?.inheritedTypes ?? [] where Self.isCombineObservableObject(inherited.type) {
          findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: inherited.type), message: Self.conformanceMessage))
        }
      }
    }
    guard !local.contains("Published") else { return }
    for variable in file.index.variables {
      guard let attribute = variable.attributes.first(named: "Published") else { continue }
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
