/// What a ``DigestEncoder`` was given, as a tree: a leaf (a type's tag and the value's text),
/// keyed children, or ordered children.
final class DigestNode {
  enum Kind {
    case empty, leaf, keyed, unkeyed
  }

  var kind = Kind.empty
  var tag = ""
  var text = ""
  var keyed: [String: DigestNode] = [:]
  var unkeyed: [DigestNode] = []

  /// The node's digest: each kind is told apart by a tag, every string and list counted, keys
  /// in sorted order.
  func digest() -> [UInt8] {
    var hash = SHA256()
    switch kind {
    case .empty:
      hash.update(field: "e")
    case .leaf:
      hash.update(field: "l")
      hash.update(field: tag)
      hash.update(field: text)
    case .keyed:
      hash.update(field: "k")
      hash.update(count: keyed.count)
      for (key, child) in keyed.sorted(by: { $0.key < $1.key }) {
        hash.update(field: key)
        hash.update(child.digest())
      }
    case .unkeyed:
      hash.update(field: "u")
      hash.update(count: unkeyed.count)
      for child in unkeyed { hash.update(child.digest()) }
    }
    return hash.finalize()
  }

  static func leaf(_ tag: String, _ text: String) -> DigestNode {
    let node = DigestNode()
    node.becomeLeaf(tag, text)
    return node
  }

  /// Makes this node the leaf `text` of a value of kind `tag`.
  func becomeLeaf(_ tag: String, _ text: String) {
    kind = .leaf
    self.tag = tag
    self.text = text
  }

  static func container(_ kind: Kind) -> DigestNode {
    let node = DigestNode()
    node.kind = kind
    return node
  }
}

/// An `Encoder` that builds a ``DigestNode`` tree rather than bytes (``StableDigest``).
final class DigestEncoder: Encoder {
  /// The node this encoder fills.
  let root: DigestNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(codingPath: [any CodingKey], root: DigestNode = DigestNode()) {
    self.codingPath = codingPath
    self.root = root
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    root.kind = .keyed
    return KeyedEncodingContainer(DigestKeyedContainer<Key>(node: root, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    root.kind = .unkeyed
    return DigestUnkeyedContainer(node: root, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    DigestSingleValueContainer(node: root, codingPath: codingPath)
  }

  /// Fills `node` with `value`: a sorted list for a set of strings (whose order differs between
  /// processes), else what its own encoding builds.
  static func encode(_ value: some Encodable, into node: DigestNode, codingPath: [any CodingKey]) throws {
    if type(of: value) == Set<String>.self {
      node.kind = .unkeyed
      node.unkeyed = unsafeBitCast(value, to: Set<String>.self).sorted().map { DigestNode.leaf("String", $0) }
      return
    }
    try value.encode(to: DigestEncoder(codingPath: codingPath, root: node))
  }

  /// A new node holding `value`.
  static func node(for value: some Encodable, codingPath: [any CodingKey]) throws -> DigestNode {
    let node = DigestNode()
    try encode(value, into: node, codingPath: codingPath)
    return node
  }
}
