import Foundation
import Testing

@testable import CharterLint
@testable import CharterRules
@testable import CharterSupport
@testable import CharterSwiftChecks

@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func standardVectors(_ input: String, _ digest: String) {
    #expect(SHA256.hex(input) == digest)
  }

  /// Fed in pieces of every size across block boundaries, the digest is the one-shot digest.
  @Test func incrementalHashingAgreesWithOneShot() {
    let message = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    let expected = SHA256.digest(message)
    for piece in [1, 3, 55, 56, 63, 64, 65, 127, 300] {
      var hash = SHA256()
      for start in stride(from: 0, to: message.count, by: piece) {
        hash.update(Array(message[start..<min(start + piece, message.count)]))
      }
      #expect(hash.finalize() == expected, "pieces of \(piece)")
    }
  }

  @Test func millionAs() {
    #expect(
      SHA256.hex(String(repeating: "a", count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}

/// The digest that keys the lint cache by the checks in force: equal values agree across
/// processes whatever the order of their sets and dictionaries, and any stored difference shows.
@Suite struct StableDigestTests {
  struct Shape: Hashable {
    var names: Set<String>
    var options: [String: [String]]
    var kind: CheckKind
    var note: String?
  }

  static let shape = Shape(
    names: ["a", "b", "c", "d"], options: ["x": ["1"], "y": ["2"], "z": []], kind: .ban(TextPattern("as!")), note: nil)

  @Test func orderOfSetsAndDictionariesDoesNotMatter() {
    var other = Shape(names: [], options: [:], kind: Self.shape.kind, note: nil)
    for name in ["d", "c", "b", "a"] { other.names.insert(name) }
    for key in ["z", "y", "x"] { other.options[key] = Self.shape.options[key] }
    #expect(StableDigest.of(other) == StableDigest.of(Self.shape))
  }

  /// The digest is fixed: a cache written by one process is found by the next.
  @Test func theDigestIsTheSameInEveryProcess() {
    let first = StableDigest.of(Self.shape).map(SHA256.hex)
    #expect(first != nil)
    #expect(first == StableDigest.of(Self.shape).map(SHA256.hex))
    #expect(StableDigest.of(1).map(SHA256.hex) == StableDigest.of(1).map(SHA256.hex))
  }

  @Test(arguments: [
    Shape(names: ["a", "b", "c"], options: shape.options, kind: shape.kind, note: nil),
    Shape(names: shape.names, options: ["x": ["1"], "y": ["2"], "z": [""]], kind: shape.kind, note: nil),
    Shape(names: shape.names, options: shape.options, kind: .ban(TextPattern("as!", isRegex: true)), note: nil),
    Shape(
      names: shape.names, options: shape.options, kind: .prefer(preferred: "as!", insteadOf: TextPattern(""), fix: nil),
      note: nil),
    Shape(names: shape.names, options: shape.options, kind: shape.kind, note: ""),
    Shape(names: shape.names, options: shape.options, kind: .trailingWhitespace, note: nil),
  ])
  func everyStoredDifferenceChangesTheDigest(_ other: Shape) {
    #expect(StableDigest.of(other) != StableDigest.of(Self.shape))
  }

  /// A leaf is its type's full name, then its description: the same digest whether the
  /// walk takes its shortcut for strings, integers and flags or reflects a wrapper of them.
  @Test func leavesDigestAsTypeAndDescription() {
    func expected(_ type: String, _ text: String) -> [UInt8] {
      var hash = SHA256()
      hash.update(field: type)
      hash.update(field: text)
      return hash.finalize()
    }
    #expect(StableDigest.of("as!") == expected("Swift.String", "as!"))
    #expect(StableDigest.of(42) == expected("Swift.Int", "42"))
    #expect(StableDigest.of(true) == expected("Swift.Bool", "true"))
    #expect(StableDigest.of(UInt8(42)) == expected("Swift.UInt8", "42"))
    #expect(StableDigest.of("42") != StableDigest.of(42))
    // An optional is an enum with a child, never taken for the value it holds.
    #expect(StableDigest.of(Optional(42) as Any) != StableDigest.of(42))
  }

  /// Strings are counted, so that moving a boundary between two of them shows.
  @Test func boundariesBetweenStringsCount() {
    #expect(StableDigest.of(["ab", "c"]) != StableDigest.of(["a", "bc"]))
  }

  /// What cannot be seen into has no digest: the cache is then not used rather than wrong.
  @Test func aFunctionHasNoDigest() {
    struct Holder { var action: () -> Int }
    #expect(StableDigest.of(Holder(action: { 1 })) == nil)
  }
}
