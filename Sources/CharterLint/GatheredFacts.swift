import CharterSwiftChecks

/// What the Swift files of a run told about their modules' types, which settles the findings
/// that depend on another file (``Finding/requirement``): the facts of files checked in
/// this run, and those the result cache read still encoded, decoded only when some finding
/// needs settling (most runs have none, and decoding every file's facts would cost a warm run
/// more than all the rest of reading the cache).
struct GatheredFacts: Sendable {
  /// The facts of the files checked in this run.
  private(set) var decoded = ModuleFacts()
  /// The facts of the files whose results came from the cache, as ``LintCacheEntry`` keeps them.
  private(set) var encoded: [[UInt8]] = []

  /// Adds the facts of one checked file.
  mutating func add(_ facts: ModuleFacts) { decoded.merge(facts) }

  /// Adds the encoded facts of one file read from the cache.
  mutating func add(encoded facts: [UInt8]) { encoded.append(facts) }

  /// Adds everything `other` holds.
  mutating func merge(_ other: GatheredFacts) {
    decoded.merge(other.decoded)
    encoded += other.encoded
  }

  /// `findings` with those that depend on other files kept only where the facts say they hold.
  ///
  /// Of the encoded facts, only those that mention a name the answers depend on are decoded:
  /// the names the findings ask about, then every name the facts decoded so far mention, until
  /// no more are found. Facts are held by type name, so the others cannot change an answer.
  func settle(_ findings: [Finding]) -> [Finding] {
    let pending = findings.filter(\.dependsOnOtherFiles)
    guard !encoded.isEmpty, !pending.isEmpty else { return decoded.settle(findings) }
    var all = decoded
    var wanted = decoded.mentionedNames
    var cloudKit = false
    for names in pending.compactMap({ $0.requirement?.names }) {
      wanted.formUnion(names.types)
      if names.cloudKit { cloudKit = true }
    }
    var remaining = encoded
    var searched: Set<String> = []
    let cloudKitSync = Array(#""syncsWithCloudKit":true"#.utf8)
    while !remaining.isEmpty {
      let names = wanted.subtracting(searched)
      // A name spelt with anything but ASCII letters, digits and `_` might be escaped in the
      // encoding: every file's facts are decoded then.
      if names.contains(where: { !$0.utf8.allSatisfy(Self.isPlainNameByte) }) {
        for facts in remaining { all.merge(LintCacheEntry.facts(facts)) }
        break
      }
      guard !names.isEmpty || cloudKit else { break }
      searched.formUnion(names)
      var unread: [[UInt8]] = []
      for facts in remaining {
        if Self.mentions(facts, anyOf: names) || (cloudKit && facts.contains(cloudKitSync)) {
          let read = LintCacheEntry.facts(facts)
          all.merge(read)
          wanted.formUnion(read.mentionedNames)
        } else {
          unread.append(facts)
        }
      }
      cloudKit = false
      if unread.count == remaining.count { break }
      remaining = unread
    }
    return all.settle(findings)
  }

  /// Whether the JSON `facts` hold one of `names` as a string (a key or a value).
  static func mentions(_ facts: [UInt8], anyOf names: Set<String>) -> Bool {
    guard !names.isEmpty else { return false }
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    return facts.withUnsafeBufferPointer { bytes in
      var index = 0
      while index < bytes.count {
        guard bytes[index] == quote else {
          index += 1
          continue
        }
        var end = index + 1
        while end < bytes.count, bytes[end] != quote { end += bytes[end] == backslash ? 2 : 1 }
        let token = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<min(end, bytes.count)])
        if names.contains(String(decoding: token, as: UTF8.self)) { return true }
        index = end + 1
      }
      return false
    }
  }

  private static func isPlainNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"):
      true
    default: false
    }
  }
}

extension Finding {
  /// Whether the finding holds only if facts of other files say so.
  var dependsOnOtherFiles: Bool { requirement != nil }
}
