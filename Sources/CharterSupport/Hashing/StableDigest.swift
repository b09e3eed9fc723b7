import Synchronization

/// A digest of a value's whole structure that is the same in every process: what keys the
/// lint result cache by the checks in force, so that a cache written by one run is found by
/// the next.
///
/// `Hashable` cannot serve: Swift seeds its hasher per process. This walks the value with
/// `Mirror` instead, so every stored property takes part without being listed (a property
/// added later is covered by construction), with the members of sets and dictionaries in a
/// defined order. A value that holds a function or an object it cannot see into has no stable
/// digest (`nil`): the cache is then not used, which costs time and never gives a wrong answer.
package enum StableDigest {
  /// The digest of `value`, or `nil` when part of it cannot be digested.
  package static func of(_ value: Any) -> [UInt8]? {
    var hash = SHA256()
    guard feed(value, into: &hash, depth: 0) else { return nil }
    return hash.finalize()
  }

  /// How deep a value may nest: deeper means a cycle through objects.
  private static let maximumDepth = 64

  private static func feed(_ value: Any, into hash: inout SHA256, depth: Int) -> Bool {
    guard depth < maximumDepth else { return false }
    // The commonest leaves, as the walk below would digest them, without a mirror.
    switch value {
    case let text as String where type(of: value) == String.self:
      hash.update(field: "Swift.String")
      hash.update(field: text)
      return true
    case let number as Int where type(of: value) == Int.self:
      hash.update(field: "Swift.Int")
      hash.update(field: String(number))
      return true
    case let flag as Bool where type(of: value) == Bool.self:
      hash.update(field: "Swift.Bool")
      hash.update(field: flag ? "true" : "false")
      return true
    default: break
    }
    let mirror = Mirror(reflecting: value)
    let type = typeName(mirror.subjectType)
    // A function shows as a leaf that says nothing of what it does.
    guard !type.contains("->") else { return false }
    hash.update(field: type)
    switch mirror.displayStyle {
    case .set, .dictionary:
      // Each member's own digest, sorted: the order of iteration differs between processes.
      var members: [[UInt8]] = []
      for child in mirror.children {
        var member = SHA256()
        guard feed(child.value, into: &member, depth: depth + 1) else { return false }
        members.append(member.finalize())
      }
      hash.update(count: members.count)
      for member in members.sorted(by: { $0.lexicographicallyPrecedes($1) }) { hash.update(member) }
      return true
    case .enum where mirror.children.isEmpty:
      hash.update(field: String(describing: value))
      return true
    case .class:
      // An object is seen only through its stored properties; one that shows none (a
      // Foundation type, a wrapper of C state) cannot be told apart from another.
      guard !mirror.children.isEmpty || mirror.superclassMirror != nil else { return false }
      return feedChildren(of: mirror, into: &hash, depth: depth)
    case nil where mirror.children.isEmpty:
      hash.update(field: String(describing: value))
      return true
    default:
      return feedChildren(of: mirror, into: &hash, depth: depth)
    }
  }

  /// Type names met so far: `String(reflecting:)` of a type costs more than the rest of a leaf.
  private static let typeNames = Mutex<[ObjectIdentifier: String]>([:])

  private static func typeName(_ type: Any.Type) -> String {
    let identifier = ObjectIdentifier(type)
    if let known = typeNames.withLock({ $0[identifier] }) { return known }
    let name = String(reflecting: type)
    typeNames.withLock { $0[identifier] = name }
    return name
  }

  private static func feedChildren(of mirror: Mirror, into hash: inout SHA256, depth: Int) -> Bool {
    hash.update(count: Int(mirror.children.count))
    for child in mirror.children {
      hash.update(field: child.label ?? "")
      guard feed(child.value, into: &hash, depth: depth + 1) else { return false }
    }
    if let parent = mirror.superclassMirror {
      hash.update(field: "super")
      return feedChildren(of: parent, into: &hash, depth: depth + 1)
    }
    return true
  }
}
