/// A part of a JSON settings file that compose owns (``ComposedOutput/Ownership/entries(_:)``):
/// the members it wrote, by name, in the object at ``keyPath`` (the servers of `.mcp.json`), or
/// the elements it wrote into the arrays that object holds (the hook groups of
/// `.claude/settings.json`'s `hooks.PostToolUse`, the rules of `permissions.allow`).
public struct OwnedPart: Hashable, Sendable {
  /// What compose owns in the object at ``keyPath``.
  public enum Kind: String, Hashable, Sendable {
    /// Members, by name.
    case members
    /// Elements of its arrays, each known by its array's name and the hash of its value
    /// (``OwnedPart/elementName(array:hash:)``): a value changed by hand is no longer
    /// compose's.
    case elements
  }

  /// The keys leading to the object (`["mcpServers"]`, `["hooks"]`, `["permissions"]`).
  public var keyPath: [String]
  /// Members or elements.
  public var kind: Kind
  /// The members' names, or the elements' names (`ARRAY:HASH`).
  public var names: [String]

  /// The part owning `names` of `kind` in the object at `keyPath`.
  public init(keyPath: [String], kind: Kind, names: [String]) {
    self.keyPath = keyPath
    self.kind = kind
    self.names = names
  }

  /// The name recorded for an element of the array `array` whose value hashes to `hash`.
  public static func elementName(array: String, hash: String) -> String { array + ":" + hash }

  /// The array and hash an element's recorded name holds (`nil` when it holds no `:`).
  public static func element(named name: String) -> (array: String, hash: String)? {
    guard let colon = name.lastIndex(of: ":") else { return nil }
    return (String(name[..<colon]), String(name[name.index(after: colon)...]))
  }
}
