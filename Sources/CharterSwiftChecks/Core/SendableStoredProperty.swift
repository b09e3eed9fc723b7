import SwiftSyntax

/// Stored properties whose values are Sendable by their declared type alone, as a `deinit`
/// may touch them from any thread (Swift 6 accepts it).
///
/// Only types the standard library and Foundation declare Sendable are recognised, spelled in
/// the annotation (`var task: Task<Void, Never>?`, `let id: UUID`, `var names: [String]`) or
/// given by a literal (`var count = 0`): a type of the app's own may be anything.
enum SendableStoredProperty {
  /// Whether `binding` is a stored property (no getter; observers allowed) whose type is
  /// Sendable.
  static func holdsSendableValue(_ binding: PatternBindingSyntax) -> Bool {
    if let accessors = binding.accessorBlock {
      guard case .accessors(let list) = accessors.accessors else { return false }
      let kinds = list.map(\.accessorSpecifier.tokenKind)
      guard kinds.allSatisfy({ $0 == .keyword(.willSet) || $0 == .keyword(.didSet) }) else { return false }
    }
    if let type = binding.typeAnnotation?.type { return isSendable(type) }
    guard let value = binding.initializer?.value else { return false }
    return value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
      || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
  }

  private static func isSendable(_ type: TypeSyntax) -> Bool {
    if let optional = type.as(OptionalTypeSyntax.self) { return isSendable(optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isSendable(optional.wrappedType) }
    if let array = type.as(ArrayTypeSyntax.self) { return isSendable(array.element) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) { return isSendable(dictionary.key) && isSendable(dictionary.value) }
    guard let named = type.as(IdentifierTypeSyntax.self) else { return false }
    let name = named.name.text
    if name == "Task" { return true }
    if let arguments = named.genericArgumentClause?.arguments {
      guard ["Optional", "Array", "Set", "Dictionary"].contains(name) else { return false }
      return arguments.allSatisfy { argument in
        if case .type(let type) = argument.argument { return isSendable(type) }
        return false
      }
    }
    return sendableNames.contains(name)
  }

  private static let sendableNames: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "CGFloat", "Bool", "URL", "UUID", "Date", "Data", "TimeInterval", "Duration",
    "Decimal", "IndexPath", "ContinuousClock", "Logger",
  ]
}
