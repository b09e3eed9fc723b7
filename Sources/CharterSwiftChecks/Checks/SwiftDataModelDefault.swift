import SwiftSyntax

/// `swiftdata-model-default`: where SwiftData syncs with CloudKit, a stored attribute of a
/// `@Model` class that is neither optional nor given a default value.
public struct SwiftDataModelDefault: StructuralCheck {
  public static let id = "swiftdata-model-default"
  public static let risk: RunTimeRisk? = .crash
  public static let summary =
    "Where SwiftData syncs with CloudKit, a `@Model` attribute that is neither optional nor given a default value."
  public static let rationale = """
    CloudKit requires every attribute of a synced model to be optional or to have a default \
    value in the schema; SwiftData reads that default from the property's declaration, not \
    from an initialiser. Otherwise the container fails to load its store, which most apps turn \
    into a crash at launch. Give the property a default value (`var title: String = ""`) or \
    make it optional. Reported only where the module syncs SwiftData with CloudKit: some file \
    creates a `ModelConfiguration` with a `cloudKitDatabase:` argument other than `.none` \
    (`.private("iCloud.com.example")`, `.automatic`); a configuration that leaves the argument \
    out syncs when the app's entitlements enable CloudKit, which Charter does not read, so \
    such a project sets the option `sync` to `always`. Reported: a stored `var` of a \
    `@Model` class in a file that imports SwiftData, whose annotated type is a standard value \
    type (`String`, `Int`, `Double`, `Bool`, `Date`, `Data`, `UUID`, `URL`, `Decimal` …, or an \
    array or dictionary of them) with no `?` and no `= value`. Not reported: `@Transient` and \
    `@Relationship` properties, `@Attribute(.unique)` ones (CloudKit rejects unique \
    constraints, a default does not help), computed properties, `let`s, statics, and \
    properties of the app's own types (a relationship or a composite attribute Charter cannot \
    tell apart).
    """
  public static let options = [
    StructuralOption(
      name: "sync", summary: "`detect`: report where a `ModelConfiguration` names a CloudKit database; `always`: report in every module",
      defaultValue: ["detect"])
  ]
  public static let triggering = SwiftDataModelDefaultExamples.triggering
  public static let nonTriggering = SwiftDataModelDefaultExamples.nonTriggering

  private let always: Bool

  public init(options: StructuralOptionValues) {
    always = options[Self.options[0]].contains("always")
  }

  public var triggers: [String] { ["@Model", "cloudKitDatabase"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    guard file.index.imports.contains(where: { $0.path.first?.name.text == "SwiftData" }) else { return }
    for type in file.index.typeDecls where type.is(ClassDeclSyntax.self) && type.attributes.contains(named: "Model") {
      for item in type.memberBlock.members {
        guard let variable = item.decl.as(VariableDeclSyntax.self), Self.isPersisted(variable) else { continue }
        for binding in variable.bindings where Self.needsDefault(binding) {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
          findings.append(
            StructuralFinding(
              checkID: Self.id, range: file.range(of: name), message: Self.message(name.text),
              conditions: always ? [] : [.cloudKitSync]))
        }
      }
    }
  }

  /// Whether a file configures SwiftData to sync with CloudKit: a `ModelConfiguration(…)` with
  /// a `cloudKitDatabase:` argument other than `.none`.
  static func configuresCloudKitSync(_ file: SwiftFile) -> Bool {
    file.index.calls.contains { call in
      guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ModelConfiguration",
        let database = call.arguments.first(where: { $0.label?.text == "cloudKitDatabase" })?.expression
      else { return false }
      return database.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "none"
    }
  }

  /// Whether `variable` is a stored `var` SwiftData persists as an attribute.
  private static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), !variable.modifiers.contains(.static),
      !variable.modifiers.contains(.class), !variable.modifiers.contains(.lazy)
    else { return false }
    for attribute in variable.attributes {
      guard case .attribute(let attribute) = attribute else { return false }
      switch attribute.simpleName {
      case "Transient", "Relationship": return false
      case "Attribute": if attribute.arguments?.trimmedDescription.contains("unique") == true { return false }
      default: if attribute.simpleName.first?.isUppercase == true { return false }
      }
    }
    return true
  }

  /// Whether `binding` is stored, has no default value and a non-optional standard value type.
  private static func needsDefault(_ binding: PatternBindingSyntax) -> Bool {
    guard binding.initializer == nil, binding.accessorBlock == nil, let type = binding.typeAnnotation?.type else {
      return false
    }
    return isStandardValue(type)
  }

  private static func isStandardValue(_ type: TypeSyntax) -> Bool {
    if let array = type.as(ArrayTypeSyntax.self) { return isStandardValue(array.element) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return isStandardValue(dictionary.key) && isStandardValue(dictionary.value)
    }
    guard let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil else { return false }
    return valueTypes.contains(named.name.text)
  }

  private static let valueTypes: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "CGFloat", "Bool", "Date", "Data", "UUID", "URL", "Decimal", "TimeInterval",
  ]

  private static func message(_ name: String) -> String {
    "CloudKit sync needs every SwiftData attribute optional or with a default value, or the store fails to load; give '\(name)' a "
      + "default value or make it optional"
  }
}
