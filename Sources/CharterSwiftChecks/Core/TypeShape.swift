import SwiftSyntax

/// What one declaration or extension of a type says about whether the type is Sendable or
/// isolated, for ``ModuleFacts``: a class is judged not Sendable only when every declaration
/// of it, and of each type it inherits from, says nothing that could make it so.
public struct TypeShape: Hashable, Sendable, Codable {
  /// What kind of declaration it is.
  public enum Kind: String, Hashable, Sendable, Codable {
    case classDecl, actorDecl, protocolDecl, extensionDecl, other
  }

  /// The kind of declaration.
  public var kind: Kind
  /// Whether the declaration makes the type Sendable or isolated, or carries an attribute
  /// Charter cannot judge (a global actor, a macro of a package): `Sendable` or
  /// `@unchecked Sendable` among its inherited types, `@MainActor` or another custom attribute.
  public var mayBeSendable: Bool
  /// Whether the declaration isolates the type to a global actor other than the main actor.
  public var otherGlobalActor: Bool
  /// The simple names it inherits from or conforms to.
  public var inherited: [String]

  /// The shape of `decl`.
  init(_ decl: DeclGroupSyntax) {
    kind =
      switch decl.kind {
      case .classDecl: .classDecl
      case .actorDecl: .actorDecl
      case .protocolDecl: .protocolDecl
      case .extensionDecl: .extensionDecl
      default: .other
      }
    inherited = decl.inheritedNames
    let customAttributes = decl.attributes.compactMap(\.attributeName).filter { $0.first?.isUppercase == true }
    otherGlobalActor = decl.kind != .extensionDecl && customAttributes.contains { $0.isGlobalActorName }
    let judged = decl.kind == .extensionDecl ? [] : customAttributes.filter { !Self.plainAttributes.contains($0) }
    mayBeSendable =
      !judged.isEmpty || inherited.contains("Sendable") || decl.attributes.contains { $0.attributeName == nil }
  }

  /// Attributes that make a class neither Sendable nor isolated.
  static let plainAttributes: Set<String> = ["Observable", "Model", "ObservationTracked"]

  /// SDK classes and protocols that make a class that inherits from or conforms to them
  /// neither Sendable nor isolated.
  public static let plainSupertypes: Set<String> = [
    "NSObject", "NSObjectProtocol", "AnyObject", "ObservableObject", "Observable", "Codable", "Decodable", "Encodable",
    "Equatable", "Hashable", "Identifiable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
    "NSCoding", "NSSecureCoding", "NSCopying",
  ]

  /// SDK types known not to be isolated to a global actor: their extensions' static stored
  /// properties are global shared state.
  public static let knownNonisolatedTypes: Set<String> = plainSupertypes.union([
    "Sendable", "Error", "LocalizedError", "String", "Int", "Double", "Float", "Bool", "Character", "CGFloat", "Date",
    "URL", "Data", "UUID", "Array",
    "Dictionary", "Set", "Optional", "UserDefaults", "Bundle", "FileManager", "NotificationCenter", "URLSession",
    "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "JSONDecoder", "JSONEncoder", "Calendar", "Locale",
  ])
}
