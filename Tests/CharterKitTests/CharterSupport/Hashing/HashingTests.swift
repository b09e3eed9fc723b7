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
  struct Shape: Hashable, Encodable {
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

  /// A leaf is its kind's tag, then its text: a string and a number of the same text differ,
  /// and so do the kinds of container, however alike their contents.
  @Test func leavesAndContainersAreToldApart() {
    #expect(StableDigest.of("42") != StableDigest.of(42))
    #expect(StableDigest.of(true) != StableDigest.of("true"))
    #expect(StableDigest.of(["a"]) != StableDigest.of(["a": "a"]))
    #expect(StableDigest.of([String]()) != StableDigest.of([String: String]()))
    #expect(StableDigest.of(Optional<String>.none) != StableDigest.of(""))
  }

  /// What `StableDigest` digests is every stored property, through the synthesized `Encodable`
  /// conformance of each type the checks in force are made of: a property added to one of them
  /// later changes the digest without being listed anywhere.
  @Test func everyStoredPropertyOfACheckTakesPart() throws {
    let check = EffectiveCheck(
      declaration: CheckDeclaration(
        id: "x", kind: .ban(TextPattern("as!")), position: SourcePosition(line: 1, column: 1)),
      severity: .warning,
      source: SourceReference(path: "a.md", line: 1))
    var changed = [check]
    changed.append(
      {
        var c = check
        c.fragmentID = "f"
        return c
      }())
    changed.append(
      {
        var c = check
        c.overrides = [SourceReference(path: "b.md", line: 2)]
        return c
      }())
    changed.append(
      {
        var c = check
        c.severitySource = SourceReference(path: "b.md", line: 2)
        return c
      }())
    changed.append(
      {
        var c = check
        c.enabledBy = SourceReference(path: "b.md", line: 3)
        return c
      }())
    changed.append(
      {
        var c = check
        c.declaration.scope = .any
        return c
      }())
    changed.append(
      {
        var c = check
        c.declaration.options = ["k": ["v"]]
        return c
      }())
    changed.append(
      {
        var c = check
        c.declaration.fileCondition.whenContains = ["import UIKit"]
        return c
      }())
    changed.append(
      {
        var c = check
        c.declaration.paths.languages = ["swift"]
        return c
      }())
    changed.append(
      {
        var c = check
        c.declaration.isEnabledByDefault.toggle()
        return c
      }())
    changed.append(
      {
        var c = check
        c.declaration.isExtracted.toggle()
        return c
      }())
    let digests = changed.map { StableDigest.of($0) }
    #expect(Set(digests).count == changed.count)
    #expect(!digests.contains(nil))
  }

  /// The module settings digest alike whatever order their set of features was built in.
  @Test func settingsDigestAlikeWhateverTheirOrder() {
    var first = SwiftSettings(defaultIsolation: .mainActor)
    var second = first
    let features = (0..<50).map { "Feature\($0)" }
    for feature in features { first.upcomingFeatures.insert(feature) }
    for feature in features.reversed() { second.upcomingFeatures.insert(feature) }
    #expect(StableDigest.of(first) == StableDigest.of(second))
    second.upcomingFeatures.remove("Feature7")
    #expect(StableDigest.of(first) != StableDigest.of(second))
  }

  /// Strings are counted, so that moving a boundary between two of them shows.
  @Test func boundariesBetweenStringsCount() {
    #expect(StableDigest.of(["ab", "c"]) != StableDigest.of(["a", "bc"]))
  }
}
