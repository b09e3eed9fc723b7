import SwiftSyntax

/// `state-object`: a `@StateObject` holding a model the module declares `ObservableObject`,
/// where `@Observable` and `@State` do the job.
public struct StateObjectUse: StructuralCheck {
  public static let id = "state-object"
  public static let moduleFacts: [ModuleFact] = [.deploymentTargets]
  public static let summary =
    "A `@StateObject` holding one of the module's own `ObservableObject` models; make it `@Observable` and own it with `@State`."
  public static let rationale = """
    With the Observation framework (iOS 17, macOS 14) a model is an `@Observable` class and a \
    view owns it with `@State`; `@StateObject` exists for Combine's `ObservableObject`. Only a \
    model the app declares can move, so the finding holds only when a file of the module \
    declares (or extends) the property's type to conform to `ObservableObject`: an SDK type \
    such as `ImageRenderer` or a package's model is not reported. The type is read from the \
    annotation (`@StateObject var model: Model`) or the initialiser (`= Model()`); a property \
    whose type neither shows is not reported. Convert the model (see `observable-object`) and \
    write `@State private var model = Model()`.
    """
  public static let triggering = [
    """
    import SwiftUI

    final class SettingsModel: ObservableObject {}
    struct SettingsView: View {
      ⟪@StateObject⟫ private var model = SettingsModel()
      ⟪@StateObject⟫ var other: SettingsModel
      var body: some View { Text("") }
    }
    """,
    """
    import SwiftUI

    extension Player: ObservableObject {}
    struct PlayerView: View {
      ⟪@StateObject⟫ private var player = Player.init(url: url)
      var body: some View { Text("") }
    }
    """,
  ]
  public static let nonTriggering = [
    """
    import SwiftUI

    struct ShareView: View {
      @StateObject var renderer: ImageRenderer<AnyView>
      @StateObject private var model = makeModel()
      var body: some View { Text("") }
    }
    """,
    """
    import SwiftUI

    @Observable final class SettingsModel {}
    struct SettingsView: View {
      @State private var model = SettingsModel()
      @StateObject private var store = SettingsModel()
      var body: some View { Text("") }
    }
    """,
  ]

  public init(options: StructuralOptionValues) {}

  /// `ObservableObject` too, so that the files declaring the models are read for the facts.
  public var triggers: [String] { ["@StateObject", "ObservableObject"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    // The advice compiles only where Observation exists (iOS 17, macOS 14 …).
    guard file.settings.hasObservation else { return }
    for variable in file.index.variables {
      guard let attribute = variable.attributes.first(named: "StateObject"), let binding = variable.bindings.first,
        let type = Self.typeName(of: binding)
      else { continue }
      let range = file.range(of: attribute)
      findings.append(StructuralFinding(checkID: Self.id, range: range, message: Self.message(type), requiresObservableObject: type))
    }
  }

  /// The simple name of the type a binding holds: its annotation, or the type its initialiser
  /// calls (`Model()`, `Model.init()`, `Module.Model()`).
  private static func typeName(of binding: PatternBindingSyntax) -> String? {
    if let annotated = binding.typeAnnotation?.type.lastNameComponent { return annotated }
    guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
      callee = base
    }
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
    let name: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    return name.first?.isUppercase == true ? name : nil
  }

  private static func message(_ type: String) -> String {
    "'\(type)' is the module's own ObservableObject; make it '@Observable' and own it with '@State'"
  }
}
