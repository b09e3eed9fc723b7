/// The containers of a ``DigestEncoder``: each adds to the ``DigestNode`` it was made for.

/// A key that is an index, for the coding paths of unkeyed containers.
struct DigestIndexKey: CodingKey {
  var stringValue: String { String(intValue!) }
  var intValue: Int?
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

struct DigestKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: DigestNode
  let codingPath: [any CodingKey]

  private func set(_ child: DigestNode, for key: Key) { node.keyed[key.stringValue] = child }

  mutating func encodeNil(forKey key: Key) throws { set(DigestNode.leaf("nil", ""), for: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(DigestNode.leaf("Bool", "\(value)"), for: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(DigestNode.leaf("String", value), for: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(DigestNode.leaf("Double", String(value.bitPattern)), for: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(DigestNode.leaf("Float", String(value.bitPattern)), for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(DigestNode.leaf("Int", "\(value)"), for: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(DigestNode.leaf("Int8", "\(value)"), for: key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(DigestNode.leaf("Int16", "\(value)"), for: key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(DigestNode.leaf("Int32", "\(value)"), for: key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(DigestNode.leaf("Int64", "\(value)"), for: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { set(DigestNode.leaf("UInt", "\(value)"), for: key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(DigestNode.leaf("UInt8", "\(value)"), for: key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(DigestNode.leaf("UInt16", "\(value)"), for: key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { set(DigestNode.leaf("UInt32", "\(value)"), for: key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { set(DigestNode.leaf("UInt64", "\(value)"), for: key) }
  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    set(try DigestEncoder.node(for: value, codingPath: codingPath + [key]), for: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = DigestNode.container(.keyed)
    set(child, for: key)
    return KeyedEncodingContainer(DigestKeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = DigestNode.container(.unkeyed)
    set(child, for: key)
    return DigestUnkeyedContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

  private func superEncoder(named name: String) -> any Encoder {
    let encoder = DigestEncoder(codingPath: codingPath)
    node.keyed[name] = encoder.root
    return encoder
  }
}

struct DigestUnkeyedContainer: UnkeyedEncodingContainer {
  let node: DigestNode
  let codingPath: [any CodingKey]
  var count: Int { node.unkeyed.count }

  private func append(_ child: DigestNode) { node.unkeyed.append(child) }

  mutating func encodeNil() throws { append(DigestNode.leaf("nil", "")) }
  mutating func encode(_ value: Bool) throws { append(DigestNode.leaf("Bool", "\(value)")) }
  mutating func encode(_ value: String) throws { append(DigestNode.leaf("String", value)) }
  mutating func encode(_ value: Double) throws { append(DigestNode.leaf("Double", String(value.bitPattern))) }
  mutating func encode(_ value: Float) throws { append(DigestNode.leaf("Float", String(value.bitPattern))) }
  mutating func encode(_ value: Int) throws { append(DigestNode.leaf("Int", "\(value)")) }
  mutating func encode(_ value: Int8) throws { append(DigestNode.leaf("Int8", "\(value)")) }
  mutating func encode(_ value: Int16) throws { append(DigestNode.leaf("Int16", "\(value)")) }
  mutating func encode(_ value: Int32) throws { append(DigestNode.leaf("Int32", "\(value)")) }
  mutating func encode(_ value: Int64) throws { append(DigestNode.leaf("Int64", "\(value)")) }
  mutating func encode(_ value: UInt) throws { append(DigestNode.leaf("UInt", "\(value)")) }
  mutating func encode(_ value: UInt8) throws { append(DigestNode.leaf("UInt8", "\(value)")) }
  mutating func encode(_ value: UInt16) throws { append(DigestNode.leaf("UInt16", "\(value)")) }
  mutating func encode(_ value: UInt32) throws { append(DigestNode.leaf("UInt32", "\(value)")) }
  mutating func encode(_ value: UInt64) throws { append(DigestNode.leaf("UInt64", "\(value)")) }
  mutating func encode(_ value: some Encodable) throws {
    append(try DigestEncoder.node(for: value, codingPath: codingPath + [DigestIndexKey(count)]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = DigestNode.container(.keyed)
    let path = codingPath + [DigestIndexKey(count)]
    append(child)
    return KeyedEncodingContainer(DigestKeyedContainer<NestedKey>(node: child, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = DigestNode.container(.unkeyed)
    let path = codingPath + [DigestIndexKey(count)]
    append(child)
    return DigestUnkeyedContainer(node: child, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let encoder = DigestEncoder(codingPath: codingPath + [DigestIndexKey(count)])
    append(encoder.root)
    return encoder
  }
}

struct DigestSingleValueContainer: SingleValueEncodingContainer {
  let node: DigestNode
  let codingPath: [any CodingKey]

  private func set(_ tag: String, _ text: String) { node.becomeLeaf(tag, text) }

  mutating func encodeNil() throws { set("nil", "") }
  mutating func encode(_ value: Bool) throws { set("Bool", "\(value)") }
  mutating func encode(_ value: String) throws { set("String", value) }
  mutating func encode(_ value: Double) throws { set("Double", String(value.bitPattern)) }
  mutating func encode(_ value: Float) throws { set("Float", String(value.bitPattern)) }
  mutating func encode(_ value: Int) throws { set("Int", "\(value)") }
  mutating func encode(_ value: Int8) throws { set("Int8", "\(value)") }
  mutating func encode(_ value: Int16) throws { set("Int16", "\(value)") }
  mutating func encode(_ value: Int32) throws { set("Int32", "\(value)") }
  mutating func encode(_ value: Int64) throws { set("Int64", "\(value)") }
  mutating func encode(_ value: UInt) throws { set("UInt", "\(value)") }
  mutating func encode(_ value: UInt8) throws { set("UInt8", "\(value)") }
  mutating func encode(_ value: UInt16) throws { set("UInt16", "\(value)") }
  mutating func encode(_ value: UInt32) throws { set("UInt32", "\(value)") }
  mutating func encode(_ value: UInt64) throws { set("UInt64", "\(value)") }
  mutating func encode(_ value: some Encodable) throws {
    try DigestEncoder.encode(value, into: node, codingPath: codingPath)
  }
}
