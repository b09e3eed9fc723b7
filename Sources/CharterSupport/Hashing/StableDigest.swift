/// A digest of a value's whole structure that is the same in every process: what keys the
/// lint result cache by the checks in force, so that a cache written by one run is found by
/// the next.
///
/// `Hashable` cannot serve: Swift seeds its hasher per process. This encodes the value with a
/// ``DigestEncoder`` instead, through its `Encodable` conformance: synthesized, that conformance
/// takes every stored property, so a property added later takes part by construction. Keyed
/// containers (structs, enum cases, dictionaries with string keys) are digested with their keys
/// sorted, and sets of strings with their members sorted, since the order of iteration differs
/// between processes. (An earlier version walked values with `Mirror`; the first reflection of
/// each type searches every protocol conformance in the binary, which cost a one-file lint
/// 15 ms.)
package enum StableDigest {
  /// The digest of `value`, or `nil` when its encoding fails.
  package static func of(_ value: some Encodable) -> [UInt8]? {
    (try? DigestEncoder.node(for: value, codingPath: []))?.digest()
  }
}
